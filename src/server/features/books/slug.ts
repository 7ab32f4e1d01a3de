import { isSlug } from '../../../shared/books'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { emit } from '../../events/emit'
import { AppError } from '../../lib/app-error'
import { randomToken } from '../../lib/ids'
import { books } from '../../records/book.table'

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

/** Random lowercase letters and digits, for the tail of a slug. */
export function randomSlugPart(length: number): string {
  return randomToken(length * 2)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, length)
    .padEnd(length, '0')
}

/** The words of a slug: the chosen ones, or the title's. */
const WORDS_MAX = 80

/**
 * A book's own ending, from the random end of its id (a UUIDv7's last 48 bits) in base 36: it
 * depends on nothing but the book, so the slug a person is given tells nothing of other books.
 */
export function slugEnding(bookId: string, length: 6 | 10): string {
  const bits = BigInt(`0x${bookId.replaceAll('-', '').slice(-12)}`)
  return bits.toString(36).padStart(10, '0').slice(-length)
}

/**
 * Slugs to try for a book, in order: its words (chosen, else the title's; an ending of its own
 * already there is not doubled), then its ending; a longer ending if that is somehow taken, then
 * a random one. Slugs are addresses (`/books/{slug}`, shared links), so they are unique across
 * all books; were a chosen slug ever kept as asked, the variant given when it is taken would
 * tell that a book nobody may see holds it (decision 007).
 */
export function slugCandidates(bookId: string, words: { slug?: string; title?: string }): string[] {
  const endings = [slugEnding(bookId, 6), slugEnding(bookId, 10)]
  let base = words.slug ?? slugFromTitle(words.title ?? '')
  for (const ending of endings) {
    if (base.toLowerCase() === ending) base = ''
    else if (base.toLowerCase().endsWith(`-${ending}`)) base = base.slice(0, -ending.length - 1)
  }
  base = base.slice(0, WORDS_MAX).replace(/-+$/, '')
  const tails = [...endings, randomSlugPart(10)]
  return isSlug(base) ? tails.map((tail) => `${base}-${tail}`) : tails
}

type BookInsert = Omit<typeof books.$inferInsert, 'slug'> & { id: string }

/**
 * Runs `write` with each slug candidate until one is free. Each try runs in a savepoint, so a
 * taken slug does not abort the caller's transaction.
 */
export async function withFreeSlug<T>(
  db: Db,
  candidates: string[],
  write: (tx: Db, slug: string) => Promise<T | undefined>,
): Promise<T> {
  for (const slug of candidates) {
    try {
      const row = await db.transaction((savepoint) => write(savepoint as unknown as Db, slug))
      if (row) return row
    } catch (error) {
      if (!isUniqueViolation(error, 'books_slug_key')) throw error
    }
  }
  throw new AppError('CONFLICT')
}

/** Inserts a book under the first free slug of its words (the chosen slug's, else the title's). */
export async function insertBook(db: Db, values: BookInsert, chosenSlug?: string) {
  const candidates = slugCandidates(values.id, { slug: chosenSlug, title: values.title })
  return withFreeSlug(db, candidates, async (tx, slug) => {
    const [row] = await tx
      .insert(books)
      .values({ ...values, slug })
      .returning()
    if (row) await emit(tx, { type: 'book.written', bookId: row.id })
    if (row) await emit(tx, { type: 'book.created', bookId: row.id, ownerId: row.ownerId })
    return row
  })
}
