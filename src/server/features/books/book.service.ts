import { eq, sql } from 'drizzle-orm'
import type { Book, BookCreateInput, BookUpdateInput } from '../../../shared/books'
import type { Db } from '../../db/client'
import { emit } from '../../events/emit'
import type { Actor } from '../../http/env'
import { notFound } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { newId } from '../../lib/ids'
import { books } from '../../records/book.table'
import { points } from '../../records/point.table'
import { bookFor, readBook } from './book.lookup'
import { canChange, canManage } from './book.policy'
import { toBook } from './book.presenter'
import { insertBook, slugCandidates, withFreeSlug } from './slug'

/** A book page lists its sections; more than this many is not a table of contents any more. */
const SECTIONS_MAX = 500

export async function getBook(db: Db, actor: Actor | null, idOrSlug: string): Promise<Book> {
  const { row, role } = await readBook(db, actor, idOrSlug)
  const sections = await db
    .select({
      title: points.sectionTitle,
      description: sql<string>`coalesce((array_agg(${points.sectionDescription} order by ${points.position}) filter (where ${points.sectionDescription} <> ''))[1], '')`,
      pointCount: sql<number>`count(*)::int`,
    })
    .from(points)
    .where(eq(points.bookId, row.book.id))
    .groupBy(points.sectionTitle)
    .orderBy(sql`min(${points.position})`)
    .limit(SECTIONS_MAX)
  return toBook(row, role, sections)
}

export async function createBook(db: Db, actor: Actor, input: BookCreateInput): Promise<Book> {
  const now = clock.now()
  const row = await insertBook(
    db,
    {
      id: newId(),
      ownerId: actor.id,
      title: input.title,
      description: input.description,
      visibility: input.visibility,
      allowCopy: input.allowCopy,
      createdAt: now,
      updatedAt: now,
    },
    input.slug || undefined,
  )
  return getBook(db, actor, row.id)
}

export async function updateBook(
  db: Db,
  actor: Actor,
  idOrSlug: string,
  input: BookUpdateInput,
): Promise<Book> {
  const { row } = await bookFor(db, actor, idOrSlug, canChange)
  const { slug, ...rest } = input
  const write = async (tx: Db, nextSlug?: string) => {
    const [updated] = await tx
      .update(books)
      .set({ ...rest, ...(nextSlug ? { slug: nextSlug } : {}), updatedAt: clock.now() })
      .where(eq(books.id, row.book.id))
      .returning({ id: books.id })
    if (!updated) throw notFound()
    await emit(tx, { type: 'book.written', bookId: updated.id })
    return updated
  }
  if (slug && slug !== row.book.slug) {
    await withFreeSlug(db, slugCandidates(row.book.id, { slug }), write)
  } else {
    await db.transaction((tx) => write(tx as unknown as Db))
  }
  return getBook(db, actor, row.book.id)
}

/** Its points, members, stars and the notes on its points go with it (foreign keys cascade). */
export async function deleteBook(db: Db, actor: Actor, idOrSlug: string): Promise<void> {
  const { row } = await bookFor(db, actor, idOrSlug, canManage)
  await db.transaction(async (tx) => {
    await tx.delete(books).where(eq(books.id, row.book.id))
    await emit(tx, { type: 'book.deleted', bookId: row.book.id })
  })
}
