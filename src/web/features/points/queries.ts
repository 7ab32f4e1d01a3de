import { queryOptions } from '@tanstack/react-query'
import { POINT_PAGE_SIZE } from '../../../shared/constants'
import { api, unwrap } from '../../lib/api'
import { pagedQueryOptions } from '../../lib/paged'

// Route loaders import this file, so it lands in the main bundle: keys and queries only.
export const pointKeys = {
  all: ['points'] as const,
  lists: () => [...pointKeys.all, 'list'] as const,
  /** A book's points in order, always by the book's id (never its slug). */
  list: (bookId: string) => [...pointKeys.lists(), bookId] as const,
  details: () => [...pointKeys.all, 'detail'] as const,
  detail: (id: string) => [...pointKeys.details(), id] as const,
}

/**
 * Points this tab has deleted while their page is still open: a live event about their book
 * reads the book's open points again, and these would answer 404 (mutations.ts's `forget`).
 */
export const deletedHere = new Set<string>()

export const pointQueryOptions = (id: string) =>
  queryOptions({
    queryKey: pointKeys.detail(id),
    queryFn: () => unwrap(api.points[':id'].$get({ param: { id } })),
  })

export const pointListOptions = (bookId: string) =>
  pagedQueryOptions(
    pointKeys.list(bookId),
    (page) => unwrap(api.books[':id'].points.$get({ param: { id: bookId }, query: page })),
    POINT_PAGE_SIZE,
  )
