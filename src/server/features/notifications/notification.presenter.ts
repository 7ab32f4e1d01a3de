import type { Notification } from '../../../shared/notifications'
import type { NotificationRow } from './notification.query'

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    seq: row.seq,
    receiverId: row.receiverId,
    actorId: row.actorId,
    actor: row.actor,
    type: row.type,
    title: row.title,
    content: row.content,
    notice: row.notice,
    link: row.link,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    groupSize: row.groupSize,
    actorCount: row.actorCount,
    others: row.others,
  }
}
