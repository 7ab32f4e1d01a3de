import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { TIMER_DAYS_MAX, TIMER_DAYS_MIN, TIMER_NAME_MAX } from '../../../shared/notification-constants'
import { users } from '../../auth/auth.table'
import { books } from '../../records/book.table'

/** A countdown to exam day: private to its owner, listed by what ends first. */
export const timers = pgTable(
  'timers',
  {
    id: uuid().primaryKey(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    days: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('timers_owner_expires_idx').on(t.ownerId, t.expiresAt, t.id),
    check('timers_name_length', sql`char_length(${t.name}) between 1 and ${sql.raw(String(TIMER_NAME_MAX))}`),
    check(
      'timers_days_range',
      sql`${t.days} between ${sql.raw(String(TIMER_DAYS_MIN))} and ${sql.raw(String(TIMER_DAYS_MAX))}`,
    ),
  ],
)

/** The books an exam timer covers. */
export const timerBooks = pgTable(
  'timer_books',
  {
    timerId: uuid()
      .notNull()
      .references(() => timers.id, { onDelete: 'cascade' }),
    bookId: uuid()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.timerId, t.bookId] }), index('timer_books_book_idx').on(t.bookId)],
)
