import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * Durable work recorded in the transaction of the action that causes it and done after commit
 * (decision 012): a post's fan-out to its author's followers. A worker claims one job at a time
 * with `FOR UPDATE SKIP LOCKED`, does one batch and moves `cursor` in the same transaction, so a
 * crash resumes after the last committed batch and two processes never do one batch twice.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    cursor: text(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    runAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('jobs_pending_idx').on(t.runAfter, t.createdAt).where(sql`${t.doneAt} is null`)],
)
