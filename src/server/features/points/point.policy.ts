import type { BookRole } from '../../../shared/books'
import { type BookFacts, canEditPoints } from '../books/book.policy'

// A point belongs to its book: whoever may read the book reads its points (book.policy.ts).

/** Edit, move or delete a point. */
export function canEditPoint(role: BookRole | null, book: BookFacts): boolean {
  return canEditPoints(role, book)
}

/** A copy lands only in a book the caller may add points to. */
export function canCopyInto(targetRole: BookRole | null, target: BookFacts): boolean {
  return canEditPoints(targetRole, target)
}
