import { api, unwrap } from '../../lib/api'
import { pagedQueryOptions } from '../../lib/paged'

export const noteKeys = {
  all: ['notes'] as const,
  /** My notes on one point. */
  point: (pointId: string) => [...noteKeys.all, 'point', pointId] as const,
  /** All my notes, newest first (on /mine). */
  mine: () => [...noteKeys.all, 'mine'] as const,
}

export const pointNotesOptions = (pointId: string) =>
  pagedQueryOptions(noteKeys.point(pointId), (page) =>
    unwrap(api.points[':id'].notes.$get({ param: { id: pointId }, query: page })),
  )

export const myNotesOptions = () =>
  pagedQueryOptions(noteKeys.mine(), (page) => unwrap(api.me.notes.$get({ query: page })), 10)
