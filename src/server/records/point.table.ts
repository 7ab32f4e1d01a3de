import { getTableColumns, sql } from 'drizzle-orm'
import { type AnyPgColumn, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { books } from './book.table'

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

/** What a copy sets itself; every other column of a point is its content, and a copy carries it. */
const SET_BY_COPY = new Set([
  'id',
  'bookId',
  'position',
  'starCount',
  'copiedFromPointId',
  'createdAt',
  'updatedAt',
])

/**
 * The columns a copy of a point carries over, derived from the table: a column added later (a
 * search vector, a study field) is copied without anyone listing it (copy.test.ts checks).
 */
export const copiedPointColumns = Object.entries(getTableColumns(points))
  .filter(([key]) => !SET_BY_COPY.has(key))
  // The database's name of each column: as written, or its key in snake_case (the db's casing).
  .map(([key, column]) => [key, column.keyAsName ? snakeCase(key) : column.name] as const)

function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
}
