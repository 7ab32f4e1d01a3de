import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { clock } from '../lib/clock'
import { users } from './auth.table'
import type { KeyValueStore } from './store'

/** Wrong answers allowed before the account's sign-in pauses, and how the pause grows. */
const FAILURES_BEFORE_PAUSE = 5
const FIRST_PAUSE_SECONDS = 30
const LONGEST_PAUSE_SECONDS = 15 * 60
const FAILURES_REMEMBERED_SECONDS = 60 * 60

/**
 * Who a sign-in attempt is for: the account's id when one matches, so the sign-in paths of one
 * kind of secret (a password by email or username; a mailed code) share one count; otherwise the
 * name given, so an unknown account behaves exactly like a known one.
 */
export async function accountKey(db: Db, field: 'email' | 'username', value: string): Promise<string> {
  const name = value.trim().toLowerCase()
  const column = field === 'email' ? users.email : users.username
  const [row] = await db.select({ id: users.id }).from(users).where(eq(column, name)).limit(1)
  return row ? `user:${row.id}` : `${field}:${name}`
}

/** Seconds until the account may try again; 0 when it may now. */
export async function pausedFor(store: KeyValueStore, key: string): Promise<number> {
  const until = Number(await store.getFresh(`sign-in-pause:${key}`))
  const left = Math.ceil((until - clock.now().getTime()) / 1000)
  return Number.isFinite(left) && left > 0 ? left : 0
}

/** From the fifth wrong answer on, each one pauses the account's sign-in twice as long (30 s … 15 min). */
export async function recordFailure(store: KeyValueStore, key: string): Promise<void> {
  const failures = await store.increment(`sign-in-failures:${key}`, FAILURES_REMEMBERED_SECONDS)
  if (failures < FAILURES_BEFORE_PAUSE) return
  const seconds = Math.min(
    FIRST_PAUSE_SECONDS * 2 ** (failures - FAILURES_BEFORE_PAUSE),
    LONGEST_PAUSE_SECONDS,
  )
  await store.set(`sign-in-pause:${key}`, String(clock.now().getTime() + seconds * 1000), seconds)
}

export async function recordSuccess(store: KeyValueStore, key: string): Promise<void> {
  await store.delete(`sign-in-failures:${key}`)
  await store.delete(`sign-in-pause:${key}`)
}

const HOUR_SECONDS = 60 * 60

/**
 * Counts one more code mail (or request for one) to `email` in this hour; returns the seconds
 * until the hour ends when that goes past `perHour`, else 0. Counted per recipient, whichever
 * address asks, and whether or not an account exists.
 */
export async function countCodeMail(
  store: KeyValueStore,
  kind: 'requests' | 'mails',
  email: string,
  perHour: number,
): Promise<number> {
  const nowSeconds = clock.now().getTime() / 1000
  const hour = Math.floor(nowSeconds / HOUR_SECONDS)
  const count = await store.increment(`code-${kind}:${email.trim().toLowerCase()}:${hour}`, HOUR_SECONDS)
  return count > perHour ? Math.ceil((hour + 1) * HOUR_SECONDS - nowSeconds) : 0
}
