import { type SQL, sql } from 'drizzle-orm'
import type { UserSummary } from '../../../shared/books'
import type { AdminNotice } from '../../../shared/moderation-constants'
import type { NotificationType } from '../../../shared/notification-constants'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { authorVisible, bookReadable, postReadable } from '../../policy/visibility'
import { books } from '../books/book.table'
import { posts } from '../posts/post.table'
import { summaryJson } from '../profiles/profile.presenter'

/** A notification as read from the database, with its actor and its unread group. */
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
    isRead: raw.is_read,
    createdAt: new Date(raw.created_at),
    groupSize: Number(raw.group_size ?? 1),
    actorCount: Number(raw.actor_count ?? (raw.actor_id ? 1 : 0)),
    others: raw.others ?? [],
  }
}

function select(
  receiverId: string,
  where: SQL,
  grouped: boolean,
  limit: number,
  order: 'asc' | 'desc' = 'desc',
) {
  // One entry per unread group: the newest; the rest are counted into it.
  const group = grouped
    ? sql`left join lateral (
        select count(*) as group_size, count(distinct m.actor_id) as actor_count,
          (select json_agg(o.summary) from (
             select ${summaryJson('ou')} as summary, max(om.seq) as last
             from notifications om join users ou on ou.id = om.actor_id
             where om.receiver_id = n.receiver_id and not om.is_read and om.group_key = n.group_key
               and om.actor_id <> n.actor_id and ${shown(receiverId, 'om')}
             group by ou.id order by last desc limit 2) o) as others
        from notifications m
        where m.receiver_id = n.receiver_id and not m.is_read and m.group_key = n.group_key
          and ${shown(receiverId, 'm')}
      ) g on not n.is_read and n.group_key is not null`
    : sql``
  const groupColumns = grouped
    ? sql`g.group_size, g.actor_count, g.others`
    : sql`null as group_size, null as actor_count, null as others`
  const newestOfGroup = grouped
    ? sql`and (n.is_read or n.group_key is null or not exists (
        select 1 from notifications later where later.receiver_id = n.receiver_id and not later.is_read
          and later.group_key = n.group_key and later.seq > n.seq and ${shown(receiverId, 'later')}))`
    : sql``
  return sql`
    select n.id, n.seq, n.receiver_id, n.actor_id, n.type, n.title, n.content, n.notice, n.link, n.is_read,
      n.created_at, ${summaryJson('a')} as actor,
      ${groupColumns}
    from notifications n
    left join users a on a.id = n.actor_id
    ${group}
    where n.receiver_id = ${receiverId} and ${shown(receiverId, 'n')} and ${where} ${newestOfGroup}
    order by n.seq ${sql.raw(order)}
    limit ${limit}`
}

/** A page of the list, newest first, grouped; `before` is the last seq of the previous page. */
export async function notificationPage(
  db: Db,
  receiverId: string,
  before: number | null,
  take: number,
): Promise<NotificationRow[]> {
  const where = before === null ? sql`true` : sql`n.seq < ${before}`
  return (await rowsOf<RawRow>(db, select(receiverId, where, true, take))).map(toRow)
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
  return (await rowsOf<RawRow>(db, select(receiverId, sql`n.seq > ${after}`, false, limit, 'asc'))).map(toRow)
}

/** Unread ones, counted up to `cap` (a badge shows 99+ past 99). */
export async function unreadCount(db: Db, receiverId: string, cap: number): Promise<number> {
  const [row] = await rowsOf<{ count: string | number }>(
    db,
    sql`select count(*) as count from (
      select 1 from notifications n
      where n.receiver_id = ${receiverId} and not n.is_read and ${shown(receiverId, 'n')}
      limit ${cap}) capped`,
  )
  return Number(row?.count ?? 0)
}
