import type { BookRole } from '../../../shared/books'
import { canEditPoints } from '../books/book.policy'

// A point belongs to its book: whoever may read the book reads its points (book.policy.ts).

/** Edit, move or delete a point. */
export function canEditPoint(role: BookRole | null): boolean {
  return canEditPoints(role)
}

/** A copy lands only in a book the caller may add points to. */
export function canCopyInto(targetRole: BookRole | null): boolean {
  return canEditPoints(targetRole)
}
