import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Book, BookCopyInput, BookCreateInput, BookUpdateInput } from '../../../shared/books'
import { api, unwrap } from '../../lib/api'
import { noteKeys } from '../notes/queries'
import { starKeys } from '../stars/queries'
import { bookKeys, forgetSlug, storeBook } from './queries'

export function useCreateBook() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: BookCreateInput) => unwrap(api.books.$post({ json: input })),
    onSuccess: (book) => {
      storeBook(queryClient, book)
      void queryClient.invalidateQueries({ queryKey: bookKeys.lists() })
    },
    // The form marks the fields at fault and says why.
    meta: { silent: true },
  })
}

export function useUpdateBook(book: Book) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: BookUpdateInput) =>
      unwrap(api.books[':idOrSlug'].$patch({ param: { idOrSlug: book.id }, json: input })),
    onSuccess: (updated) => {
      // An old slug no longer leads here.
      if (updated.slug !== book.slug) forgetSlug(queryClient, book.slug)
      storeBook(queryClient, updated)
      void queryClient.invalidateQueries({ queryKey: bookKeys.lists() })
    },
    meta: { silent: true },
  })
}

/**
 * A book's list of points (points' `pointKeys.list(bookId)`). Named, not imported: points sit above
 * books (they keep a book's sections and counts, and the book page shows them); useDeleteBook.test.tsx
 * checks it.
 */
const pointListKey = (bookId: string) => ['points', 'list', bookId] as const

/**
 * Deleting takes its points along. Their caches are dropped by `forget`, called once the page
 * showing the book has been left (a page still on it would fetch it again and find nothing).
 */
export function useDeleteBook(book: Book) {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: () => unwrap(api.books[':idOrSlug'].$delete({ param: { idOrSlug: book.id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.lists() }),
  })
  const forget = () => {
    forgetSlug(queryClient, book.slug)
    for (const key of [bookKeys.detail(book.id), pointListKey(book.id)])
      queryClient.removeQueries({ queryKey: key })
    // Stars on it and its points, and notes on its points, went with it.
    void queryClient.invalidateQueries({ queryKey: starKeys.all })
    void queryClient.invalidateQueries({ queryKey: noteKeys.mine() })
  }
  return { ...mutation, forget }
}

/** A new private book of mine with all the points of this one. */
export function useCopyBook(book: Book) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: BookCopyInput) =>
      unwrap(api.books[':id'].copy.$post({ param: { id: book.id }, json: input })),
    onSuccess: (copy) => {
      storeBook(queryClient, copy)
      void queryClient.invalidateQueries({ queryKey: bookKeys.lists() })
    },
    // The copy form says what failed, by its button: no toast that vanishes.
    meta: { silent: true },
  })
}
