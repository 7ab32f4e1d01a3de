import { and, eq, gt, gte, lt, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { notFound } from '../../lib/app-error'
import { books } from '../books/book.table'
import { points } from './point.table'

// Positions stay dense (0..n-1) because every change to them first locks the book row, inside
// the transaction that makes it: concurrent appends, moves and deletes take turns per book.

/** Reserves the next position at the end of a book (locking it) and counts the new point. */
export async function appendSlot(tx: Db, bookId: string): Promise<number> {
  const [book] = await tx
    .update(books)
    .set({ pointCount: sql`${books.pointCount} + 1` })
    .where(eq(books.id, bookId))
    .returning({ pointCount: books.pointCount })
  if (!book) throw notFound()
  return book.pointCount - 1
}

async function lockBook(tx: Db, bookId: string): Promise<number> {
  const [book] = await tx
    .select({ pointCount: books.pointCount })
    .from(books)
    .where(eq(books.id, bookId))
    .for('update')
  if (!book) throw notFound()
  return book.pointCount
}

async function positionOf(tx: Db, bookId: string, pointId: string): Promise<number> {
  const [point] = await tx
    .select({ position: points.position })
    .from(points)
    .where(and(eq(points.id, pointId), eq(points.bookId, bookId)))
  if (!point) throw notFound()
  return point.position
}

/** Moves a point to `wanted` (clamped to the last place) and shifts the points in between. */
export async function movePoint(tx: Db, bookId: string, pointId: string, wanted: number): Promise<void> {
  const count = await lockBook(tx, bookId)
  const from = await positionOf(tx, bookId, pointId)
  const to = Math.min(wanted, count - 1)
  if (to === from) return
  const inBook = eq(points.bookId, bookId)
  if (to > from)
    await tx
      .update(points)
      .set({ position: sql`${points.position} - 1` })
      .where(and(inBook, gt(points.position, from), lte(points.position, to)))
  else
    await tx
      .update(points)
      .set({ position: sql`${points.position} + 1` })
      .where(and(inBook, gte(points.position, to), lt(points.position, from)))
  await tx.update(points).set({ position: to }).where(eq(points.id, pointId))
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
