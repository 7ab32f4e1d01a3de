import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { MemberRole, Visibility } from '../../shared/books'
import { users } from '../auth/auth.table'

// Timestamps are always written from `clock.now()` (millisecond precision), so a keyset cursor
// carrying an ISO string compares exactly with the stored value.
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

/** A knowledge book. `pointCount` and `starCount` move in the transaction that changes them. */
export const books = pgTable(
  'books',
  {
    id: uuid().primaryKey(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    visibility: text().$type<Visibility>().notNull().default('private'),
    allowCopy: boolean().notNull().default(false),
    copiedFromBookId: uuid().references((): AnyPgColumn => books.id, { onDelete: 'set null' }),
    pointCount: integer().notNull().default(0),
    starCount: integer().notNull().default(0),
    /** Set by an admin: the book is then hidden from everyone but its owner. */
    bannedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('books_slug_key').on(sql`lower(${t.slug})`),
    index('books_owner_created_idx').on(t.ownerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Explore lists only these rows; its queries repeat the predicate so the planner can use them.
    index('books_public_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.visibility} = 'public' and ${t.bannedAt} is null`),
    index('books_public_stars_idx')
      .on(t.starCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.visibility} = 'public' and ${t.bannedAt} is null`),
    index('books_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // Serves the foreign key's `set null` when a source book is deleted.
    index('books_copied_from_idx').on(t.copiedFromBookId).where(sql`${t.copiedFromBookId} is not null`),
    check('books_visibility_check', sql`${t.visibility} in ('public', 'private')`),
  ],
)

/** A user the owner shared the book with, as viewer or editor. */
export const bookMembers = pgTable(
  'book_members',
  {
    id: uuid().primaryKey(),
    bookId: uuid()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().$type<MemberRole>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('book_members_book_user_key').on(t.bookId, t.userId),
    index('book_members_book_created_idx').on(t.bookId, t.createdAt, t.id),
    index('book_members_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('book_members_role_check', sql`${t.role} in ('viewer', 'editor')`),
  ],
)
