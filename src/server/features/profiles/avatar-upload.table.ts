import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from '../../auth/auth.table'

/** One row per accepted avatar upload, to enforce the daily limit. */
export const avatarUploads = pgTable(
  'avatar_uploads',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('avatar_uploads_user_created_idx').on(t.userId, t.createdAt)],
)
