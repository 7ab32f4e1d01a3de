import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Page } from '../../../shared/pagination'
import type { Point } from '../../../shared/points'
import { api, unwrap } from '../../lib/api'
import { invalidateBook } from '../books/queries'
import { pointKeys } from './queries'
import { movedInPages } from './reorder'

type Points = InfiniteData<Page<Point>, unknown>

interface Move {
  pointId: string
  step: -1 | 1
  /** Where the point goes: the position of the neighbour it swaps with. */
  position: number
}

/**
 * Moves a point one place up or down in its book at once, rolled back if the server refuses.
 * The list is fetched again only when the last of several quick moves has settled.
 */
export function useMovePoint(bookId: string) {
  const queryClient = useQueryClient()
  const queryKey = pointKeys.list(bookId)
  const mutationKey = [...pointKeys.all, 'move', bookId]
  return useMutation({
    mutationKey,
    // Positions are absolute, so moves must reach the server in the order they were made.
    scope: { id: mutationKey.join(':') },
    mutationFn: ({ pointId, position }: Move) =>
      unwrap(api.points[':id'].$patch({ param: { id: pointId }, json: { position } })),
    onMutate: async ({ pointId, step }) => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData<Points>(queryKey)
      const moved = previous && movedInPages(previous, pointId, step)
      if (moved) queryClient.setQueryData(queryKey, moved)
      return { previous }
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous)
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) > 1) return
      void queryClient.invalidateQueries({ queryKey })
      // Neighbours (previous/next) and the book's section order change with the order.
      void queryClient.invalidateQueries({ queryKey: pointKeys.details() })
      void invalidateBook(queryClient, bookId)
    },
  })
}
