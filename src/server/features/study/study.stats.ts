import { sql } from 'drizzle-orm'
import type { BookStudyStats, StudyStats } from '../../../shared/study'
import {
  FORECAST_DAYS,
  HEATMAP_DAYS,
  MATURE_DAYS,
  RETENTION_WINDOW_DAYS,
  STREAK_DAY_REVIEWS,
} from '../../../shared/study-constants'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { clock } from '../../lib/clock'
import { dayStartSql, queueBooksSql } from './study.queue'

const DAY = 24 * 60 * 60 * 1000

/** `YYYY-MM-DD` of an instant in a time zone. */
function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)
}

/** The day before or after a `YYYY-MM-DD` date (calendar arithmetic, no time zone). */
function shiftDate(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`)
  return new Date(at.getTime() + days * DAY).toISOString().slice(0, 10)
}

/** Reviews per local day, over all my history, oldest first. */
async function dailyCounts(db: Db, userId: string, timeZone: string, since?: Date) {
  return rowsOf<{ date: string; count: number }>(
    db,
    sql`select to_char(reviewed_at at time zone ${timeZone}, 'YYYY-MM-DD') as date, count(*)::int as count
      from study_reviews where user_id = ${userId}
      ${since ? sql`and reviewed_at >= ${since.toISOString()}::timestamptz` : sql``}
      group by 1 order by 1`,
  )
}

/**
 * Streaks of days with at least ten reviews: the current one runs to today, or to yesterday
 * while today is not yet done (a streak is not lost before the day is over).
 */
function streaksFrom(days: { date: string; count: number }[], today: string) {
  const counted = days.filter((day) => day.count >= STREAK_DAY_REVIEWS).map((day) => day.date)
  let longest = 0
  let run = 0
  let previous: string | null = null
  for (const date of counted) {
    run = previous !== null && shiftDate(previous, 1) === date ? run + 1 : 1
    longest = Math.max(longest, run)
    previous = date
  }
  const set = new Set(counted)
  let cursor = set.has(today) ? today : shiftDate(today, -1)
  let current = 0
  while (set.has(cursor)) {
    current += 1
    cursor = shiftDate(cursor, -1)
  }
  return { current, longest }
}

export async function streaksOf(db: Db, userId: string, timeZone: string, now: Date) {
  return streaksFrom(await dailyCounts(db, userId, timeZone), localDate(now, timeZone))
}

/**
 * What a badge's progress reads of my study: all my reviews (the counter `study_settings`
 * keeps) and my current streak as `streaksOf` counts it, up to `upTo` days: only that many days
 * of my reviews are read (a range of `study_reviews_user_reviewed_idx`), however long I have
 * studied. A longer streak reads as `upTo` or more.
 */
export async function studyProgressOf(db: Db, userId: string, now: Date, upTo: number) {
  const [settings] = await rowsOf<{ timeZone: string; reviews: number }>(
    db,
    sql`select time_zone as "timeZone", review_count as reviews from study_settings where user_id = ${userId}`,
  )
  if (!settings) return { reviews: 0, streak: 0 }
  // A day more than the streak can need: the first local day read may be cut, the last is today.
  const since = new Date(now.getTime() - (upTo + 1) * DAY)
  const days = await dailyCounts(db, userId, settings.timeZone, since)
  return { reviews: settings.reviews, streak: streaksFrom(days, localDate(now, settings.timeZone)).current }
}

/** Per book of my queue (or the one asked for): cards new, learning, in review; mature share; due now. */
export async function bookStats(
  db: Db,
  userId: string,
  now: Date,
  bookId?: string,
): Promise<BookStudyStats[]> {
  const rows = await rowsOf<{
    bookId: string
    title: string
    slug: string
    pointCount: number
    learning: number
    review: number
    mature: number
    seen: number
    due: number
  }>(
    db,
    sql`select b.id as "bookId", b.title, b.slug, b.point_count as "pointCount",
        count(c.point_id) filter (where c.state in (1, 3))::int as learning,
        count(c.point_id) filter (where c.state = 2)::int as review,
        count(c.point_id) filter (where c.state = 2 and c.scheduled_days >= ${MATURE_DAYS})::int as mature,
        count(c.point_id)::int as seen,
        count(c.point_id) filter (where c.due <= ${now.toISOString()}::timestamptz)::int as due
      from books b join (${queueBooksSql(userId, bookId)}) q on q.id = b.id
      left join study_cards c on c.user_id = ${userId} and c.book_id = b.id
      group by b.id order by b.title, b.id`,
  )
  return rows.map((row) => ({
    bookId: row.bookId,
    title: row.title,
    slug: row.slug,
    new: Math.max(0, row.pointCount - row.seen),
    learning: row.learning,
    review: row.review,
    mature: row.seen === 0 ? 0 : row.mature / row.seen,
    due: row.due,
  }))
}

/**
 * My statistics (decision 016): the year's reviews per day and streaks in my time zone, today's
 * reviews, true retention (reviews of cards in review state answered other than Again, over 30
 * days), the next 30 days' due reviews (today's with the overdue ones), and per book counts.
 */
export async function statsFor(
  db: Db,
  userId: string,
  timeZone: string,
  withBooks: boolean,
): Promise<StudyStats> {
  const now = clock.now()
  const today = localDate(now, timeZone)
  const all = await dailyCounts(db, userId, timeZone)
  const first = shiftDate(today, -(HEATMAP_DAYS - 1))
  const [retention] = await rowsOf<{ passed: number; reviews: number }>(
    db,
    sql`select count(*) filter (where rating > 1)::int as passed, count(*)::int as reviews
      from study_reviews where user_id = ${userId} and state = 2
        and reviewed_at >= ${new Date(now.getTime() - RETENTION_WINDOW_DAYS * DAY).toISOString()}::timestamptz`,
  )
  const dayStart = dayStartSql(now, timeZone)
  const forecastRows = await rowsOf<{ date: string; count: number }>(
    db,
    sql`select to_char(greatest(c.due, ${dayStart}) at time zone ${timeZone}, 'YYYY-MM-DD') as date, count(*)::int as count
      from study_cards c where c.user_id = ${userId} and c.state <> 0
        and c.book_id in (${queueBooksSql(userId)})
        and c.due < ${dayStart} + ${`${FORECAST_DAYS} days`}::interval
      group by 1 order by 1`,
  )
  const forecastBy = new Map(forecastRows.map((row) => [row.date, row.count]))
  const totalRows = await rowsOf<{ count: number }>(
    db,
    sql`select coalesce((select review_count from study_settings where user_id = ${userId}), 0)::int as count`,
  )
  return {
    timeZone,
    today,
    heatmap: all.filter((day) => day.date >= first && day.date <= today),
    streak: streaksFrom(all, today),
    reviewsToday: all.find((day) => day.date === today)?.count ?? 0,
    totalReviews: totalRows[0]?.count ?? 0,
    retention: {
      share: retention && retention.reviews > 0 ? retention.passed / retention.reviews : null,
      reviews: retention?.reviews ?? 0,
    },
    forecast: Array.from({ length: FORECAST_DAYS }, (_, index) => {
      const date = shiftDate(today, index)
      return { date, count: forecastBy.get(date) ?? 0 }
    }),
    books: withBooks ? await bookStats(db, userId, now) : null,
  }
}
