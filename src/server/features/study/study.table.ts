import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  NEW_PER_DAY_DEFAULT,
  RETENTION_DEFAULT,
  RETENTION_MAX,
  RETENTION_MIN,
  REVIEWS_PER_DAY_DEFAULT,
} from '../../../shared/study-constants'
import { users } from '../../auth/auth.table'
import { books } from '../../records/book.table'
import { points } from '../../records/point.table'

const at = () => timestamp({ withTimezone: true })

/**
 * One person's schedule of one point (ts-fsrs's Card): written by the first rating, kept when
 * the point is edited, ended when it is deleted. `bookId` is the point's book (points never
 * move between books), so a book's queue and its counts need no join.
 */
export const studyCards = pgTable(
  'study_cards',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pointId: uuid()
      .notNull()
      .references(() => points.id, { onDelete: 'cascade' }),
    bookId: uuid()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    state: smallint().notNull(),
    due: at().notNull(),
    stability: doublePrecision().notNull(),
    difficulty: doublePrecision().notNull(),
    elapsedDays: integer().notNull(),
    scheduledDays: integer().notNull(),
    learningSteps: integer().notNull(),
    reps: integer().notNull(),
    lapses: integer().notNull(),
    lastReview: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.pointId] }),
    // "Next due for me": the queue walks this in due order.
    index('study_cards_user_due_idx').on(t.userId, t.due),
    // Learning cards due now or soon: a few among a person's thousands.
    index('study_cards_user_learning_idx').on(t.userId, t.due).where(sql`${t.state} in (1, 3)`),
    // A book's counts for me, and the new cards (points of a book I have no card for).
    index('study_cards_user_book_idx').on(t.userId, t.bookId),
    index('study_cards_point_idx').on(t.pointId),
    index('study_cards_book_idx').on(t.bookId),
  ],
)

/**
 * The review log: every rating with the card as it was before it (ts-fsrs's ReviewLog), so
 * statistics, undo and a future optimizer can read the history. A deleted point leaves its
 * reviews (the point becomes null): days studied stay studied.
 */
export const studyReviews = pgTable(
  'study_reviews',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pointId: uuid().references(() => points.id, { onDelete: 'set null' }),
    rating: smallint().notNull(),
    /** The card's state before the rating (0 new … 3 relearning). */
    state: smallint().notNull(),
    /** The card before the rating: its own due date (not ts-fsrs's "last review or due"), memory state and steps. */
    due: at().notNull(),
    stability: doublePrecision().notNull(),
    difficulty: doublePrecision().notNull(),
    elapsedDays: integer().notNull(),
    lastElapsedDays: integer().notNull(),
    scheduledDays: integer().notNull(),
    learningSteps: integer().notNull(),
    /** The card's last review before this one, for an exact undo. */
    previousReview: at(),
    reviewedAt: at().notNull(),
    durationMs: integer(),
  },
  (t) => [
    index('study_reviews_user_reviewed_idx').on(t.userId, t.reviewedAt),
    index('study_reviews_point_idx').on(t.pointId),
    check('study_reviews_rating_check', sql`${t.rating} between 1 and 4`),
  ],
)

/**
 * A book's place in my study list. My own books and books shared with me are in it unless I took
 * them out (`studying` false); a public book is in it once I add it.
 */
export const studyBooks = pgTable(
  'study_books',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    studying: boolean().notNull(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId] }), index('study_books_book_idx').on(t.bookId)],
)

/** My limits and preferences; no row means the defaults. `reviewCount` counts my log. */
export const studySettings = pgTable(
  'study_settings',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    newPerDay: integer().notNull().default(NEW_PER_DAY_DEFAULT),
    reviewsPerDay: integer().notNull().default(REVIEWS_PER_DAY_DEFAULT),
    retention: real().notNull().default(RETENTION_DEFAULT),
    timeZone: text().notNull().default('UTC'),
    statsPublic: boolean().notNull().default(false),
    reviewCount: integer().notNull().default(0),
    /**
     * Whether books I create, copy or am given go into my study list; null until I have said
     * (until then they stay out, and their page asks once).
     */
    addsBooks: boolean(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    check(
      'study_settings_retention_range',
      sql`${t.retention} between ${sql.raw(String(RETENTION_MIN))} and ${sql.raw(String(RETENTION_MAX))}`,
    ),
    check('study_settings_limits', sql`${t.newPerDay} >= 0 and ${t.reviewsPerDay} >= 0`),
  ],
)

/**
 * A review's answer by its Idempotency-Key: a repeat of the request gets this answer back and
 * records nothing. Kept a day (the IETF draft's advice: long enough for any retry).
 */
export const studyIdempotency = pgTable(
  'study_idempotency',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    fingerprint: text().notNull(),
    status: integer().notNull(),
    response: jsonb().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('study_idempotency_created_idx').on(t.createdAt)],
)
