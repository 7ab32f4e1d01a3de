import { and, asc, eq, gt, gte, max, sql } from 'drizzle-orm'
import type { Slotted } from '../../../shared/section-order'
import type { Db } from '../../db/client'
import { notFound } from '../../lib/app-error'
import { books } from '../books/book.table'
import { points } from './point.table'

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
 * book), shifting the points after it, locks the book and counts the new point in.
 */
export async function appendSlot(tx: Db, bookId: string, sectionTitle: string): Promise<number> {
  const [book] = await tx
    .update(books)
    .set({ pointCount: sql`${books.pointCount} + 1` })
    .where(eq(books.id, bookId))
    .returning({ pointCount: books.pointCount })
  if (!book) throw notFound()
  const [section] = await tx
    .select({ last: max(points.position) })
    .from(points)
    .where(and(eq(points.bookId, bookId), eq(points.sectionTitle, sectionTitle)))
  if (section?.last == null) return book.pointCount - 1
  const position = section.last + 1
  await tx
    .update(points)
    .set({ position: sql`${points.position} + 1` })
    .where(and(eq(points.bookId, bookId), gte(points.position, position)))
  return position
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
