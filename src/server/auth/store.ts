import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { clock } from '../lib/clock'
import { authStore } from './auth.table'

export interface KeyValueStore {
  get(key: string): Promise<string | null>
  /** The value as the database has it now, past the memory front (limits shared by processes). */
  getFresh(key: string): Promise<string | null>
  getAndDelete(key: string): Promise<string | null>
  increment(key: string, ttlSeconds: number): Promise<number>
  set(key: string, value: string, ttlSeconds?: number): Promise<void>
  delete(key: string): Promise<void>
  /** Forget everything held in memory (tests; other processes' writes). */
  clearMemory(): void
  /** Forget one key held in memory (another process deleted it). */
  forget(key: string): void
  /** Delete expired rows; returns how many. */
  sweep(): Promise<number>
}

interface Entry {
  value: string | null
  until: number
}

export interface StoreOptions {
  /** How long a value read from the database is served from memory. */
  memoryTtlMs?: number
  maxEntries?: number
  /**
   * Told of every deleted key after the delete commits, so other processes drop it from memory at
   * once: a revoked session must fail on the very next request wherever it arrives.
   */
  onDelete?: (key: string) => Promise<void>
}

/**
 * Better Auth's secondary storage, durable in the `auth_store` table with a small in-memory
 * front: a signed-in request reads its session from memory, not the database. Writes go to the
 * database first. Another process's writes reach this one's memory within `memoryTtlMs`.
 */
export function createKeyValueStore(db: Db, options: StoreOptions = {}): KeyValueStore {
  const memoryTtlMs = options.memoryTtlMs ?? 30_000
  const maxEntries = options.maxEntries ?? 100_000
  const memory = new Map<string, Entry>()
  const now = () => clock.now()
  const expiry = (ttl?: number) => (ttl && ttl > 0 ? new Date(now().getTime() + ttl * 1000) : null)
  const live = () =>
    or(isNull(authStore.expiresAt), gt(authStore.expiresAt, sql`${now().toISOString()}::timestamptz`))

  const remember = (key: string, value: string | null, expiresAt: Date | null) => {
    if (memory.size >= maxEntries) memory.delete(memory.keys().next().value as string)
    const until = Math.min(now().getTime() + memoryTtlMs, expiresAt?.getTime() ?? Number.POSITIVE_INFINITY)
    memory.set(key, { value, until })
  }

  const read = async (key: string) => {
    const [row] = await db
      .select({ value: authStore.value, expiresAt: authStore.expiresAt })
      .from(authStore)
      .where(and(eq(authStore.key, key), live()))
    return row
  }
  const deleted = async (key: string) => {
    await options.onDelete?.(key)
  }

  return {
    async get(key) {
      const cached = memory.get(key)
      if (cached && cached.until > now().getTime()) return cached.value
      const row = await read(key)
      remember(key, row?.value ?? null, row?.expiresAt ?? null)
      return row?.value ?? null
    },
    async getFresh(key) {
      return (await read(key))?.value ?? null
    },
    async getAndDelete(key) {
      memory.delete(key)
      const [row] = await db.delete(authStore).where(eq(authStore.key, key)).returning()
      if (row) await deleted(key)
      if (!row || (row.expiresAt && row.expiresAt <= now())) return null
      return row.value
    },
    async increment(key, ttlSeconds) {
      memory.delete(key)
      const at = now().toISOString()
      const expiresAt = expiry(ttlSeconds)
      const [row] = await db
        .insert(authStore)
        .values({ key, value: '1', expiresAt })
        .onConflictDoUpdate({
          target: authStore.key,
          set: {
            value: sql`case when ${authStore.expiresAt} <= ${at}::timestamptz then '1' else (${authStore.value}::bigint + 1)::text end`,
            expiresAt: sql`case when ${authStore.expiresAt} <= ${at}::timestamptz then excluded.expires_at else ${authStore.expiresAt} end`,
          },
        })
        .returning({ value: authStore.value })
      return Number(row?.value ?? 1)
    },
    async set(key, value, ttlSeconds) {
      const expiresAt = expiry(ttlSeconds)
      await db
        .insert(authStore)
        .values({ key, value, expiresAt })
        .onConflictDoUpdate({ target: authStore.key, set: { value, expiresAt } })
      remember(key, value, expiresAt)
    },
    async delete(key) {
      memory.delete(key)
      await db.delete(authStore).where(eq(authStore.key, key))
      await deleted(key)
    },
    clearMemory() {
      memory.clear()
    },
    forget(key) {
      memory.delete(key)
    },
    async sweep() {
      const removed = await db
        .delete(authStore)
        .where(lte(authStore.expiresAt, sql`${now().toISOString()}::timestamptz`))
        .returning({ key: authStore.key })
      return removed.length
    },
  }
}
