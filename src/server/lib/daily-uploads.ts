import { type AnyColumn, and, count, eq, gt } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
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
