import { sql } from 'drizzle-orm'
import { UNREAD_COUNT_CAP } from '../../../shared/notification-constants'
import type {
  MarkReadInput,
  MarkReadResult,
  Notification,
  NotificationListQuery,
} from '../../../shared/notifications'
import type { Page } from '../../../shared/pagination'
import { isId } from '../../../shared/params'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import type { Actor } from '../../http/env'
import { AppError } from '../../lib/app-error'
import { decodeCursor, toPage } from '../../lib/cursor'
import { toNotification } from './notification.presenter'
import { notificationPage, unreadCount } from './notification.query'

function beforeOf(cursor: string | undefined): number | null {
  const values = decodeCursor(cursor)
  if (!values) return null
  const [seq] = values
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 1)
    throw new AppError('VALIDATION_FAILED', undefined, [{ path: 'cursor', code: 'invalid' }])
  return seq
}

/** My notifications, newest first, similar unread ones grouped under the newest. */
export async function listNotifications(
  db: Db,
  actor: Actor,
  query: NotificationListQuery,
): Promise<Page<Notification>> {
  const rows = await notificationPage(db, actor.id, beforeOf(query.cursor), query.limit + 1)
  return toPage(rows, query.limit, toNotification, (row) => [row.seq])
}

export async function countUnread(db: Db, actor: Actor): Promise<{ count: number }> {
  return { count: await unreadCount(db, actor.id, UNREAD_COUNT_CAP) }
}

/**
 * Marks the given ones read, with the unread ones grouped with each (tapping "Ana and 3 others
 * liked your post" reads all four), or every one. Someone else's ids change nothing.
 */
export async function markRead(db: Db, actor: Actor, input: MarkReadInput): Promise<MarkReadResult> {
  let updated: number
  if ('all' in input) {
    const rows = await rowsOf<{ id: string }>(
      db,
      sql`update notifications set is_read = true where receiver_id = ${actor.id} and not is_read returning id`,
    )
    updated = rows.length
  } else {
    const ids = input.ids.filter(isId)
    const rows =
      ids.length === 0
        ? []
        : await rowsOf<{ id: string }>(
            db,
            sql`update notifications n set is_read = true
              where n.receiver_id = ${actor.id} and not n.is_read and (
                n.id = any(${sql.param(ids)}::uuid[])
                or n.group_key in (
                  select t.group_key from notifications t
                  where t.receiver_id = ${actor.id} and t.id = any(${sql.param(ids)}::uuid[])
                    and t.group_key is not null))
              returning n.id`,
          )
    updated = rows.length
  }
  return { updated, unread: (await countUnread(db, actor)).count }
}
