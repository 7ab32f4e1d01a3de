import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from '../../auth/auth.table'

/** One row per accepted image upload (pasted or dropped into Markdown): its file and owner. */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The file in the `media` bucket, served at /api/storage/media/{name}. */
    name: text().notNull(),
    bytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_uploads_user_created_idx').on(t.userId, t.createdAt)],
)
