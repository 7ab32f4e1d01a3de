import { z } from 'zod'
import {
  CARD_STATES,
  DUE_LIMIT_DEFAULT,
  DUE_LIMIT_MAX,
  NEW_PER_DAY_MAX,
  RATINGS,
  RETENTION_MAX,
  RETENTION_MIN,
  REVIEWS_PER_DAY_MAX,
} from './study-constants'
import { calendarDate, idRef, text, timestamp, wholeNumber } from './text'
import { V } from './validation'

const RatingSchema = z.enum(RATINGS, { error: V.invalid })
const CardStateSchema = z.enum(CARD_STATES)

export const DueQuery = z.object({
  /** Only this book's cards (a book in my study list, or any book I can read). */
  bookId: idRef().optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(DUE_LIMIT_MAX)
    .meta({ format: 'int32' })
    .default(DUE_LIMIT_DEFAULT),
})
export type DueQuery = z.infer<typeof DueQuery>

/**
 * Whose counts a rating's or an undo's answer carries: a session of one book (`?bookId=`) gets
 * that book's, as its due list does; without it, all the books of my study list.
 */
export const CountsQuery = DueQuery.pick({ bookId: true })
export type CountsQuery = z.infer<typeof CountsQuery>

/** My schedule of one point. `null` fields: never reviewed yet. */
const CardSchema = z.object({
  state: CardStateSchema,
  due: timestamp().nullable(),
  stability: z.number(),
  difficulty: z.number(),
  reps: z.number().int(),
  lapses: z.number().int(),
  lastReview: timestamp().nullable(),
})
export type Card = z.infer<typeof CardSchema>

/** When each rating would next show the card: an ISO time, and the interval in seconds. */
const IntervalsSchema = z.object(
  Object.fromEntries(
    RATINGS.map((rating) => [rating, z.object({ due: timestamp(), seconds: z.number().int() })]),
  ) as Record<(typeof RATINGS)[number], z.ZodObject<{ due: z.ZodString; seconds: z.ZodNumber }>>,
)
export type Intervals = z.infer<typeof IntervalsSchema>

const StudyPointSchema = z.object({
  id: text(),
  bookId: text(),
  bookTitle: text(),
  title: text(),
  description: text(),
  content: text(),
  hiddenContent: text(),
  sectionTitle: text(),
})

const StudyBookSchema = z.object({
  id: text(),
  title: text(),
  slug: text(),
  /** In my study list (its cards are in my queue). */
  studying: z.boolean(),
})
export type StudyBook = z.infer<typeof StudyBookSchema>

const DueItemSchema = z.object({
  point: StudyPointSchema,
  card: CardSchema,
  intervals: IntervalsSchema,
})
export type DueItem = z.infer<typeof DueItemSchema>

/** What is left today within my limits. */
const DueCountsSchema = z.object({
  new: z.number().int(),
  learning: z.number().int(),
  review: z.number().int(),
})
export type DueCounts = z.infer<typeof DueCountsSchema>

export const DueListSchema = z.object({
  items: z.array(DueItemSchema),
  counts: DueCountsSchema,
  /** The next learning card's due time when nothing is due now but one is coming today. */
  nextDueAt: timestamp().nullable(),
  /** More new points or reviews wait than today's limits let through: they come tomorrow. */
  limitReached: z.boolean(),
  /**
   * When nothing is left today (none due, none coming back today, no limit holding any back): the
   * day, in my time zone, the next of these books' cards is due; null when none is scheduled.
   */
  nextDueDay: calendarDate().nullable(),
  /** The book asked for (`?bookId=`): what the page names and links to, and whether I study it. */
  book: StudyBookSchema.nullable(),
})
export type DueList = z.infer<typeof DueListSchema>

export const ReviewInput = z.object({
  pointId: idRef(),
  rating: RatingSchema,
  /** How long the answer took, in milliseconds (capped at ten minutes when stored). */
  durationMs: z.number().int().min(0).max(86_400_000).meta({ format: 'int32' }).optional(),
})
export type ReviewInput = z.infer<typeof ReviewInput>

export const ReviewResultSchema = z.object({
  reviewId: text(),
  pointId: text(),
  rating: RatingSchema,
  card: CardSchema,
  counts: DueCountsSchema,
})
export type ReviewResult = z.infer<typeof ReviewResultSchema>

/** The card as it was before my latest rating, which is taken back. */
export const UndoResultSchema = ReviewResultSchema.omit({ reviewId: true })
export type UndoResult = z.infer<typeof UndoResultSchema>

export const StudySettingsSchema = z.object({
  newPerDay: z.number().int(),
  reviewsPerDay: z.number().int(),
  retention: z.number(),
  timeZone: text(),
  statsPublic: z.boolean(),
  /**
   * Whether books I create, copy or am given go into my study list; null until I have said, and
   * until then they stay out and their page asks once (decision 029).
   */
  addsBooks: z.boolean().nullable(),
})
export type StudySettings = z.infer<typeof StudySettingsSchema>

/** An IANA time zone name the runtime knows (`Asia/Tokyo`, `UTC`). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** A whole number of cards a day, 0 to `max`. */
const dailyLimit = (max: number) => wholeNumber(0, max, V.invalid)

export const StudySettingsInput = z
  .object({
    newPerDay: dailyLimit(NEW_PER_DAY_MAX),
    reviewsPerDay: dailyLimit(REVIEWS_PER_DAY_MAX),
    retention: z.coerce
      .number({ error: V.retentionRange })
      .min(RETENTION_MIN, V.retentionRange)
      .max(RETENTION_MAX, V.retentionRange),
    // What Intl names a zone with: `Asia/Tokyo`, `UTC`, `Etc/GMT+9`, `+09:00`.
    timeZone: text().max(64).refine(isTimeZone, V.invalid).meta({ pattern: '^[A-Za-z0-9_+:/-]+$' }),
    statsPublic: z.boolean(),
    addsBooks: z.boolean(),
  })
  .partial()
export type StudySettingsInput = z.infer<typeof StudySettingsInput>

const DayCountSchema = z.object({ date: calendarDate(), count: z.number().int() })

export const BookStudyStatsSchema = z.object({
  bookId: text(),
  title: text(),
  slug: text(),
  new: z.number().int(),
  learning: z.number().int(),
  review: z.number().int(),
  /** Share of reviewed cards whose interval is at least 21 days, 0–1. */
  mature: z.number(),
  due: z.number().int(),
})
export type BookStudyStats = z.infer<typeof BookStudyStatsSchema>

export const StudyStatsSchema = z.object({
  timeZone: text(),
  /** Today in that time zone. */
  today: calendarDate(),
  /** Reviews per day over the last 365 days (days without any are left out), oldest first. */
  heatmap: z.array(DayCountSchema),
  streak: z.object({ current: z.number().int(), longest: z.number().int() }),
  reviewsToday: z.number().int(),
  totalReviews: z.number().int(),
  /** Share of reviews of cards in review state (not learning) answered other than Again. */
  retention: z.object({ share: z.number().nullable(), reviews: z.number().int() }),
  /** Due reviews per day for the next 30 days; today's includes the overdue ones. */
  forecast: z.array(DayCountSchema),
  /** Mine only: the books I study. */
  books: z.array(BookStudyStatsSchema).nullable(),
})
export type StudyStats = z.infer<typeof StudyStatsSchema>

export const StudyBookStateSchema = z.object({ bookId: text(), studying: z.boolean() })
export type StudyBookState = z.infer<typeof StudyBookStateSchema>
