import { createHash } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { studyIdempotency } from './study.table'

const KEEP_MS = 24 * 60 * 60 * 1000

export interface Idempotent<T> {
  status: number
  body: T
  /** The answer of an earlier request with the same key: nothing was done this time. */
  replayed: boolean
}

const fingerprintOf = (request: unknown) =>
  createHash('sha256').update(JSON.stringify(request)).digest('base64url')

/**
 * Runs `work` once per Idempotency-Key (the IETF HTTP API draft), in the caller's transaction:
 * the key is claimed first, so a concurrent repeat waits on it and then reads the answer; a
 * repeat with the same request gets the stored answer; the same key with another request is
 * refused (422). A failed `work` rolls the claim back with everything else, so a retry runs it.
 */
export async function withIdempotency<T>(
  tx: Db,
  userId: string,
  key: string,
  request: unknown,
  status: number,
  work: () => Promise<T>,
): Promise<Idempotent<T>> {
  const now = clock.now()
  const fingerprint = fingerprintOf(request)
  await tx
    .delete(studyIdempotency)
    .where(
      and(
        eq(studyIdempotency.userId, userId),
        lt(studyIdempotency.createdAt, new Date(now.getTime() - KEEP_MS)),
      ),
    )
  const claimed = await tx
    .insert(studyIdempotency)
    .values({ userId, key, fingerprint, status: 0, response: {}, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: studyIdempotency.key })
  const mine = and(eq(studyIdempotency.userId, userId), eq(studyIdempotency.key, key))
  if (claimed.length === 0) {
    const [earlier] = await tx.select().from(studyIdempotency).where(mine)
    if (!earlier || earlier.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED')
    return { status: earlier.status, body: earlier.response as T, replayed: true }
  }
  const body = await work()
  await tx
    .update(studyIdempotency)
    .set({ status, response: sql`${JSON.stringify(body)}::jsonb` })
    .where(mine)
  return { status, body, replayed: false }
}
