import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'

/**
 * The one NOTIFY channel of the streams (one listening connection per process): a payload is
 * either receivers' ids, comma-separated (they have new notifications), or a live message, JSON.
 */
export const REALTIME_CHANNEL = 'pointbook_realtime'

/** NOTIFY payloads stay under 8,000 bytes: 180 ids of 36 characters and a comma each. */
const IDS_PER_PAYLOAD = 180

/**
 * Tells every process (PostgreSQL) or this one (PGlite) that these people have new
 * notifications. Said inside the writing transaction, it is heard only if that commits.
 */
export async function hintReceivers(tx: Db, receiverIds: readonly string[]): Promise<void> {
  for (let start = 0; start < receiverIds.length; start += IDS_PER_PAYLOAD) {
    const payload = receiverIds.slice(start, start + IDS_PER_PAYLOAD).join(',')
    await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`)
  }
}

/**
 * What a live message says: a live event for the open streams of some people and of some topics
 * (`push`), or which topics one stream hears from now on (`topics`, asked in any process, applied
 * by the one holding the stream).
 */
export type LiveMessage =
  | {
      kind: 'push'
      users?: readonly string[]
      topics?: readonly string[]
      event: string
      data: Record<string, string>
    }
  | { kind: 'topics'; userId: string; streamId: string; topics: readonly string[] }

/** A live message, or null for a payload of receivers' ids (or the empty one of a re-open). */
export function readLiveMessage(payload: string): LiveMessage | null {
  if (!payload.startsWith('{')) return null
  try {
    return JSON.parse(payload) as LiveMessage
  } catch {
    return null
  }
}

/** People per live message: with a few topics and ids of data, well under NOTIFY's 8,000 bytes. */
const USERS_PER_MESSAGE = 150

/**
 * Tells the open streams of `users` and of `topics`, in every process, that `event` happened
 * (`data`: the ids it concerns). Said inside the writing transaction, it is heard only if that
 * commits; one NOTIFY per 150 people, whatever the number of streams listening.
 */
export async function publishLive(
  tx: Db,
  message: {
    users?: readonly string[]
    topics?: readonly string[]
    event: string
    data: Record<string, string>
  },
): Promise<void> {
  const users = [...new Set(message.users ?? [])]
  const topics = message.topics ?? []
  if (users.length === 0 && topics.length === 0) return
  for (let start = 0; start === 0 || start < users.length; start += USERS_PER_MESSAGE) {
    const live: LiveMessage = {
      kind: 'push',
      users: users.slice(start, start + USERS_PER_MESSAGE),
      // The topics once, with the first people.
      topics: start === 0 ? topics : [],
      event: message.event,
      data: message.data,
    }
    await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(live)})`)
  }
}

/** Another process holds the stream (PostgreSQL behind a load balancer): its topics go by NOTIFY. */
export async function askTopics(
  db: Db,
  ask: { userId: string; streamId: string; topics: readonly string[] },
): Promise<void> {
  const live: LiveMessage = { kind: 'topics', ...ask }
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(live)})`)
}
