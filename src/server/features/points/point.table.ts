import { sql } from 'drizzle-orm'
import { type AnyPgColumn, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { books } from '../books/book.table'

/**
 * A knowledge point. Positions in a book are dense (0..n-1): every write that moves them locks
 * the book row first, so they need no unique constraint (which could not be shifted in place).
 */
export const points = pgTable(
  'points',
  {
    id: uuid().primaryKey(),
    bookId: uuid()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    content: text().notNull().default(''),
    hiddenContent: text().notNull().default(''),
    sectionTitle: text().notNull().default(''),
    sectionDescription: text().notNull().default(''),
    majorName: text().notNull().default(''),
    fieldName: text().notNull().default(''),
    position: integer().notNull(),
    starCount: integer().notNull().default(0),
    copiedFromPointId: uuid().references((): AnyPgColumn => points.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_book_position_idx').on(t.bookId, t.position, t.id),
    // Serves the foreign key's `set null` when a source point is deleted.
    index('points_copied_from_idx').on(t.copiedFromPointId).where(sql`${t.copiedFromPointId} is not null`),
  ],
)
