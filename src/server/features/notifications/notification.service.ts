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

/** My notifications, newest first, one entry per group (read or not). */
export async function listNotifications(
  db: Db,
  actor: Actor,
  query: NotificationListQuery,
): Promise<Page<Notification>> {
  const rows = await notificationPage(db, actor.id, beforeOf(query.cursor), query.limit + 1)
  return toPage(rows, query.limit, toNotification, (row) => [row.groupSeq])
}

export async function countUnread(db: Db, actor: Actor): Promise<{ count: number }> {
  return { count: await unreadCount(db, actor.id, UNREAD_COUNT_CAP) }
}

/**
 * Marks the groups of the given ones read, whole (tapping "Ana and 3 others liked your post"
 * reads all four), or every group. Someone else's ids change nothing. `updated` counts the
 * entries of the list that changed, as the unread count does.
 */
export async function markRead(db: Db, actor: Actor, input: MarkReadInput): Promise<MarkReadResult> {
  const ids = 'all' in input ? null : input.ids.filter(isId)
  if (ids?.length === 0) return { updated: 0, unread: (await countUnread(db, actor)).count }
  const picked =
    ids === null
      ? sql`g.receiver_id = ${actor.id} and not g.is_read`
      : sql`g.receiver_id = ${actor.id} and not g.is_read and g.id in (
          select t.group_id from notifications t
          where t.receiver_id = ${actor.id} and t.id = any(${sql.param(ids)}::uuid[]))`
  // One statement: the groups and their members together.
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`with read as (update notification_groups g set is_read = true where ${picked} returning g.id),
        members as (update notifications n set is_read = true from read
          where n.group_id = read.id and not n.is_read returning n.id)
      select id from read`,
  )
  return { updated: rows.length, unread: (await countUnread(db, actor)).count }
}
