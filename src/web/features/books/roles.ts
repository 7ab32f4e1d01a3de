import type { Book } from '../../../shared/books'

// What a page offers: the server's policy decides and says so in `can` (it still checks again).

/** Add, edit, reorder and delete points. */
export function canEditPoints(book: Pick<Book, 'can'>): boolean {
  return book.can.editPoints
}

/** Copy the book, or its points, elsewhere. */
export function canCopyFrom(book: Pick<Book, 'can'>): boolean {
  return book.can.copy
}

/** Change the book's settings, delete it, share it. */
export function canManage(book: Pick<Book, 'can'>): boolean {
  return book.can.manage
}
