import type { BookRole } from '../../../shared/books'
import { type BookFacts, canRead } from '../books/book.policy'

/** Anyone who may read a point or book may star it; a star never reveals what it points to. */
export function canStar(role: BookRole | null, book: BookFacts): boolean {
  return canRead(role, book)
}
