import { and, count, eq, ne } from 'drizzle-orm'
import type { AdminMessageAudience } from '../../../shared/moderation'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import type { Actor } from '../../http/env'

/**
 * How many people a message to everyone reaches, for the confirmation that names the number: the
 * rule of `adminMessageFanout` (not banned, not the sender), counted once, when asked.
 */
export async function messageAudience(db: Db, admin: Actor): Promise<AdminMessageAudience> {
  const [row] = await db
    .select({ everyone: count() })
    .from(users)
    .where(and(eq(users.banned, false), ne(users.id, admin.id)))
  return { everyone: row?.everyone ?? 0 }
}
