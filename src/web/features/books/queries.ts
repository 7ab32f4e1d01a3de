import { type QueryClient, queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { Book, BookScope, BookSort } from '../../../shared/books'
import { isId } from '../../../shared/params'
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
  /** A book is cached under its id only; a slug leads to it through `idOfAddress`. */
  detail: (id: string) => [...bookKeys.details(), id] as const,
  members: (bookId: string) => [...bookKeys.all, 'members', bookId] as const,
}

/** One book by its id. */
export const bookQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bookKeys.detail(id),
    queryFn: () => unwrap(api.books[':idOrSlug'].$get({ param: { idOrSlug: id } })),
  })

// The slugs met so far and the ids they name, per query client: a slug is asked of the server
// once, then its book is the one cached by id (no second copy to keep in step).
const slugIds = new WeakMap<QueryClient, Map<string, string>>()

function slugsOf(queryClient: QueryClient): Map<string, string> {
  const known = slugIds.get(queryClient) ?? new Map<string, string>()
  slugIds.set(queryClient, known)
  return known
}

/** The id a book address (its id or its slug) names, if known here. */
function idOfAddress(queryClient: QueryClient, address: string): string | undefined {
  return isId(address) ? address : slugsOf(queryClient).get(address.toLowerCase())
}

/** For route loaders: the book at an address (id or slug), fetched once and cached by id. */
export async function ensureBook(queryClient: QueryClient, address: string): Promise<Book> {
  const id = idOfAddress(queryClient, address)
  if (id) return queryClient.ensureQueryData(bookQueryOptions(id))
  // Through the query client, not a bare call: offline the request waits (the page says it will
  // load) and goes out once the network is back, as every page's does. Kept only until the book
  // is cached by its id.
  const book = await queryClient.fetchQuery({
    queryKey: [...bookKeys.all, 'address', address.toLowerCase()],
    queryFn: () => unwrap(api.books[':idOrSlug'].$get({ param: { idOrSlug: address } })),
    gcTime: 0,
  })
  storeBook(queryClient, book)
  return book
}

/** For pages: the book at an address their loader resolved with `ensureBook`. */
export function useBook(address: string): Book {
  const queryClient = useQueryClient()
  return useSuspenseQuery(bookQueryOptions(idOfAddress(queryClient, address) ?? address)).data
}

export const bookListOptions = (scope: BookScope, q = '', sort: BookSort = 'new') =>
  pagedQueryOptions(bookKeys.list(scope, q, sort), (page) =>
    unwrap(api.books.$get({ query: { scope, sort, ...(q ? { q } : {}), ...page } })),
  )

/** One person's public books (their profile's Books tab). */
export const ownerBooksOptions = (ownerId: string) =>
  pagedQueryOptions([...bookKeys.lists(), 'owner', ownerId] as const, (page) =>
    unwrap(api.books.$get({ query: { scope: 'explore', owner: ownerId, ...page } })),
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

/** Marks the cached book stale. */
export function invalidateBook(queryClient: QueryClient, bookId: string) {
  return queryClient.invalidateQueries({ queryKey: bookKeys.detail(bookId) })
}

/** Caches a fresh answer by its id, and remembers the slug that leads to it. */
export function storeBook(queryClient: QueryClient, book: Book) {
  queryClient.setQueryData(bookKeys.detail(book.id), book)
  slugsOf(queryClient).set(book.slug.toLowerCase(), book.id)
}

/** A slug that no longer leads to the book (renamed, or the book deleted). */
export function forgetSlug(queryClient: QueryClient, slug: string) {
  slugsOf(queryClient).delete(slug.toLowerCase())
}
