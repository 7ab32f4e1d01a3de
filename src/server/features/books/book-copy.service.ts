import { count, eq, sql } from 'drizzle-orm'
import { BOOK_TITLE_MAX, type Book, type BookCopyInput } from '../../../shared/books'
import type { Db } from '../../db/client'
import { emit } from '../../events/emit'
import type { Actor } from '../../http/env'
import { notFound } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { newId } from '../../lib/ids'
import { books } from '../../records/book.table'
import { copiedPointColumns, points } from '../../records/point.table'
import { bookFor } from './book.lookup'
import { canCopyFrom } from './book.policy'
import { getBook } from './book.service'
import { insertBook } from './slug'

/**
 * Copies a book and all its points into a new private book of the caller, in one transaction.
 * The points go in one INSERT … SELECT; their ids still come from `newId()`, passed as one array
 * and matched to the source rows by their order; sections come out together (decision 010).
 */
/** "<title> (copy)", within the title limit. */
export function copyTitle(title: string): string {
  const suffix = ' (copy)'
  return `${title.slice(0, BOOK_TITLE_MAX - suffix.length).trimEnd()}${suffix}`
}

export async function copyBook(
  db: Db,
  actor: Actor,
  idOrSlug: string,
  input: BookCopyInput = {},
): Promise<Book> {
  const { row } = await bookFor(db, actor, idOrSlug, canCopyFrom, 'COPY_NOT_ALLOWED')
  const source = row.book
  const copyId = newId()
  const now = clock.now()
  await db.transaction(async (tx) => {
    // Holds off moves, appends and deletes in the source (they lock it for update) meanwhile.
    const [locked] = await tx.select({ id: books.id }).from(books).where(eq(books.id, source.id)).for('share')
    if (!locked) throw notFound()
    const [counted] = await tx.select({ n: count() }).from(points).where(eq(points.bookId, source.id))
    const ids = Array.from({ length: counted?.n ?? 0 }, () => newId())
    await insertBook(tx, {
      id: copyId,
      ownerId: actor.id,
      title: input.title ?? copyTitle(source.title),
      description: source.description,
      visibility: 'private',
      allowCopy: false,
      copiedFromBookId: source.id,
      pointCount: ids.length,
      createdAt: now,
      updatedAt: now,
    })
    if (ids.length === 0) return
    const at = now.toISOString()
    const carried = copiedPointColumns.map(([, name]) => sql.identifier(name))
    await tx.execute(sql`
      insert into points (id, book_id, position, copied_from_point_id, created_at, updated_at,
        ${sql.join(carried, sql`, `)})
      select ids.id, ${copyId}, p.n - 1, p.id, ${at}::timestamptz, ${at}::timestamptz,
        ${sql.join(
          carried.map((name) => sql`p.${name}`),
          sql`, `,
        )}
      from (select *, row_number() over (order by section_start, position, id) as n
        from (select *, min(position) over (partition by section_title) as section_start
          from points where book_id = ${source.id}) s) p
      join unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality as ids(id, n) on ids.n = p.n`)
    await emit(tx, { type: 'book.copied', bookId: copyId })
  })
  return getBook(db, actor, copyId)
}
