import type { Database } from '../db/client'
import { type NotificationRow, notificationsAfter } from '../features/notifications/notification.query'
import type { Logger } from '../lib/logger'
import { REALTIME_CHANNEL } from './channel'

/** One open stream of one signed-in person. */
export interface Subscriber {
  userId: string
  /** The session it was opened with: signing that session out closes the stream. */
  sessionToken: string
  /** The last notification number this stream has sent (its last event id). */
  lastSeq: number
  send(row: NotificationRow): Promise<void>
  /** Ends the stream; `sessionEnded` when its session was signed out or revoked. */
  close(reason: 'session-ended' | 'shutdown'): void
}

export interface RealtimeHub {
  /** Adds the stream and sends it what is newer than its `lastSeq`. Returns the removal. */
  subscribe(subscriber: Subscriber): () => void
  /** Hears this process's and (PostgreSQL) every other process's new notifications. */
  start(database: Database): Promise<void>
  /** A session was signed out or revoked (here or in another process): its streams end now. */
  closeSession(token: string): void
  /** Ends every stream (shutdown). */
  closeAll(): void
  /** Open streams, for the benchmark and the health of the process. */
  size(): number
}

/** How many missed notifications one delivery sends at most; the client refetches past that. */
const REPLAY_MAX = 500

/**
 * Routes new notifications to this process's open streams. A NOTIFY names receivers only; for
 * each one with a stream here, the hub reads what is newer than the oldest stream's last event
 * id and sends each stream its part. One delivery runs per receiver at a time; hints arriving
 * meanwhile run it once more, so nothing is sent twice or out of order.
 */
export function createRealtimeHub(database: Database, logger: Logger): RealtimeHub {
  const byUser = new Map<string, Set<Subscriber>>()
  const running = new Set<string>()
  const again = new Set<string>()

  async function deliverOnce(userId: string): Promise<void> {
    const subscribers = byUser.get(userId)
    if (!subscribers || subscribers.size === 0) return
    const after = Math.min(...[...subscribers].map((s) => s.lastSeq))
    const rows = await notificationsAfter(database.db, userId, after, REPLAY_MAX)
    await Promise.all(
      [...subscribers].map(async (subscriber) => {
        for (const row of rows) {
          if (row.seq <= subscriber.lastSeq) continue
          subscriber.lastSeq = row.seq
          await subscriber.send(row)
        }
      }),
    )
  }

  function poke(userId: string): void {
    if (!byUser.has(userId)) return
    if (running.has(userId)) {
      again.add(userId)
      return
    }
    running.add(userId)
    void (async () => {
      try {
        do {
          again.delete(userId)
          await deliverOnce(userId)
        } while (again.has(userId))
      } catch (error) {
        logger.warn({ err: error, userId }, 'realtime: delivery failed')
      } finally {
        running.delete(userId)
      }
    })()
  }

  function remove(subscriber: Subscriber) {
    const set = byUser.get(subscriber.userId)
    set?.delete(subscriber)
    if (set?.size === 0) byUser.delete(subscriber.userId)
  }

  return {
    subscribe(subscriber) {
      const set = byUser.get(subscriber.userId) ?? new Set<Subscriber>()
      byUser.set(subscriber.userId, set)
      set.add(subscriber)
      poke(subscriber.userId)
      return () => remove(subscriber)
    },
    async start(db) {
      await db.listen?.(REALTIME_CHANNEL, (payload) => {
        // An empty payload: the listening connection was re-opened, anything may have come.
        const ids = payload ? payload.split(',') : [...byUser.keys()]
        for (const id of ids) poke(id)
      })
    },
    closeSession(token) {
      for (const set of byUser.values())
        for (const subscriber of set) if (subscriber.sessionToken === token) subscriber.close('session-ended')
    },
    closeAll() {
      for (const set of byUser.values()) for (const subscriber of set) subscriber.close('shutdown')
    },
    size() {
      let count = 0
      for (const set of byUser.values()) count += set.size
      return count
    },
  }
}
