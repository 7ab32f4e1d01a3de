import { infiniteQueryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'

export const noteKeys = {
  all: ['notes'] as const,
  /** My notes on one point. */
  point: (pointId: string) => [...noteKeys.all, 'point', pointId] as const,
  /** All my notes, newest first (on /mine). */
  mine: () => [...noteKeys.all, 'mine'] as const,
}

export const pointNotesOptions = (pointId: string) =>
  infiniteQueryOptions({
    queryKey: noteKeys.point(pointId),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.points[':id'].notes.$get({
          param: { id: pointId },
          query: { limit: '20', ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })

export const myNotesOptions = () =>
  infiniteQueryOptions({
    queryKey: noteKeys.mine(),
    queryFn: ({ pageParam }) =>
      unwrap(api.me.notes.$get({ query: { limit: '10', ...(pageParam ? { cursor: pageParam } : {}) } })),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })
