import { type AnyColumn, and, count, eq, gt, min } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { AppError } from './app-error'
import { clock } from './clock'

const DAY_MS = 24 * 60 * 60 * 1000

/** A table of accepted uploads, one row each: whose, and when. */
type UploadTable = PgTable & { userId: AnyColumn; createdAt: AnyColumn }

/** How many uploads a user made in the last 24 hours (only accepted ones have a row). */
export async function uploadsInLastDay(db: Db, table: UploadTable, userId: string): Promise<number> {
  const since = new Date(clock.now().getTime() - DAY_MS)
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.userId, userId), gt(table.createdAt, since)))
  return row?.n ?? 0
}

/**
 * The refusal once the day's uploads are used: `Retry-After` says when the oldest of them leaves
 * the 24-hour window, freeing one.
 */
export async function uploadLimitReached(db: Db, table: UploadTable, userId: string): Promise<AppError> {
  const now = clock.now().getTime()
  const [row] = await db
    .select({ oldest: min(table.createdAt) })
    .from(table)
    .where(and(eq(table.userId, userId), gt(table.createdAt, new Date(now - DAY_MS))))
  const oldest = row?.oldest ? new Date(row.oldest as string | Date).getTime() : now
  const retryAfter = Math.max(1, Math.ceil((oldest + DAY_MS - now) / 1000))
  return Object.assign(new AppError('UPLOAD_LIMIT_REACHED'), { retryAfter })
}
