import type { PointCopyInput, PointDetail } from '../../../shared/points'
import type { Db } from '../../db/client'
import { emit } from '../../events/emit'
import type { Actor } from '../../http/env'
import { clock } from '../../lib/clock'
import { newId } from '../../lib/ids'
import { copiedPointColumns, points } from '../../records/point.table'
import { bookFactsFor } from '../books/book.lookup'
import { canCopyFrom } from '../books/book.policy'
import { pointFor } from './point.lookup'
import { canCopyInto } from './point.policy'
import { getPoint } from './point.service'
import { appendSlot, settleDescriptions } from './point-order'

/**
 * Copies a point to the end of its section in a book the caller owns or edits, linked to its
 * source; the section's description stays the one the book shows.
 */
export async function copyPoint(
  db: Db,
  actor: Actor,
  pointId: string,
  input: PointCopyInput,
): Promise<PointDetail> {
  const { row } = await pointFor(db, actor, pointId, canCopyFrom, 'COPY_NOT_ALLOWED')
  const { facts: target } = await bookFactsFor(db, actor, input.bookId, canCopyInto)
  const source = row.point
  const id = newId()
  const now = clock.now()
  await db.transaction(async (tx) => {
    const { position, sectionTitle } = await appendSlot(tx, target.id, source.sectionTitle)
    const carried = Object.fromEntries(
      copiedPointColumns.map(([key]) => [key, source[key as keyof typeof source]]),
    ) as Partial<typeof points.$inferInsert>
    await tx.insert(points).values({
      ...carried,
      title: source.title,
      sectionTitle,
      id,
      bookId: target.id,
      position,
      copiedFromPointId: source.id,
      createdAt: now,
      updatedAt: now,
    })
    // Joining a section the book has, it takes that section's description (decision 010).
    await settleDescriptions(tx, target.id, [sectionTitle])
    await emit(tx, { type: 'point.written', pointId: id, bookId: target.id })
  })
  return getPoint(db, actor, id)
}
