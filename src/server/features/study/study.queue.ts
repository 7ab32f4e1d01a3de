import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { bookReadable } from '../../policy/visibility'
import { books } from '../books/book.table'

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

/** My queue's books, each with the soonest running exam it is linked to. */
export async function queueBooks(db: Db, userId: string, now: Date, bookId?: string): Promise<QueueBook[]> {
  const rows = await rowsOf<{ id: string; examAt: Date | string | null }>(
    db,
    sql`select q.id, (select min(t.expires_at) from timer_books tb join timers t on t.id = tb.timer_id
          where tb.book_id = q.id and t.owner_id = ${userId} and t.expires_at > ${now.toISOString()}::timestamptz
        ) as "examAt"
      from (${queueBooksSql(userId, bookId)}) q`,
  )
  return rows.map((row) => ({ id: row.id, examAt: row.examAt ? new Date(row.examAt) : null }))
}

export interface TodayCounts {
  /** Cards seen for the first time today. */
  introduced: number
  /** Reviews of cards in review state today (what the review limit counts, as in Anki). */
  reviewed: number
  /** Every rating today. */
  all: number
}

export async function todayCounts(db: Db, userId: string, dayStart: SQL): Promise<TodayCounts> {
  const [row] = await rowsOf<{ introduced: number; reviewed: number; all: number }>(
    db,
    sql`select count(*) filter (where state = 0)::int as introduced,
        count(*) filter (where state = 2)::int as reviewed, count(*)::int as "all"
      from study_reviews where user_id = ${userId} and reviewed_at >= ${dayStart}`,
  )
  return row ?? { introduced: 0, reviewed: 0, all: 0 }
}
