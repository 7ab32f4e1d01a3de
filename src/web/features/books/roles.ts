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

/** The owner's settings page: delete the book, see and remove its members. */
export function canManage(book: Pick<Book, 'can'>): boolean {
  return book.can.manage
}

/**
 * Banned by an admin: the book is frozen — read, exported, its members removed, deleted, but not
 * changed or spread (decision 013).
 */
export function isFrozen(book: Pick<Book, 'bannedAt'>): boolean {
  return book.bannedAt !== null
}

/**
 * Studied by this reader: not a book hidden from everyone but its owner and admins (banned, or its
 * owner banned) that reaches an admin only to be judged — the study API answers them 404.
 */
export function canStudy(book: Pick<Book, 'bannedAt' | 'ownerBanned' | 'myRole'>): boolean {
  return book.myRole === 'owner' || (!isFrozen(book) && !book.ownerBanned)
}

/** Change the book's settings or share it: its owner, unless it is frozen. */
export function canChange(book: Pick<Book, 'can' | 'bannedAt'>): boolean {
  return book.can.manage && !isFrozen(book)
}
