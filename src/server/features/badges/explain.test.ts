import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { BadgeCatalogue } from '../../../shared/badges'
import { setupTestApp } from '../../test/app'
import { explain, statementsOf } from '../../test/explain'
import { caller } from '../../test/fixtures'
import { createPost } from '../../test/posts'
import { createUser } from '../../test/users'

// My progress toward every badge must cost a few reads by key and one bounded range of my own
// review log, however much I and everyone else have written and studied: the post count is the
// counter on my row (no posts are counted), the reviews the counter of my study settings, and the
// streak reads only as many days of my log as the longest streak badge asks. The log is shaped as
// in use: many people, each with a year of reviews. Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.

const ctx = await setupTestApp()
const call = caller(ctx)
const { db } = ctx.deps.database

const PEOPLE = 30
const DAYS = 365
const PER_DAY = 10
const INDEX = 'study_reviews_user_reviewed_idx'

describe('my progress toward the badges', () => {
  it(`reads counters and a range of ${INDEX} no longer than the longest streak badge`, async () => {
    const me = await createUser(ctx)
    await createPost(ctx, me)
    await db.execute(sql`
      insert into users (id, name, email, email_verified, username, display_username, post_count)
      select gen_random_uuid(), 'Student ' || i, 'student' || i || '@explain.test', true, 'student_' || i, 'student_' || i, 50
      from generate_series(1, ${PEOPLE - 1}::int) i`)
    await db.execute(sql`
      insert into study_settings (user_id, review_count)
      select id, ${DAYS * PER_DAY}::int from users where id = ${me.id} or email like '%@explain.test'`)
    // A year of ten reviews a day each, up to now (the point is gone: the log keeps the day).
    await db.execute(sql`
      insert into study_reviews (id, user_id, point_id, rating, state, due, stability, difficulty,
          elapsed_days, last_elapsed_days, scheduled_days, learning_steps, reviewed_at)
        select gen_random_uuid(), s.user_id, null, 3, 2, now(), 10, 5, 1, 1, 1, 0,
          now() - d * interval '1 day' - i * interval '1 minute'
        from study_settings s cross join generate_series(0, ${DAYS - 1}::int) d
          cross join generate_series(1, ${PER_DAY}::int) i`)
    for (const table of ['users', 'study_settings', 'study_reviews', 'user_badges'])
      await db.execute(sql.raw(`analyze ${table}`))

    let catalogue: BadgeCatalogue | undefined
    const statements = await statementsOf(ctx.deps.database, async () => {
      const reply = await call<BadgeCatalogue>(me, 'GET', '/badges')
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      catalogue = reply.body
    })
    const progress = Object.fromEntries((catalogue?.items ?? []).map((badge) => [badge.id, badge.progress]))
    expect(progress.posting_master).toEqual({ current: 1, target: 10 })
    expect(progress.study_streak_100).toEqual({ current: 100, target: 100 })
    expect(progress.reviews_1000).toEqual({ current: 1000, target: 1000 })

    // No statement reads the posts.
    expect(statements.filter((s) => /\bposts\b/.test(s.text)).map((s) => s.text)).toEqual([])
    const log = statements.filter((s) => /\bstudy_reviews\b/.test(s.text))
    expect(log).toHaveLength(1)
    const plan = await explain(ctx.deps.database, log[0] as (typeof log)[number])
    expect(plan, plan).toContain(INDEX)
    expect(plan, plan).toMatch(/Index Cond: .*reviewed_at >=/)
    expect(plan, plan).not.toMatch(/Seq Scan on study_reviews/)
    // At most the longest streak's days (and the one cut at its start) of my reviews: not my
    // year of them, nor anyone else's.
    const read = Math.max(
      ...[...plan.matchAll(/actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/g)].map((m) => Number(m[1])),
    )
    expect(read, plan).toBeLessThanOrEqual(102 * PER_DAY)
  })
})
