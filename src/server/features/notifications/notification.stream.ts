import { eq } from 'drizzle-orm'
import { users } from '../../auth/auth.table'
import type { StreamSource } from '../../realtime/hub'
import { toNotification } from './notification.presenter'
import { notificationsAfter } from './notification.query'

/**
 * A person's realtime stream is their notifications, numbered by `users.notification_seq` in
 * commit order (notify.ts): each one is a `notification.created` event whose id is its number.
 */
export const notificationStream: StreamSource = {
  async current(db, userId) {
    const [me] = await db.select({ seq: users.notificationSeq }).from(users).where(eq(users.id, userId))
    return me?.seq ?? 0
  },
  async after(db, userId, after, limit) {
    const rows = await notificationsAfter(db, userId, after, limit)
    return rows.map((row) => ({ seq: row.seq, event: 'notification.created', data: toNotification(row) }))
  },
}
