import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { StarKind } from '../../../shared/stars'
import { users } from '../../auth/auth.table'
import { books } from '../../records/book.table'
import { points } from '../../records/point.table'
import { posts } from '../../records/post.table'

/**
 * A user's star on a point, a book or a post. One nullable foreign key per kind (rather than a bare
 * target id) so a deleted point or book takes its stars with it.
 */
export const stars = pgTable(
  'stars',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<StarKind>().notNull(),
    pointId: uuid().references(() => points.id, { onDelete: 'cascade' }),
    bookId: uuid().references(() => books.id, { onDelete: 'cascade' }),
    postId: uuid().references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stars_point_user_key').on(t.pointId, t.userId).where(sql`${t.pointId} is not null`),
    uniqueIndex('stars_book_user_key').on(t.bookId, t.userId).where(sql`${t.bookId} is not null`),
    uniqueIndex('stars_post_user_key').on(t.postId, t.userId).where(sql`${t.postId} is not null`),
    index('stars_user_kind_created_idx').on(
      t.userId,
      t.kind,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('stars_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check(
      'stars_target_check',
      sql`(${t.kind} = 'point' and ${t.pointId} is not null and ${t.bookId} is null and ${t.postId} is null) or (${t.kind} = 'book' and ${t.bookId} is not null and ${t.pointId} is null and ${t.postId} is null) or (${t.kind} = 'post' and ${t.postId} is not null and ${t.pointId} is null and ${t.bookId} is null)`,
    ),
  ],
)
