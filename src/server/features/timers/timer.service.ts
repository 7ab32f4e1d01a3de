import { and, asc, eq, inArray } from 'drizzle-orm'
import { TIMER_DAYS_MAX, TIMER_DAYS_MIN } from '../../../shared/notification-constants'
import { isId } from '../../../shared/params'
import type { Timer, TimerCreateInput, TimerUpdateInput } from '../../../shared/timers'
import { V } from '../../../shared/validation'
import type { Db } from '../../db/client'
import type { Actor } from '../../http/env'
import { AppError, notFound } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { newId } from '../../lib/ids'
import { bookReadable } from '../../policy/visibility'
import { books } from '../../records/book.table'
import { type TimerPace, timerPaces } from '../study/pace'
import { readSettings } from '../study/study.service'
import { timerBooks, timers } from './timer.table'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * When a timer ends, and its length in whole days from `start`: `days` after it (the spec's
 * form), or the moment picked (`expiresAt`), which must lie ahead of `now`, at most
 * TIMER_DAYS_MAX days from `start`; its days are rounded up (an exam in 2 days and 3 hours: 3).
 */
function endOf(input: { days?: number; expiresAt?: string }, start: Date, now: Date) {
  if (input.expiresAt === undefined) {
    const days = input.days ?? 1
    return { days, expiresAt: new Date(start.getTime() + days * DAY_MS) }
  }
  const expiresAt = new Date(input.expiresAt)
  const days = Math.max(TIMER_DAYS_MIN, Math.ceil((expiresAt.getTime() - start.getTime()) / DAY_MS))
  if (expiresAt.getTime() <= now.getTime() || days > TIMER_DAYS_MAX)
    throw new AppError('VALIDATION_FAILED', undefined, [{ path: 'expiresAt', code: V.dateRange }])
  return { days, expiresAt }
}

/** A timer has one owner and is nobody else's business: anyone else gets 404. */
type TimerRow = typeof timers.$inferSelect
type LinkedBook = { timerId: string; id: string; title: string; slug: string }

function toTimer(row: TimerRow, linked: LinkedBook[], pace: TimerPace | undefined, now = clock.now()): Timer {
  return {
    id: row.id,
    name: row.name,
    days: row.days,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    isExpired: row.expiresAt.getTime() <= now.getTime(),
    books: linked
      .filter((book) => book.timerId === row.id)
      .map(({ id, title, slug }) => ({ id, title, slug })),
    unseen: pace?.unseen ?? 0,
    pace: pace?.pace ?? null,
  }
}

/** My timers with their books (those I may still read) and the pace each asks for. */
async function present(db: Db, actor: Actor, rows: TimerRow[]): Promise<Timer[]> {
  if (rows.length === 0) return []
  const now = clock.now()
  const linked = await db
    .select({ timerId: timerBooks.timerId, id: books.id, title: books.title, slug: books.slug })
    .from(timerBooks)
    .innerJoin(books, eq(books.id, timerBooks.bookId))
    .where(
      and(
        inArray(
          timerBooks.timerId,
          rows.map((row) => row.id),
        ),
        bookReadable.sql({ book: books, actorId: actor.id }),
      ),
    )
    .orderBy(asc(books.title), asc(books.id))
  const settings = await readSettings(db, actor.id)
  const paces = new Map(
    (await timerPaces(db, actor.id, now, settings.timeZone)).map((entry) => [entry.timerId, entry]),
  )
  return rows.map((row) => toTimer(row, linked, paces.get(row.id), now))
}

/** My timers, the one ending first first (expired ones, which ended earliest, lead). */
export async function listTimers(db: Db, actor: Actor): Promise<{ items: Timer[] }> {
  const rows = await db
    .select()
    .from(timers)
    .where(eq(timers.ownerId, actor.id))
    .orderBy(asc(timers.expiresAt), asc(timers.id))
  return { items: await present(db, actor, rows) }
}

/** Links a timer to books I can read; any other id is refused on the field (its existence kept secret). */
async function linkBooks(tx: Db, actor: Actor, timerId: string, bookIds: string[]): Promise<void> {
  await tx.delete(timerBooks).where(eq(timerBooks.timerId, timerId))
  if (bookIds.length === 0) return
  const wellFormed = bookIds.filter(isId)
  const readable =
    wellFormed.length === 0
      ? []
      : await tx
          .select({ id: books.id })
          .from(books)
          .where(and(inArray(books.id, wellFormed), bookReadable.sql({ book: books, actorId: actor.id })))
  if (readable.length !== bookIds.length) {
    throw new AppError('VALIDATION_FAILED', undefined, [{ path: 'bookIds', code: 'invalid' }])
  }
  await tx.insert(timerBooks).values(readable.map((book) => ({ timerId, bookId: book.id })))
}

async function presentOne(db: Db, actor: Actor, row: TimerRow | undefined): Promise<Timer> {
  if (!row) throw notFound()
  const [timer] = await present(db, actor, [row])
  if (!timer) throw notFound()
  return timer
}

export async function createTimer(db: Db, actor: Actor, input: TimerCreateInput): Promise<Timer> {
  const now = clock.now()
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Db
    const [created] = await tx
      .insert(timers)
      .values({
        id: newId(),
        ownerId: actor.id,
        name: input.name,
        ...endOf(input, now, now),
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (created && input.bookIds) await linkBooks(tx, actor, created.id, input.bookIds)
    return created
  })
  return presentOne(db, actor, row)
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

/**
 * Renames it, changes when it ends (`days` after it was created, or the moment picked), or its
 * books.
 */
export async function updateTimer(db: Db, actor: Actor, id: string, input: TimerUpdateInput): Promise<Timer> {
  const row = await myTimer(db, actor, id)
  // A new length counts from the day it started, as the spec's days always did.
  const end =
    input.days !== undefined || input.expiresAt !== undefined
      ? endOf(input, row.createdAt, clock.now())
      : { days: row.days, expiresAt: row.expiresAt }
  const updated = await db.transaction(async (t) => {
    const tx = t as unknown as Db
    const [changed] = await tx
      .update(timers)
      .set({
        name: input.name ?? row.name,
        ...end,
        updatedAt: clock.now(),
      })
      .where(eq(timers.id, row.id))
      .returning()
    if (input.bookIds) await linkBooks(tx, actor, row.id, input.bookIds)
    return changed
  })
  return presentOne(db, actor, updated)
}

export async function deleteTimer(db: Db, actor: Actor, id: string): Promise<void> {
  const row = await myTimer(db, actor, id)
  await db.delete(timers).where(eq(timers.id, row.id))
}
