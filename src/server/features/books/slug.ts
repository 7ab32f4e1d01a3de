import { eq } from 'drizzle-orm'
import { isSlug } from '../../../shared/books'
import { SLUG_MAX } from '../../../shared/params'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { AppError } from '../../lib/app-error'
import { randomToken } from '../../lib/ids'
import { reindex } from '../search/documents'
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

/** Random lowercase letters and digits, for the tail of a slug. */
export function randomSlugPart(length: number): string {
  return randomToken(length * 2)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, length)
    .padEnd(length, '0')
}

/** Slugs to try in order: the title's, then the title's with a random tail, then random ones. */
function slugCandidates(title: string): string[] {
  const base = slugFromTitle(title)
  const random = [randomSlugPart(8), randomSlugPart(10)]
  if (!isSlug(base)) return random
  return [base, `${base}-${randomSlugPart(4)}`, `${base}-${randomSlugPart(6)}`, ...random]
}

type BookInsert = Omit<typeof books.$inferInsert, 'slug'>

/** Whether the caller may see the book that holds a slug (then a collision may be reported). */
export type SlugVisibility = (slug: string) => Promise<boolean>

/** A slug the user chose, then variants of it: used when the one taken is not the caller's to know of. */
export function chosenSlugCandidates(slug: string): string[] {
  const stem = slug.slice(0, SLUG_MAX - 7)
  return [slug, `${stem}-${randomSlugPart(4)}`, `${stem}-${randomSlugPart(6)}`, randomSlugPart(10)]
}

/**
 * Runs `write` with each slug candidate until one is free. Each try runs in a savepoint, so a
 * taken slug does not abort the caller's transaction. A chosen slug that collides with a book
 * the caller can see is 409; one that collides with a book hidden from them gets a free variant
 * instead, without saying why, so a private book's slug never tells that it exists.
 */
export async function withFreeSlug<T>(
  db: Db,
  candidates: string[],
  write: (tx: Db, slug: string) => Promise<T | undefined>,
  chosen?: { slug: string; isVisible: SlugVisibility },
): Promise<T> {
  for (const slug of candidates) {
    try {
      const row = await db.transaction((savepoint) => write(savepoint as unknown as Db, slug))
      if (row) return row
    } catch (error) {
      if (!isUniqueViolation(error, 'books_slug_key')) throw error
      if (chosen && slug === chosen.slug && (await chosen.isVisible(slug))) throw new AppError('SLUG_TAKEN')
    }
  }
  throw new AppError('CONFLICT')
}

/** Inserts a book under the first free slug: the chosen one (or a variant), else one from the title. */
export async function insertBook(
  db: Db,
  values: BookInsert,
  chosen?: { slug: string; isVisible: SlugVisibility },
) {
  const candidates = chosen ? chosenSlugCandidates(chosen.slug) : slugCandidates(values.title)
  return withFreeSlug(
    db,
    candidates,
    async (tx, slug) => {
      const [row] = await tx
        .insert(books)
        .values({ ...values, slug })
        .returning()
      if (row) await reindex(tx, 'book', eq(books.id, row.id))
      return row
    },
    chosen,
  )
}
