import type { Book } from '../../../shared/books'

// What a page offers, mirroring the server's book policy; the server still decides.

/** Add, edit, reorder and delete points. */
export function canEditPoints(book: Pick<Book, 'myRole'>): boolean {
  return book.myRole === 'owner' || book.myRole === 'editor'
}

/** Copy the book, or its points, elsewhere. */
export function canCopyFrom(book: Pick<Book, 'myRole' | 'allowCopy'>): boolean {
  return book.allowCopy || book.myRole !== null
}
