import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  COMMENT_CONTENT_MAX,
  POST_CONTENT_MAX,
  POST_TITLE_MAX,
  type PostKind,
} from '../../shared/post-constants'
import { users } from '../auth/auth.table'
import { books } from './book.table'
import { points } from './point.table'

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

/**
 * A life or study post. Its counts move in the transaction of each like, comment and star. The
 * feeds page on `(created_at desc, id desc)`: Everyone on the partial indexes of unbanned posts,
 * Following and profiles on the author's.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid().primaryKey(),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<PostKind>().notNull(),
    slug: text().notNull(),
    title: text().notNull().default(''),
    content: text().notNull(),
    linkedBookId: uuid().references(() => books.id, { onDelete: 'set null' }),
    linkedPointId: uuid().references(() => points.id, { onDelete: 'set null' }),
    likeCount: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
    starCount: integer().notNull().default(0),
    /** Set by an admin: the post is then hidden from everyone but its author. */
    bannedAt: timestamp({ withTimezone: true }),
    editedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('posts_slug_key').on(sql`lower(${t.slug})`),
    index('posts_visible_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.bannedAt} is null`),
    index('posts_visible_kind_created_idx')
      .on(t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.bannedAt} is null`),
    index('posts_author_created_idx').on(
      t.authorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('posts_author_kind_created_idx').on(
      t.authorId,
      t.kind,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Serve the foreign keys' `set null` when a linked book or point is deleted.
    index('posts_linked_book_idx').on(t.linkedBookId).where(sql`${t.linkedBookId} is not null`),
    index('posts_linked_point_idx').on(t.linkedPointId).where(sql`${t.linkedPointId} is not null`),
    check('posts_kind_check', sql`${t.kind} in ('life', 'study')`),
    check('posts_title_length', sql`char_length(${t.title}) <= ${sql.raw(String(POST_TITLE_MAX))}`),
    check(
      'posts_content_length',
      sql`char_length(${t.content}) between 1 and ${sql.raw(String(POST_CONTENT_MAX))}`,
    ),
    check('posts_one_link', sql`${t.linkedBookId} is null or ${t.linkedPointId} is null`),
  ],
)

/** One like per person and post; the post's `likeCount` counts these rows. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId)],
)

/**
 * A comment, or a reply in its thread: `parentId` is always the thread's first comment, and
 * `replyToUserId` names whom a reply answers. A deleted comment that still has replies stays,
 * emptied, with `deletedAt` set, so the thread reads on; `replyCount` counts live replies. Such a
 * placeholder outlives its author's account (`authorId` null): deleting an account keeps the
 * replies others wrote under its threads (decision 011).
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid().primaryKey(),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    parentId: uuid().references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    replyToUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    content: text().notNull(),
    replyCount: integer().notNull().default(0),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_post_thread_idx').on(t.postId, t.createdAt, t.id).where(sql`${t.parentId} is null`),
    index('comments_parent_created_idx')
      .on(t.parentId, t.createdAt, t.id)
      .where(sql`${t.parentId} is not null`),
    index('comments_author_idx').on(t.authorId),
    index('comments_reply_to_idx').on(t.replyToUserId).where(sql`${t.replyToUserId} is not null`),
    check(
      'comments_content_length',
      sql`char_length(${t.content}) <= ${sql.raw(String(COMMENT_CONTENT_MAX))}`,
    ),
  ],
)
