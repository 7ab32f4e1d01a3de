import { sql } from 'drizzle-orm'
import { check, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from '../../auth/auth.table'

/**
 * `followerId` follows `followeeId`. The primary key serves "do I follow them" and the Following
 * feed (every followee of one person); the two indexes serve both lists, newest first.
 */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_created_idx').on(
      t.followeeId,
      t.createdAt.desc().nullsFirst(),
      t.followerId.desc().nullsFirst(),
    ),
    index('follows_follower_created_idx').on(
      t.followerId,
      t.createdAt.desc().nullsFirst(),
      t.followeeId.desc().nullsFirst(),
    ),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
)

/** `blockerId` blocked `blockedId`: the rule in policy/visibility.ts reads it both ways. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocker_created_idx').on(
      t.blockerId,
      t.createdAt.desc().nullsFirst(),
      t.blockedId.desc().nullsFirst(),
    ),
    index('blocks_blocked_idx').on(t.blockedId, t.blockerId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
)
