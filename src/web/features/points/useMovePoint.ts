import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Page } from '../../../shared/pagination'
import type { PointListItem as Point } from '../../../shared/points'
import type { Target } from '../../../shared/section-order'
import { api, unwrap } from '../../lib/api'
import { invalidateBook } from '../books/queries'
import { pointKeys } from './queries'
import { movedInPages } from './reorder'

type Points = InfiniteData<Page<Point>, unknown>

export interface Move extends Target {
  pointId: string
}

/**
 * Moves a point within or between sections in one call that names its target (its section
 * and the point it goes after), shown at once and rolled back if the server refuses. The list
 * is fetched again only when the last of several quick moves has settled.
 */
export function useMovePoint(bookId: string) {
  const queryClient = useQueryClient()
  const queryKey = pointKeys.list(bookId)
  const mutationKey = [...pointKeys.all, 'move', bookId]
  return useMutation({
    mutationKey,
    // Each move is relative to the order the one before it left.
    scope: { id: mutationKey.join(':') },
    mutationFn: ({ pointId, ...target }: Move) =>
      unwrap(api.points[':id'].$patch({ param: { id: pointId }, json: target })),
    onMutate: async ({ pointId, ...target }) => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData<Points>(queryKey)
      const moved = previous && movedInPages(previous, pointId, target)
      if (moved) queryClient.setQueryData(queryKey, moved)
      return { previous }
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous)
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) > 1) return
      void queryClient.invalidateQueries({ queryKey })
      // Neighbours (previous/next) and the book's sections change with the order.
      void queryClient.invalidateQueries({ queryKey: pointKeys.details() })
      void invalidateBook(queryClient, bookId)
    },
  })
}
