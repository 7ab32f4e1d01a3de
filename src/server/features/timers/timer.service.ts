import { and, asc, eq } from 'drizzle-orm'
import { isId } from '../../../shared/params'
import type { Timer, TimerCreateInput, TimerUpdateInput } from '../../../shared/timers'
import type { Db } from '../../db/client'
import type { Actor } from '../../http/env'
import { notFound } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { newId } from '../../lib/ids'
import { timers } from './timer.table'

const DAY_MS = 24 * 60 * 60 * 1000

/** A timer has one owner and is nobody else's business: anyone else gets 404. */
type TimerRow = typeof timers.$inferSelect

function toTimer(row: TimerRow, now = clock.now()): Timer {
  return {
    id: row.id,
    name: row.name,
    days: row.days,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    isExpired: row.expiresAt.getTime() <= now.getTime(),
  }
}

/** My timers, the one ending first first (expired ones, which ended earliest, lead). */
export async function listTimers(db: Db, actor: Actor): Promise<{ items: Timer[] }> {
  const rows = await db
    .select()
    .from(timers)
    .where(eq(timers.ownerId, actor.id))
    .orderBy(asc(timers.expiresAt), asc(timers.id))
  const now = clock.now()
  return { items: rows.map((row) => toTimer(row, now)) }
}

export async function createTimer(db: Db, actor: Actor, input: TimerCreateInput): Promise<Timer> {
  const now = clock.now()
  const [row] = await db
    .insert(timers)
    .values({
      id: newId(),
      ownerId: actor.id,
      name: input.name,
      days: input.days,
      expiresAt: new Date(now.getTime() + input.days * DAY_MS),
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!row) throw notFound()
  return toTimer(row, now)
}

async function myTimer(db: Db, actor: Actor, id: string): Promise<TimerRow> {
  if (!isId(id)) throw notFound()
  const [row] = await db
    .select()
    .from(timers)
    .where(and(eq(timers.id, id), eq(timers.ownerId, actor.id)))
  if (!row) throw notFound()
  return row
}

/** Renames it, or changes its length: it then ends `days` after it was created. */
export async function updateTimer(db: Db, actor: Actor, id: string, input: TimerUpdateInput): Promise<Timer> {
  const row = await myTimer(db, actor, id)
  const days = input.days ?? row.days
  const [updated] = await db
    .update(timers)
    .set({
      name: input.name ?? row.name,
      days,
      expiresAt: new Date(row.createdAt.getTime() + days * DAY_MS),
      updatedAt: clock.now(),
    })
    .where(eq(timers.id, row.id))
    .returning()
  if (!updated) throw notFound()
  return toTimer(updated)
}

export async function deleteTimer(db: Db, actor: Actor, id: string): Promise<void> {
  const row = await myTimer(db, actor, id)
  await db.delete(timers).where(eq(timers.id, row.id))
}
