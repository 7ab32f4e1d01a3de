import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { ADMIN_NOTICES, type AdminNotice } from '../../../shared/moderation-constants'
import {
  NOTIFICATION_CONTENT_MAX,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_TYPES,
  type NotificationType,
} from '../../../shared/notification-constants'
import { users } from '../../auth/auth.table'
import { books } from '../../records/book.table'
import { comments, posts } from '../../records/post.table'

/**
 * What the list shows: similar notifications of one receiver in one entry ("Ana and 2 others liked
 * your post"), a notification of a kind that is never grouped in an entry of its own. A group is
 * stored, read or not (decision 024): a new notification with a `groupKey` joins the receiver's
 * unread group of that key, or opens a new one; reading marks the whole group, so a group is all
 * read or all unread. `seq` is its newest member's number: the list's order and keyset, and
 * `notification_groups_settle` moves it back (or deletes the group) when members are deleted.
 */
export const notificationGroups = pgTable(
  'notification_groups',
  {
    id: uuid().primaryKey(),
    receiverId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null: an entry of one that nothing joins (a welcome, a share, a new post…). */
    groupKey: text(),
    seq: bigint({ mode: 'number' }).notNull(),
    isRead: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('notification_groups_receiver_seq_key').on(t.receiverId, t.seq),
    // The one unread group a new notification of that key joins (the upsert's conflict target).
    uniqueIndex('notification_groups_open_key').on(t.receiverId, t.groupKey).where(sql`not ${t.isRead}`),
    // The unread count, newest first, capped.
    index('notification_groups_unread_idx').on(t.receiverId, t.seq).where(sql`not ${t.isRead}`),
  ],
)

/**
 * One notification to one person. `seq` numbers a receiver's notifications 1, 2, 3… in commit
 * order (taken from `users.notification_seq` under the receiver's row lock): it is the realtime
 * stream's event id, so `Last-Event-ID` replays exactly what a client missed, and the list's
 * keyset. Each belongs to one group (`groupId`, what the list shows), joined by its `groupKey`; `dedupeKey` keeps one per cause (a like undone
 * and redone, a fan-out batch run twice). `postId` or `bookId` names what it is about: it goes
 * when that is deleted, and the list hides it while the receiver may not read that. A comment or
 * reply also names its comment (`commentId`): it goes with the comment, which is its words.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey(),
    receiverId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint({ mode: 'number' }).notNull(),
    actorId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<NotificationType>().notNull(),
    title: text().notNull().default(''),
    content: text().notNull().default(''),
    /** An `admin` notification the app wrote (a report's outcome…), worded by the client; null otherwise. */
    notice: text().$type<AdminNotice>(),
    link: text(),
    /** The post a like, comment, reply or new post is about. */
    postId: uuid().references(() => posts.id, { onDelete: 'cascade' }),
    /**
     * The comment a `comment` or `reply` quotes. Deleted for good it takes them with it; emptied
     * (a thread's first comment that keeps its replies) they are deleted with it (comment.service.ts).
     */
    commentId: uuid().references(() => comments.id, { onDelete: 'cascade' }),
    /** The book a share is about. */
    bookId: uuid().references(() => books.id, { onDelete: 'cascade' }),
    groupId: uuid()
      .notNull()
      .references(() => notificationGroups.id, { onDelete: 'cascade' }),
    groupKey: text(),
    dedupeKey: text(),
    isRead: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_receiver_seq_key').on(t.receiverId, t.seq),
    uniqueIndex('notifications_receiver_dedupe_key').on(t.receiverId, t.dedupeKey),
    // A group's members, newest first: its entry, its size, the people in it.
    index('notifications_group_seq_idx').on(t.groupId, t.seq),
    // Serves the cascade when an actor's account is deleted.
    index('notifications_actor_idx').on(t.actorId).where(sql`${t.actorId} is not null`),
    // Serve the cascades when a post, a book or a comment is deleted.
    index('notifications_post_idx').on(t.postId).where(sql`${t.postId} is not null`),
    index('notifications_book_idx').on(t.bookId).where(sql`${t.bookId} is not null`),
    index('notifications_comment_idx').on(t.commentId).where(sql`${t.commentId} is not null`),
    check(
      'notifications_type_check',
      sql`${t.type} in (${sql.raw(NOTIFICATION_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
    check(
      'notifications_notice_check',
      sql`${t.notice} is null or (${t.type} = 'admin' and ${t.notice} in (${sql.raw(ADMIN_NOTICES.map((n) => `'${n}'`).join(', '))}))`,
    ),
    check(
      'notifications_title_length',
      sql`char_length(${t.title}) <= ${sql.raw(String(NOTIFICATION_TITLE_MAX))}`,
    ),
    check(
      'notifications_content_length',
      sql`char_length(${t.content}) <= ${sql.raw(String(NOTIFICATION_CONTENT_MAX))}`,
    ),
  ],
)
