import { type QueryFilters, useMutation, useQueryClient } from '@tanstack/react-query'
import type { StarKind } from '../../../shared/stars'
import { api, unwrap } from '../../lib/api'
import { bookKeys } from '../books/queries'
import { pointKeys } from '../points/queries'
import { postKeys } from '../posts/queries'
import { starKeys } from './queries'
import { type Starrable, withStar } from './star-state'

/** Every cached copy of the starred thing: a book may be cached under its id and its slug. */
function cachedCopies(kind: StarKind, id: string): QueryFilters {
  const queryKey =
    kind === 'book' ? bookKeys.details() : kind === 'post' ? postKeys.details() : pointKeys.details()
  return { queryKey, predicate: (query) => (query.state.data as Starrable | undefined)?.id === id }
}

/**
 * Star or unstar at once and roll back on error. Calls for one thing run in order (`scope`),
 * and only the last one settling writes the server's count, so quick taps never flicker.
 */
export function useToggleStar(kind: StarKind, id: string) {
  const queryClient = useQueryClient()
  const mutationKey = [...starKeys.all, 'toggle', kind, id]
  const filters = cachedCopies(kind, id)
  const isLast = () => queryClient.isMutating({ mutationKey }) <= 1
  return useMutation({
    mutationKey,
    scope: { id: mutationKey.join(':') },
    mutationFn: (isStarred: boolean) => {
      const param = { param: { kind, id } }
      return unwrap(
        isStarred ? api.stars[':kind'][':id'].$put(param) : api.stars[':kind'][':id'].$delete(param),
      )
    },
    onMutate: async (isStarred) => {
      await queryClient.cancelQueries(filters)
      const previous = queryClient.getQueriesData<Starrable>(filters)
      queryClient.setQueriesData<Starrable>(filters, (data) => data && withStar(data, isStarred))
      return { previous }
    },
    onError: (_error, _isStarred, context) => {
      for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data)
    },
    onSuccess: (state) => {
      if (!isLast()) return
      queryClient.setQueriesData<Starrable>(filters, (data) => data && { ...data, ...state, id: data.id })
    },
    onSettled: () => {
      if (!isLast()) return
      void queryClient.invalidateQueries({ queryKey: starKeys.all })
      if (kind === 'book') void queryClient.invalidateQueries({ queryKey: bookKeys.lists() })
    },
  })
}
