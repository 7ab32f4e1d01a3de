import { placed, placedAt, sectionTitleIn } from '../../../shared/section-order'
import type { Db } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import { lockBook, readSlots, writeOrder } from './point-order'

export interface Placement {
  sectionTitle?: string | undefined
  afterId?: string | null | undefined
  position?: number | undefined
}

/** The section fields a moved point takes on when it lands in another section. */
type Landed = { sectionTitle?: string; sectionDescription?: string }

const conflict = () => new AppError('CONFLICT', 'The point to place it after has moved or gone')

/**
 * Moves a point as an update asks, under the book's lock: after a neighbour, to a place within
 * its section, or to the end of the section it changes to. Nothing moves otherwise.
 */
export async function placePoint(
  tx: Db,
  bookId: string,
  pointId: string,
  placement: Placement,
): Promise<Landed> {
  const { afterId, position } = placement
  const isMove = afterId !== undefined || position !== undefined
  if (!isMove && placement.sectionTitle === undefined) return {}
  await lockBook(tx, bookId)
  const slots = await readSlots(tx, bookId)
  const moving = slots.find((slot) => slot.id === pointId)
  if (!moving) throw notFound()
  // A title its book has in another case is that section; the point's own does not count, so
  // the one point of "cells" can be retitled "Cells".
  const others = slots.filter((slot) => slot.id !== pointId).map((slot) => slot.sectionTitle)
  let sectionTitle =
    placement.sectionTitle === undefined
      ? moving.sectionTitle
      : sectionTitleIn(others, placement.sectionTitle)
  if (afterId) {
    const after = slots.find((slot) => slot.id === afterId)
    if (!after || after.id === pointId) throw conflict()
    if (placement.sectionTitle !== undefined && sectionTitle !== after.sectionTitle) throw conflict()
    sectionTitle = after.sectionTitle
  }
  const isNewSection = sectionTitle !== moving.sectionTitle
  if (!isMove && !isNewSection) return { sectionTitle }
  const order =
    position === undefined
      ? placed(slots, moving, afterId === undefined ? { sectionTitle } : { sectionTitle, afterId })
      : placedAt(slots, moving, sectionTitle, position)
  if (!order) throw conflict()
  await writeOrder(tx, order)
  if (!isNewSection) return { sectionTitle }
  const joined = slots.find((slot) => slot.sectionTitle === sectionTitle && slot.sectionDescription)
  return { sectionTitle, sectionDescription: joined?.sectionDescription ?? '' }
}
