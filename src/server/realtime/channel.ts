import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'

/** The NOTIFY channel of new notifications: payloads are receivers' ids, comma-separated. */
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
