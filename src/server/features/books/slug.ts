import { isSlug } from '../../../shared/books'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { AppError } from '../../lib/app-error'
import { randomToken } from '../../lib/ids'
import { books } from './book.table'

const DERIVED_MAX = 60

/** `Intro to Café Chemistry!` → `intro-to-cafe-chemistry`; titles without Latin letters give ''. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, DERIVED_MAX)
    .replace(/^-+|-+$/g, '')
}

function randomPart(length: number): string {
  return randomToken(length * 2)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, length)
    .padEnd(length, '0')
}

/** Slugs to try in order: the title's, then the title's with a random tail, then random ones. */
function slugCandidates(title: string): string[] {
  const base = slugFromTitle(title)
  const random = [randomPart(8), randomPart(10)]
  if (!isSlug(base)) return random
  return [base, `${base}-${randomPart(4)}`, `${base}-${randomPart(6)}`, ...random]
}

type BookInsert = Omit<typeof books.$inferInsert, 'slug'>

/**
 * Inserts a book under the first free slug. Each try runs in a savepoint, so a taken slug does
 * not abort the caller's transaction. A slug the user chose is tried alone: taken is 409.
 */
export async function insertBook(db: Db, values: BookInsert, chosenSlug?: string) {
  const candidates = chosenSlug ? [chosenSlug] : slugCandidates(values.title)
  for (const slug of candidates) {
    try {
      const [row] = await db.transaction((savepoint) =>
        savepoint
          .insert(books)
          .values({ ...values, slug })
          .returning(),
      )
      if (row) return row
    } catch (error) {
      if (!isUniqueViolation(error, 'books_slug_key')) throw error
    }
  }
  throw new AppError(chosenSlug ? 'SLUG_TAKEN' : 'CONFLICT')
}
