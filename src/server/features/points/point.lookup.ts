import { eq } from 'drizzle-orm'
import type { ErrorCode } from '../../../shared/errors'
import { isId } from '../../../shared/params'
import type { Db } from '../../db/client'
import type { Actor } from '../../http/env'
import { notFound } from '../../lib/app-error'
import { points } from '../../records/point.table'
import { bookFactsFor, type Permission } from '../books/book.lookup'
import { canRead } from '../books/book.policy'
import { selectPoints } from './point.query'

/** A point with its book's facts, if `may` allows it on the book (404 when it is not readable). */
export async function pointFor(
  db: Db,
  actor: Actor | null,
  pointId: string,
  may: Permission = canRead,
  refusal?: ErrorCode,
) {
  if (!isId(pointId)) throw notFound()
  const [row] = await selectPoints(db, actor?.id ?? null).where(eq(points.id, pointId))
  if (!row) throw notFound()
  const { facts, role } = await bookFactsFor(db, actor, row.point.bookId, may, refusal)
  return { row, facts, role }
}
