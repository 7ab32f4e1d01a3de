import { sql } from 'drizzle-orm'
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { BADGES, type Badge } from '../../../shared/badge-constants'
import { users } from '../../auth/auth.table'

/** A badge a person earned: once each (the key makes a second award a no-op). */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badge: text().$type<Badge>().notNull(),
    awardedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.badge] }),
    check('user_badges_badge_check', sql`${t.badge} in (${sql.raw(BADGES.map((b) => `'${b}'`).join(', '))})`),
  ],
)
