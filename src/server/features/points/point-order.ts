import { and, asc, eq, gt, gte, max, ne, sql } from 'drizzle-orm'
import type { PointCreateInput } from '../../../shared/points'
import { type Slotted, sectionKey, sectionTitleIn } from '../../../shared/section-order'
import type { Db } from '../../db/client'
import { emit } from '../../events/emit'
import { notFound } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { newId } from '../../lib/ids'
import { books } from '../../records/book.table'
import { points } from '../../records/point.table'

// Positions stay dense (0..n-1) and each section's points consecutive because every change to
// them first locks the book row, inside the transaction that makes it: concurrent appends,
// moves, section changes and deletes take turns per book (docs/decisions/010-sections.md).

/** Locks the book for a change of order; its point count. */
export async function lockBook(tx: Db, bookId: string): Promise<number> {
  const [book] = await tx
    .select({ pointCount: books.pointCount })
    .from(books)
    .where(eq(books.id, bookId))
    .for('update')
  if (!book) throw notFound()
  return book.pointCount
}

/**
 * Reserves the place at the end of section `sectionTitle` (a new section: the end of the
 * book), shifting the points after it, locks the book and counts the new point in. A title the
 * book has in another case is that section (`sectionTitleIn`): the title to write is returned.
 */
export async function appendSlot(
  tx: Db,
  bookId: string,
  title: string,
): Promise<{ position: number; sectionTitle: string }> {
  const [book] = await tx
    .update(books)
    .set({ pointCount: sql`${books.pointCount} + 1` })
    .where(eq(books.id, bookId))
    .returning({ pointCount: books.pointCount })
  if (!book) throw notFound()
  const sectionTitle = sectionTitleIn(await sectionTitlesOf(tx, bookId), title)
  const [section] = await tx
    .select({ last: max(points.position) })
    .from(points)
    .where(and(eq(points.bookId, bookId), eq(points.sectionTitle, sectionTitle)))
  if (section?.last == null) return { position: book.pointCount - 1, sectionTitle }
  const position = section.last + 1
  await tx
    .update(points)
    .set({ position: sql`${points.position} + 1` })
    .where(and(eq(points.bookId, bookId), gte(points.position, position)))
  return { position, sectionTitle }
}

/** The book's section titles ("" among them when some points have none). */
async function sectionTitlesOf(tx: Db, bookId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ title: points.sectionTitle })
    .from(points)
    .where(eq(points.bookId, bookId))
  return rows.map((row) => row.title)
}

/**
 * A section's description is the section's: a point written with one gives it to every point
 * of its section (the book shows the first non-empty one, so one point's alone would not show).
 */
export async function describeSection(tx: Db, bookId: string, sectionTitle: string, description: string) {
  await tx
    .update(points)
    .set({ sectionDescription: description })
    .where(
      and(
        eq(points.bookId, bookId),
        eq(points.sectionTitle, sectionTitle),
        ne(points.sectionDescription, description),
      ),
    )
}

/**
 * Gives every point of sections `titles` the description its book shows for it, the first
 * non-empty one in book order: points that joined a section the book has (a copy, an import) take
 * its description, and a section that had none takes the first one they brought. Call it after
 * the points have their places.
 */
export async function settleDescriptions(tx: Db, bookId: string, titles: readonly string[]) {
  if (titles.length === 0) return
  await tx.execute(sql`
    update points set section_description = shown.description
    from (
      select section_title,
        coalesce((array_agg(section_description order by position, id)
          filter (where section_description <> ''))[1], '') as description
      from points
      where book_id = ${bookId} and section_title in (select jsonb_array_elements_text(${JSON.stringify(titles)}::jsonb))
      group by section_title
    ) shown
    where points.book_id = ${bookId} and points.section_title = shown.section_title
      and points.section_description <> shown.description`)
}

export interface Slot extends Slotted {
  position: number
  sectionDescription: string
}

/** The book's points in order, read after `lockBook` so they are current. */
export function readSlots(tx: Db, bookId: string): Promise<Slot[]> {
  return tx
    .select({
      id: points.id,
      sectionTitle: points.sectionTitle,
      sectionDescription: points.sectionDescription,
      position: points.position,
    })
    .from(points)
    .where(eq(points.bookId, bookId))
    .orderBy(asc(points.position), asc(points.id))
}

