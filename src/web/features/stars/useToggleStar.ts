import { type QueryFilters, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import type { StarKind } from '../../../shared/stars'
import { api, unwrap } from '../../lib/api'
import { starKeys } from './queries'
import { type Starrable, withStar } from './star-state'

/**
 * Where the starred thing's own feature caches it, which that feature says (stars sit below
 * books, posts and points): `details`, the key its copies by id (or slug) are under, such as
 * `bookKeys.details()`; `lists`, lists to read again once the stars settle.
 */
export interface StarredCache {
  details: QueryKey
  lists?: QueryKey
}

/** Every cached copy of the starred thing: a book may be cached under its id and its slug. */
function cachedCopies(cache: StarredCache, id: string): QueryFilters {
  return {
    queryKey: cache.details,
    predicate: (query) => (query.state.data as Starrable | undefined)?.id === id,
  }
}

/**
 * Star or unstar at once and roll back on error. Calls for one thing run in order (`scope`),
 * and only the last one settling writes the server's count, so quick taps never flicker.
 */
export function useToggleStar(kind: StarKind, id: string, cache: StarredCache) {
  const queryClient = useQueryClient()
  const mutationKey = [...starKeys.all, 'toggle', kind, id]
  const filters = cachedCopies(cache, id)
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
      if (cache.lists) void queryClient.invalidateQueries({ queryKey: cache.lists })
    },
  })
}
