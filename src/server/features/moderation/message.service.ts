import { eq, sql } from 'drizzle-orm'
import type { AdminMessage } from '../../../shared/moderation'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { emit } from '../../events/emit'
import type { Actor } from '../../http/env'
import { enqueueJob, type JobHandler } from '../../jobs/jobs'
import { notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import { audit, personLabel } from './moderation.service'

export const ADMIN_MESSAGE_FANOUT = 'admin-message'

/** People told per batch: one set-based insert, one transaction. */
export const MESSAGE_BATCH = 1000

/**
 * An admin message (spec §1): an `admin` notification to one person at once, or to everyone,
 * recorded as a job in this transaction and told in batches after it commits (delivered live to
 * whoever is connected). Either way it is in the audit log.
 */
export async function sendAdminMessage(db: Db, admin: Actor, input: AdminMessage) {
  return db.transaction(async (tx) => {
    const subject = input.title || input.content.slice(0, 80)
    if (input.userId) {
      const [user] = await tx
        .select({ id: users.id, name: users.name, username: users.username })
        .from(users)
        .where(eq(users.id, input.userId))
      if (!user) throw notFound()
      await emit(tx, {
        type: 'message.sent',
        receiverIds: [user.id],
        messageId: null,
        title: input.title,
        content: input.content,
      })
      await audit(tx, admin, 'message.send', { type: 'user', id: user.id, label: personLabel(user) }, subject)
      return { delivery: 'sent' as const }
    }
    await enqueueJob(tx, ADMIN_MESSAGE_FANOUT, {
      messageId: newId(),
      senderId: admin.id,
      title: input.title,
      content: input.content,
    })
    await audit(tx, admin, 'message.send', { type: null, id: null, label: '' }, subject)
    return { delivery: 'queued' as const }
  })
}

/**
 * One batch of a message to everyone: the next people by id who are not banned, each told once
 * (the dedupe key makes a batch run twice harmless). The admin who sent it is not told
 * (decision 012: nothing to the actor themselves); `senderId` is absent from older jobs.
 */
export function adminMessageFanout(batchSize = MESSAGE_BATCH): JobHandler {
  return async (tx, job) => {
    const { messageId, senderId, title, content } = job.payload as {
      messageId: string
      senderId?: string
      title: string
      content: string
    }
    const after = job.cursor
    const people = await rowsOf<{ id: string }>(
      tx,
      sql`select id from users where not banned ${after ? sql`and id > ${after}::uuid` : sql``}
          ${senderId ? sql`and id <> ${senderId}::uuid` : sql``}
          order by id limit ${batchSize}`,
    )
    const last = people.at(-1)
    if (!last) return { cursor: after, done: true }
    await emit(tx, {
      type: 'message.sent',
      receiverIds: people.map((row) => row.id),
      messageId,
      title,
      content,
    })
    return { cursor: last.id, done: people.length < batchSize }
  }
}