const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`

/** Gives each point its index in `order` as its position, writing only the ones that changed. */
export async function writeOrder(tx: Db, order: readonly Slot[]): Promise<void> {
  const changed = order.flatMap((slot, index) => (slot.position === index ? [] : [{ id: slot.id, index }]))
  if (changed.length === 0) return
  await tx.execute(sql`
    update points set position = v.position
    from unnest(${uuidArray(changed.map((c) => c.id))}, ${`{${changed.map((c) => c.index).join(',')}}`}::int[])
      as v(id, position)
    where points.id = v.id`)
}

/** Deletes a point, closes the gap it leaves and counts it out of its book. */
export async function removePoint(tx: Db, bookId: string, pointId: string): Promise<void> {
  await lockBook(tx, bookId)
  const [gone] = await tx
    .delete(points)
    .where(and(eq(points.id, pointId), eq(points.bookId, bookId)))
    .returning({ position: points.position })
  if (!gone) throw notFound()
  await tx
    .update(points)
    .set({ position: sql`${points.position} - 1` })
    .where(and(eq(points.bookId, bookId), gt(points.position, gone.position)))
  await tx
    .update(books)
    .set({ pointCount: sql`${books.pointCount} - 1` })
    .where(eq(books.id, bookId))
}

export interface Appender {
  /** Adds points after everything added so far (their final places come with `finish`). */
  add(points: readonly PointCreateInput[]): Promise<void>
  /** Puts each added point at the end of its section as the book had it, and counts them in. */
  finish(): Promise<number>
}

/**
 * Many points added in their order, each at the end of its section as the book has it (a
 * section the book does not have yet goes after the last point), so the points of one section
 * stay together even when a file mixes them. Locks the book for the caller's transaction. The
 * points go in batch by batch after the book's last point, and one statement then gives every
 * point its place, so the caller never needs to hold them all. Each section ends with one
 * description (`settleDescriptions`): the book's, else the first the added points bring.
 */
export async function startAppend(tx: Db, bookId: string): Promise<Appender> {
  const existing = await lockBook(tx, bookId)
  const now = clock.now().toISOString()
  let added = 0
  // The sections the added points are in, whose description `finish` settles.
  const touched = new Set<string>()
  // Each section by its first title, the book's then the file's: "cells" joins "Cells".
  const titles = new Map<string, string>()
  for (const title of await sectionTitlesOf(tx, bookId)) titles.set(sectionKey(title), title)
  const titleOf = (title: string) => {
    const key = sectionKey(title)
    const known = titles.get(key)
    if (known !== undefined) return known
    titles.set(key, title)
    return title
  }
  return {
    async add(batch) {
      if (batch.length === 0) return
      const rows = batch.map((point, index) => ({
        ...point,
        sectionTitle: titleOf(point.sectionTitle),
        id: newId(),
        position: existing + added + index,
      }))
      for (const row of rows) touched.add(row.sectionTitle)
      added += batch.length
      await tx.execute(sql`
        insert into points (id, book_id, title, description, content, hidden_content, section_title,
          section_description, major_name, field_name, position, created_at, updated_at)
        select r.id, ${bookId}::uuid, r."title", r."description", r."content", r."hiddenContent",
          r."sectionTitle", r."sectionDescription", r."majorName", r."fieldName", r."position",
          ${now}::timestamptz, ${now}::timestamptz
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(id uuid, "title" text,
          "description" text, "content" text, "hiddenContent" text, "sectionTitle" text,
          "sectionDescription" text, "majorName" text, "fieldName" text, "position" int)`)
      await emit(tx, { type: 'points.imported', bookId, points: rows.map((row) => ({ ...row, at: now })) })
    },
    async finish() {
      if (added === 0) return 0
      // A section the book had ranks by its first point; a new one after every old point, by
      // where it first appears; within a section, old points first, then new ones in file order.
      await tx.execute(sql`
        update points set position = placed.position
        from (
          select p.id, (row_number() over (order by s.rank, p.position, p.id) - 1)::int as position
          from points p
          join (
            select section_title,
              case when min(position) < ${existing} then min(position) else ${existing} + min(position) end as rank
            from points where book_id = ${bookId} group by section_title
          ) s on s.section_title = p.section_title
          where p.book_id = ${bookId}
        ) placed
        where points.id = placed.id and points.position <> placed.position`)
      // A section the book had keeps its description, which the added points then carry.
      await settleDescriptions(tx, bookId, [...touched])
      await tx
        .update(books)
        .set({ pointCount: sql`${books.pointCount} + ${added}` })
        .where(eq(books.id, bookId))
      return added
    },
  }
}
