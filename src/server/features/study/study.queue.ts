import { type SQL, sql } from 'drizzle-orm'
import type { StudySettings } from '../../../shared/study'
import {
  NEW_PER_DAY_DEFAULT,
  RETENTION_DEFAULT,
  REVIEWS_PER_DAY_DEFAULT,
} from '../../../shared/study-constants'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { bookReadable } from '../../policy/visibility'
import { books } from '../../records/book.table'

/**
 * Which books feed my queue (decision 016): my own books and books shared with me unless I took
 * them out, and public books I added; always only while I may read them (a book made private,
 * banned, or a membership ended hides its cards and keeps their history).
 */
export function queueBooksSql(userId: string, bookId?: string): SQL {
  return sql`select ${books.id} as id from ${books}
    where ${books.id} in (
        select b2.id from books b2 where b2.owner_id = ${userId}
        union all select m.book_id from book_members m where m.user_id = ${userId}
        union all select s.book_id from study_books s where s.user_id = ${userId} and s.studying)
      and not exists (
        select 1 from study_books s where s.user_id = ${userId} and s.book_id = ${books.id} and not s.studying)
      and ${bookReadable.sql({ book: books, actorId: userId })}
      ${bookId ? sql`and ${books.id} = ${bookId}` : sql``}`
}

/** Midnight of `now`'s day in `timeZone`, as an instant. */
export const dayStartSql = (now: Date, timeZone: string) =>
  sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${timeZone}) at time zone ${timeZone})`

export interface QueueBook {
  id: string
  /** The soonest running exam timer covering it, if any. */
  examAt: Date | null
}

export interface TodayCounts {
  /** Cards seen for the first time today. */
  introduced: number
  /** Reviews of cards in review state today (what the review limit counts, as in Anki). */
  reviewed: number
  /** Every rating today. */
  all: number
}

/** What a day's plan starts from, read in one statement. */
export interface Day {
  settings: StudySettings
  dayStart: Date
  dayEnd: Date
  today: TodayCounts
  books: QueueBook[]
}

/**
 * My settings (defaults without a row), my day's bounds in my time zone, today's counts and my
 * queue's books with the soonest running exam of each: one round trip.
 */
export async function readDay(db: Db, userId: string, now: Date, bookId?: string): Promise<Day> {
  const at = sql`${now.toISOString()}::timestamptz`
  const [row] = await rowsOf<{
    newPerDay: number
    reviewsPerDay: number
    retention: number
    timeZone: string
    statsPublic: boolean
    addsBooks: boolean | null
    dayStart: Date | string
    dayEnd: Date | string
    introduced: number
    reviewed: number
    all: number
    books: { id: string; examAt: string | null }[] | string | null
  }>(
    db,
    sql`with st as (
        select coalesce(max(new_per_day), ${NEW_PER_DAY_DEFAULT})::int as "newPerDay",
          coalesce(max(reviews_per_day), ${REVIEWS_PER_DAY_DEFAULT})::int as "reviewsPerDay",
          coalesce(max(retention), ${RETENTION_DEFAULT})::float8 as retention,
          coalesce(max(time_zone), 'UTC') as "timeZone", coalesce(bool_or(stats_public), false) as "statsPublic",
          bool_or(adds_books) as "addsBooks"
        from study_settings where user_id = ${userId}),
      day as (
        select date_trunc('day', ${at} at time zone st."timeZone") at time zone st."timeZone" as "dayStart",
          (date_trunc('day', ${at} at time zone st."timeZone") + interval '1 day') at time zone st."timeZone" as "dayEnd"
        from st)
      select st.*, day.*, t.*,
        (select json_agg(json_build_object('id', q.id, 'examAt',
            (select min(t.expires_at) from timer_books tb join timers t on t.id = tb.timer_id
              where tb.book_id = q.id and t.owner_id = ${userId} and t.expires_at > ${at})))
          from (${queueBooksSql(userId, bookId)}) q) as books
      from st, day, lateral (
        select count(*) filter (where r.state = 0)::int as introduced,
          count(*) filter (where r.state = 2)::int as reviewed, count(*)::int as "all"
        from study_reviews r where r.user_id = ${userId} and r.reviewed_at >= day."dayStart") t`,
  )
  if (!row) throw new Error('the day statement answers one row')
  const books = (typeof row.books === 'string' ? JSON.parse(row.books) : row.books) ?? []
  return {
    settings: {
      newPerDay: row.newPerDay,
      reviewsPerDay: row.reviewsPerDay,
      retention: Math.round(row.retention * 1000) / 1000,
      timeZone: row.timeZone,
      statsPublic: row.statsPublic,
      addsBooks: row.addsBooks,
    },
    dayStart: new Date(row.dayStart),
    dayEnd: new Date(row.dayEnd),
    today: { introduced: row.introduced, reviewed: row.reviewed, all: row.all },
    books: (books as { id: string; examAt: string | null }[]).map((book) => ({
      id: book.id,
      examAt: book.examAt ? new Date(book.examAt) : null,
    })),
  }
}
