import { sql } from 'drizzle-orm'
import type { AdminNotice } from '../../../shared/moderation-constants'
import {
  NOTIFICATION_CONTENT_MAX,
  NOTIFICATION_TITLE_MAX,
  type NotificationType,
} from '../../../shared/notification-constants'
import { plainText } from '../../../shared/plain-text'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { clip, excerpt } from '../../lib/clip'
import { clock } from '../../lib/clock'
import { newId } from '../../lib/ids'
import { blockedBetween, isBanned } from '../../policy/visibility'
import { hintReceivers } from '../../realtime/channel'

export interface NotificationInput {
  type: NotificationType
  /** Who caused it; null for the app's own (welcome, badge) and for admin messages. */
  actorId: string | null
  title?: string
  content?: string
  /** An `admin` notification the app writes itself, worded by the client. */
  notice?: AdminNotice | null
  link?: string | null
  /**
   * What it is about: the notification goes with it when it is deleted, and is hidden while the
   * receiver may not read it (banned, a book no longer shared; notification.query.ts).
   */
  postId?: string | null
  bookId?: string | null
  /** The comment a `comment` or `reply` quotes: the notification goes when it is deleted. */
  commentId?: string | null
  /**
   * Similar notifications of one receiver share it ("Ana and 3 others liked your post"): one joins
   * the receiver's unread group of its key, or opens a new group; without one it is an entry of its own.
   */
  groupKey?: string | null
  /** One notification per receiver and key: a like undone and redone, a batch run twice. */
  dedupeKey?: string | null
}

export interface Delivered {
  receiverId: string
  seq: number
}

/**
 * Writes one notification to each of `receiverIds`, in the caller's transaction, so it lands or
 * not with the action that causes it. Skipped, in the same statement: the actor themselves, a
 * receiver either of whom blocks the other, an actor who is banned, and a receiver who already
 * has one with the same `dedupeKey`. Each receiver's row is locked (in id order, as every
 * two-person change locks them) while its number is taken, so a receiver's notifications are
 * numbered in commit order: the stream's `Last-Event-ID` then replays exactly what was missed.
 * Each joins its group in the same statement (notification.table.ts). The open streams hear of it
 * at commit, through NOTIFY, with the receivers' ids only.
 */
export async function notify(
  tx: Db,
  receiverIds: readonly string[],
  input: NotificationInput,
): Promise<Delivered[]> {
  const receivers = [...new Set(receiverIds)].sort()
  if (receivers.length === 0) return []
  const ids = receivers.map(() => newId())
  const groupIds = receivers.map(() => newId())
  const actorId = input.actorId
  const dedupeKey = input.dedupeKey ?? null
  const groupKey = input.groupKey ?? null
  const rows = await rowsOf<{ receiver_id: string; seq: string | number }>(
    tx,
    sql`
      with wanted as (
        select u.id from users u
        where u.id = any(${sql.param(receivers)}::uuid[])
          and u.id is distinct from ${actorId}::uuid
          and (${actorId}::uuid is null or not ${blockedBetween(sql`u.id`, sql`${actorId}::uuid`)})
          and (${actorId}::uuid is null or not ${isBanned(sql`${actorId}::uuid`)})
          and (${dedupeKey}::text is null or not exists (
            select 1 from notifications n where n.receiver_id = u.id and n.dedupe_key = ${dedupeKey}::text))
        order by u.id
        for no key update of u
      ),
      numbered as (
        update users u set notification_seq = u.notification_seq + 1
        from wanted where u.id = wanted.id
        returning u.id, u.notification_seq
      ),
      grouped as (
        insert into notification_groups (id, receiver_id, group_key, seq)
        select (${sql.param(groupIds)}::uuid[])[row_number() over (order by numbered.id)],
          numbered.id, ${groupKey}::text, numbered.notification_seq
        from numbered
        on conflict (receiver_id, group_key) where not is_read do update set seq = excluded.seq
        returning id, receiver_id
      )
      insert into notifications
        (id, receiver_id, seq, actor_id, type, title, content, notice, link, post_id, book_id, comment_id,
         group_id, group_key, dedupe_key, created_at)
      select
        (${sql.param(ids)}::uuid[])[row_number() over (order by numbered.id)],
        numbered.id, numbered.notification_seq, ${actorId}::uuid, ${input.type},
        ${clip(input.title, NOTIFICATION_TITLE_MAX)}, ${clip(input.content, NOTIFICATION_CONTENT_MAX)},
        ${input.notice ?? null}, ${input.link ?? null}, ${input.postId ?? null}::uuid, ${input.bookId ?? null}::uuid,
        ${input.commentId ?? null}::uuid, grouped.id, ${groupKey}::text, ${dedupeKey}::text, ${clock.now()}
      from numbered join grouped on grouped.receiver_id = numbered.id
      on conflict do nothing
      returning receiver_id, seq`,
  )
  const delivered = rows.map((row) => ({ receiverId: row.receiver_id, seq: Number(row.seq) }))
  await hintReceivers(
    tx,
    delivered.map((row) => row.receiverId),
  )
  return delivered
}

/** What a notification about a post says of it, where it leads, and which post it is about. */
export function aboutPost(post: { id: string; title: string; content: string; slug: string }) {
  return {
    title: post.title,
    content: excerpt(plainText(post.content)),
    link: `/posts/${post.slug}`,
    postId: post.id,
  }
}
