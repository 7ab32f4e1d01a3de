import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Page, PageQuery } from '../../../shared/pagination'
import type { PointCreateInput, PointDetail, PointListItem, PointUpdateInput } from '../../../shared/points'
import type { Db } from '../../db/client'
import { emit } from '../../events/emit'
import type { Actor } from '../../http/env'
import { clock } from '../../lib/clock'
import { toPage } from '../../lib/cursor'
import { newId } from '../../lib/ids'
import { cursorAfter, NumberKey } from '../../lib/keyset'
import { points } from '../../records/point.table'
import { bookFactsFor, readBookFacts } from '../books/book.lookup'
import { toPointBook } from '../books/book.presenter'
import { pointFor } from './point.lookup'
import { canEditPoint } from './point.policy'
import { toPoint, toPointListItem } from './point.presenter'
import { selectPointsPage } from './point.query'
import { placePoint } from './point-move'
import { appendSlot, describeSection, removePoint, settleDescriptions } from './point-order'

export async function listPoints(
  db: Db,
  actor: Actor | null,
  bookId: string,
  page: PageQuery,
): Promise<Page<PointListItem>> {
  const { facts } = await readBookFacts(db, actor, bookId)
  const after = cursorAfter(page.cursor, NumberKey)
  const rows = await selectPointsPage(db, actor?.id ?? null, facts.id, after, page.limit)
  return toPage(rows, page.limit, toPointListItem, ({ point }) => [point.position, point.id])
}

/** The neighbours by position, for previous/next. */
async function neighboursOf(db: Db, point: { id: string; bookId: string; position: number }) {
  const key = sql`(${point.position}, ${point.id}::uuid)`
  const pos = sql`(${points.position}, ${points.id})`
  const neighbour = (before: boolean) =>
    db
      .select({ id: points.id })
      .from(points)
      .where(and(eq(points.bookId, point.bookId), before ? sql`${pos} < ${key}` : sql`${pos} > ${key}`))
      .orderBy(
        ...(before ? [desc(points.position), desc(points.id)] : [asc(points.position), asc(points.id)]),
      )
      .limit(1)
  const [[previous], [next]] = await Promise.all([neighbour(true), neighbour(false)])
  return { previousId: previous?.id ?? null, nextId: next?.id ?? null }
}

export async function getPoint(db: Db, actor: Actor | null, pointId: string): Promise<PointDetail> {
  const { row, facts, role } = await pointFor(db, actor, pointId)
  return { ...toPoint(row), ...(await neighboursOf(db, row.point)), book: toPointBook(facts, role) }
}

/** Adds a point at the end of its section (a new section: the end of the book). */
export async function createPoint(
  db: Db,
  actor: Actor,
  bookId: string,
  input: PointCreateInput,
): Promise<PointDetail> {
  const { facts } = await bookFactsFor(db, actor, bookId, canEditPoint)
  const now = clock.now()
  const id = newId()
  await db.transaction(async (tx) => {
    const { position, sectionTitle } = await appendSlot(tx, facts.id, input.sectionTitle)
    await tx
      .insert(points)
      .values({ ...input, sectionTitle, id, bookId: facts.id, position, createdAt: now, updatedAt: now })
    // With a description it is the section's; without, the point takes the section's own.
    if (input.sectionDescription) await describeSection(tx, facts.id, sectionTitle, input.sectionDescription)
    else await settleDescriptions(tx, facts.id, [sectionTitle])
    await emit(tx, { type: 'point.written', pointId: id, bookId: facts.id })
  })
  return getPoint(db, actor, id)
}

export async function updatePoint(
  db: Db,
  actor: Actor,
  pointId: string,
  input: PointUpdateInput,
): Promise<PointDetail> {
  const { row } = await pointFor(db, actor, pointId, canEditPoint)
  const { position, afterId, ...fields } = input
  await db.transaction(async (tx) => {
    const placement = { sectionTitle: fields.sectionTitle, afterId, position }
    const landed = await placePoint(tx, row.point.bookId, pointId, placement)
    // The section's title as the book writes it; its description unless this update gives one.
    const sectionTitle = landed.sectionTitle ?? row.point.sectionTitle
    await tx
      .update(points)
      .set({ ...landed, ...fields, sectionTitle, updatedAt: clock.now() })
      .where(eq(points.id, pointId))
    if (fields.sectionDescription !== undefined)
      await describeSection(tx, row.point.bookId, sectionTitle, fields.sectionDescription)
    await emit(tx, { type: 'point.written', pointId, bookId: row.point.bookId })
  })
  return getPoint(db, actor, pointId)
}

/** Its notes and stars go with it (foreign keys cascade). */
export async function deletePoint(db: Db, actor: Actor, pointId: string): Promise<void> {
  const { row } = await pointFor(db, actor, pointId, canEditPoint)
  await db.transaction(async (tx) => {
    await removePoint(tx, row.point.bookId, pointId)
    await emit(tx, { type: 'point.deleted', pointId, bookId: row.point.bookId })
  })
}
