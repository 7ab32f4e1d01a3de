import { type SQL, sql } from 'drizzle-orm'
import type { UserSummary } from '../../../shared/books'
import type { AdminNotice } from '../../../shared/moderation-constants'
import type { NotificationType } from '../../../shared/notification-constants'
import { NOTIFICATION_GROUP_COUNT_MAX } from '../../../shared/notification-groups'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { authorVisible, bookReadable, postReadable } from '../../policy/visibility'
import { books } from '../../records/book.table'
import { posts } from '../../records/post.table'
import { summaryJson } from '../../records/user-summary'

/** A notification as read from the database, with its actor and, in the list, its group. */
export interface NotificationRow {
  id: string
  seq: number
  receiverId: string
  actorId: string | null
  actor: UserSummary | null
  type: NotificationType
  title: string
  content: string
  notice: AdminNotice | null
  link: string | null
  isRead: boolean
  createdAt: Date
  groupSize: number
  actorCount: number
  others: UserSummary[]
  /** In the list: the group's number, the page's keyset (its newest member's, shown or not). */
  groupSeq: number
}

interface RawRow {
  id: string
  seq: string | number
  receiver_id: string
  actor_id: string | null
  actor: UserSummary | null
  type: NotificationType
  title: string
  content: string
  notice: AdminNotice | null
  link: string | null
  is_read: boolean
  created_at: Date | string
  group_size: string | number | null
  actor_count: string | number | null
  others: UserSummary[] | null
  group_seq?: string | number
  group_read?: boolean
}

/**
 * Whether the receiver is shown notification `n` (an alias of notifications). Hidden: what a
 * banned person did, anything across a block (either way), and what is about a post or a book the
 * receiver may not open now — banned, its author banned, a private book no longer shared (the
 * rules a link opens them by); a deleted one took its notifications with it. The list, its
 * groups, the unread count and the stream all read this one predicate, so they agree.
 */
const shown = (receiverId: string, n: string) => {
  const actorId = sql.raw(`${n}.actor_id`)
  const postId = sql.raw(`${n}.post_id`)
  const bookId = sql.raw(`${n}.book_id`)
  return sql`(${actorId} is null or ${authorVisible.sql({ authorId: actorId, actorId: receiverId })})
    and (${postId} is null or exists (select 1 from ${posts} where ${posts.id} = ${postId}
      and ${postReadable.sql({ authorId: posts.authorId, actorId: receiverId, bannedAt: posts.bannedAt })}))
    and (${bookId} is null or exists (select 1 from ${books} where ${books.id} = ${bookId}
      and ${bookReadable.sql({ book: books, actorId: receiverId })}))`
}

function toRow(raw: RawRow): NotificationRow {
  return {
    id: raw.id,
    seq: Number(raw.seq),
    receiverId: raw.receiver_id,
    actorId: raw.actor_id,
    actor: raw.actor,
    type: raw.type,
    title: raw.title,
    content: raw.content,
    notice: raw.notice,
    link: raw.link,
    // In the list, the group's: a member that joined as the group was being read is read with it.
    isRead: raw.group_read ?? raw.is_read,
    createdAt: new Date(raw.created_at),
    groupSize: Number(raw.group_size ?? 1),
    actorCount: Number(raw.actor_count ?? (raw.actor_id ? 1 : 0)),
    others: raw.others ?? [],
    groupSeq: Number(raw.group_seq ?? raw.seq),
  }
}

const columns = sql`n.id, n.seq, n.receiver_id, n.actor_id, n.type, n.title, n.content, n.notice, n.link,
  n.is_read, n.created_at`

/** One by one, as the stream sends them: no group read. */
function selectOne(receiverId: string, where: SQL, limit: number) {
  return sql`
    select ${columns}, ${summaryJson('a')} as actor,
      null as group_size, null as actor_count, null as others
    from notifications n
    left join users a on a.id = n.actor_id
    where n.receiver_id = ${receiverId} and ${shown(receiverId, 'n')} and ${where}
    order by n.seq asc
    limit ${limit}`
}

/**
 * The list: one entry per group, newest group first, by its stored number (the keyset, on
 * notification_groups_receiver_seq_key). Each entry is the group's newest member shown, counted
 * with the shown ones before it, the newest NOTIFICATION_GROUP_COUNT_MAX of them at most (so a
 * post liked ten thousand times costs a page no more than one liked a hundred times).
 */
function selectGroups(receiverId: string, where: SQL, limit: number) {
  const newest = sql`select m.actor_id, m.seq from notifications m
    where m.group_id = g.id and ${shown(receiverId, 'm')}
    order by m.seq desc limit ${NOTIFICATION_GROUP_COUNT_MAX}`
  return sql`
    select ${columns}, g.is_read as group_read, g.seq as group_seq, ${summaryJson('a')} as actor,
      c.group_size, c.actor_count, o.others
    from notification_groups g
    cross join lateral (
      select * from notifications n
      where n.group_id = g.id and ${shown(receiverId, 'n')}
      order by n.seq desc limit 1
    ) n
    left join users a on a.id = n.actor_id
    left join lateral (
      select count(*) as group_size, count(distinct cm.actor_id) as actor_count from (${newest}) cm
    ) c on g.group_key is not null
    left join lateral (
      select json_agg(o.summary order by o.last desc) as others from (
        select ${summaryJson('ou')} as summary, max(om.seq) as last
        from (${newest}) om join users ou on ou.id = om.actor_id
        where om.actor_id <> n.actor_id
        group by ou.id order by last desc limit 2) o
    ) o on g.group_key is not null
    where g.receiver_id = ${receiverId} and ${where}
    order by g.seq desc
    limit ${limit}`
}

/** A page of the list, newest first, grouped; `before` is the last seq of the previous page. */
export async function notificationPage(
  db: Db,
  receiverId: string,
  before: number | null,
  take: number,
): Promise<NotificationRow[]> {
  const where = before === null ? sql`true` : sql`g.seq < ${before}`
  return (await rowsOf<RawRow>(db, selectGroups(receiverId, where, take))).map(toRow)
}

/**
 * What the realtime stream sends: one by one, the oldest `limit` after `after`, so a replay
 * longer than a page goes on from the last one sent.
 */
export async function notificationsAfter(
  db: Db,
  receiverId: string,
  after: number,
  limit: number,
): Promise<NotificationRow[]> {
  return (await rowsOf<RawRow>(db, selectOne(receiverId, sql`n.seq > ${after}`, limit))).map(toRow)
}

/**
 * Unread entries of the list, counted up to `cap` (a badge shows 99+ past 99): the unread groups
 * with a member shown, on notification_groups_unread_idx.
 */
export async function unreadCount(db: Db, receiverId: string, cap: number): Promise<number> {
  const [row] = await rowsOf<{ count: string | number }>(
    db,
    sql`select count(*) as count from (
      select 1 from notification_groups g
      where g.receiver_id = ${receiverId} and not g.is_read and exists (
        select 1 from notifications n where n.group_id = g.id and ${shown(receiverId, 'n')})
      limit ${cap}) capped`,
  )
  return Number(row?.count ?? 0)
}
