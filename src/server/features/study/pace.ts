import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { bookReadable } from '../../policy/visibility'
import { books } from '../../records/book.table'
import { dayStartSql } from './study.queue'

const DAY = 24 * 60 * 60 * 1000

export interface TimerPace {
  timerId: string
  /** New points in its books I have not seen yet. */
  unseen: number
  /** New points a day to see them all before the day; null once it has passed or with no books. */
  pace: number | null
}

/**
 * The pace each of my running timers asks for: the points of its books (those I may still read)
 * not yet seen, plus those first seen today, over the days left counting today — so seeing
 * today's share does not lower today's figure.
 */
export async function timerPaces(db: Db, userId: string, now: Date, timeZone: string): Promise<TimerPace[]> {
  const rows = await rowsOf<{
    timerId: string
    expiresAt: Date | string
    unseen: number
    seenToday: number
    linked: number
  }>(
    db,
    sql`select t.id as "timerId", t.expires_at as "expiresAt",
        (select count(*)::int from timer_books tb where tb.timer_id = t.id) as linked,
        (select count(*)::int from points p join timer_books tb on tb.book_id = p.book_id and tb.timer_id = t.id
          join ${books} on ${books.id} = p.book_id
          where ${bookReadable.sql({ book: books, actorId: userId })}
            and not exists (select 1 from study_cards c where c.user_id = ${userId} and c.point_id = p.id)) as unseen,
        (select count(*)::int from study_reviews r join points p on p.id = r.point_id
          join timer_books tb on tb.book_id = p.book_id and tb.timer_id = t.id
          where r.user_id = ${userId} and r.state = 0 and r.reviewed_at >= ${dayStartSql(now, timeZone)}) as "seenToday"
      from timers t where t.owner_id = ${userId}`,
  )
  return rows.map((row) => {
    const left = new Date(row.expiresAt).getTime() - now.getTime()
    const days = Math.ceil(left / DAY)
    return {
      timerId: row.timerId,
      unseen: row.unseen,
      pace:
        row.linked === 0 || left <= 0 ? null : Math.ceil((row.unseen + row.seenToday) / Math.max(1, days)),
    }
  })
}

/** The highest pace among my running timers: the day's new-point limit rises to it. */
export async function examPace(db: Db, userId: string, now: Date, timeZone: string): Promise<number> {
  const paces = await timerPaces(db, userId, now, timeZone)
  return Math.max(0, ...paces.map((entry) => entry.pace ?? 0))
}
