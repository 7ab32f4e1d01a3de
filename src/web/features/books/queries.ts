import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { Book, BookScope, BookSort } from '../../../shared/books'
import { api, unwrap } from '../../lib/api'
import { pagedQueryOptions } from '../../lib/paged'

export type { BookScope, BookSort }

// Route loaders import this file, so it lands in the main bundle: keys and queries only, no zod.
export const bookKeys = {
  all: ['books'] as const,
  lists: () => [...bookKeys.all, 'list'] as const,
  list: (scope: BookScope, q = '', sort: BookSort = 'new') =>
    [...bookKeys.lists(), scope, { q, sort }] as const,
  copyTargets: () => [...bookKeys.lists(), 'copy-targets'] as const,
  details: () => [...bookKeys.all, 'detail'] as const,
  /** A book is cached under the id or slug it was asked by. */
  detail: (idOrSlug: string) => [...bookKeys.details(), idOrSlug] as const,
  members: (bookId: string) => [...bookKeys.all, 'members', bookId] as const,
}

export const bookQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: bookKeys.detail(idOrSlug),
    queryFn: () => unwrap(api.books[':idOrSlug'].$get({ param: { idOrSlug } })),
  })

export const bookListOptions = (scope: BookScope, q = '', sort: BookSort = 'new') =>
  pagedQueryOptions(bookKeys.list(scope, q, sort), (page) =>
    unwrap(api.books.$get({ query: { scope, sort, ...(q ? { q } : {}), ...page } })),
  )

/** The books a point can be copied into: mine, and those shared with me as editor, paged. */
export const copyTargetsOptions = () =>
  pagedQueryOptions(
    bookKeys.copyTargets(),
    (page) => unwrap(api.books.$get({ query: { scope: 'editable', ...page } })),
    50,
  )

export const membersQueryOptions = (bookId: string) =>
  pagedQueryOptions(
    bookKeys.members(bookId),
    (page) => unwrap(api.books[':id'].members.$get({ param: { id: bookId }, query: page })),
    100,
  )

/** Marks every cached copy of one book stale, whether it was asked for by id or by slug. */
export function invalidateBook(queryClient: QueryClient, bookId: string) {
  return queryClient.invalidateQueries({
    queryKey: bookKeys.details(),
    predicate: (query) => (query.state.data as Book | undefined)?.id === bookId,
  })
}

/** Caches a fresh answer under both the id and the slug, so either address shows it at once. */
export function storeBook(queryClient: QueryClient, book: Book) {
  queryClient.setQueryData(bookKeys.detail(book.id), book)
  queryClient.setQueryData(bookKeys.detail(book.slug), book)
}
