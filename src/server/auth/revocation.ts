import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import type { RealtimeHub } from '../realtime/hub'
import type { ActorCache } from './actor-cache'
import type { KeyValueStore } from './store'

const CHANNEL = 'pointbook_store'

/**
 * Deleting a key of the auth store (a session on sign-out, revocation, ban or password reset)
 * must take effect on the very next request, in this process and in every other one on the
 * same PostgreSQL: this process forgets who credentials belonged to at once, and the others
 * hear of it through NOTIFY. PGlite is one process (its directory is locked), so it needs no
 * broadcast.
 */
export function onStoreDelete(database: Database, actorCache: ActorCache, realtime: RealtimeHub) {
  return async (key: string) => {
    actorCache.clear()
    realtime.closeSession(key)
    if (database.driver === 'postgres') {
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${key.slice(0, 7000)})`)
    }
  }
}

/** Another process deleted `key` (or, empty, the connection was re-opened: anything may have). */
export async function listenForStoreDeletes(
  database: Database,
  store: KeyValueStore,
  actorCache: ActorCache,
  realtime: RealtimeHub,
): Promise<void> {
  if (database.driver !== 'postgres') return
  await database.listen?.(CHANNEL, (key) => {
    actorCache.clear()
    if (key) realtime.closeSession(key)
    if (key) store.forget(key)
    else store.clearMemory()
  })
}
