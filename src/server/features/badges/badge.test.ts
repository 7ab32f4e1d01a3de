import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { BADGES } from '../../../shared/badge-constants'
import type { BadgeCatalogue, BadgeEntry } from '../../../shared/badges'
import { clock } from '../../lib/clock'
import { setupTestApp } from '../../test/app'
import { atTime, caller, newBook, newPoint } from '../../test/fixtures'
import { createPost } from '../../test/posts'
import { createUser, type TestUser } from '../../test/users'
import { BADGE_RULES } from './badges'

const ctx = await setupTestApp()
const call = caller(ctx)
const DAY = 24 * 60 * 60 * 1000

async function catalogue(who: TestUser | null): Promise<Record<string, BadgeEntry>> {
  const reply = await call<BadgeCatalogue>(who, 'GET', '/badges')
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  expect(reply.body.items.map((badge) => badge.id)).toEqual([...BADGES])
  expect(reply.body.nextCursor).toBeNull()
  return Object.fromEntries(reply.body.items.map((badge) => [badge.id, badge]))
}

/** A rating as the web app sends it, with an Idempotency-Key of its own. */
async function rate(user: TestUser, pointId: string) {
  const response = await ctx.app.request('/api/study/reviews', {
    method: 'POST',
    headers: {
      Origin: ctx.config.publicUrl,
      Cookie: user.cookie,
      'Content-Type': 'application/json',
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify({ pointId, rating: 'again' }),
  })
  expect(response.status, await response.clone().text()).toBe(201)
}

async function pointOf(owner: TestUser): Promise<string> {
  const book = await newBook(call, owner, { visibility: 'private' })
  return (await newPoint(call, owner, book.id, { hiddenContent: 'Answer' })).id
}

describe('the badge catalogue', () => {
  it('is the table the awards follow: every badge once, in the order profiles show them', () => {
    expect(BADGE_RULES.map((rule) => rule.badge)).toEqual([...BADGES])
  })

  it('shows a new person every badge, how it is earned, the sign-up one earned and the rest at 0', async () => {
    const me = await createUser(ctx)
    const badges = await catalogue(me)
    expect(badges.new_user).toMatchObject({
      name: 'New user',
      description: 'Join Pointbook.',
      criterion: 'sign-up',
      threshold: null,
      earned: true,
      progress: null,
    })
    expect(Date.parse(badges.new_user?.earnedAt ?? '')).not.toBeNaN()
    expect(badges.posting_master).toEqual({
      id: 'posting_master',
      name: 'Posting master',
      description: 'Publish 10 posts.',
      criterion: 'posts',
      threshold: 10,
      earned: false,
      earnedAt: null,
      progress: { current: 0, target: 10 },
    })
    expect(badges.study_streak_30).toMatchObject({
      description: 'Study 30 days in a row, with 10 reviews or more each day.',
      criterion: 'streak',
      threshold: 30,
      earned: false,
      progress: { current: 0, target: 30 },
    })
    expect(badges.reviews_1000).toMatchObject({
      description: 'Complete 1,000 reviews.',
      criterion: 'reviews',
      earned: false,
      progress: { current: 0, target: 1000 },
    })
  })

  it('shows a visitor the catalogue with nothing of anyone’s', async () => {
    await createUser(ctx)
    const badges = Object.values(await catalogue(null))
    expect(badges.map((badge) => [badge.earned, badge.earnedAt, badge.progress])).toEqual(
      BADGES.map(() => [false, null, null]),
    )
    expect(badges.map((badge) => badge.threshold)).toEqual([null, 10, 7, 30, 100, 1000])
  })

  it('moves with my posts, and shows the posting badge earned, with its date, at the tenth', async () => {
    const me = await createUser(ctx)
    const other = await createUser(ctx)
    for (let index = 0; index < 3; index += 1) await createPost(ctx, me)
    await createPost(ctx, other)
    expect((await catalogue(me)).posting_master).toMatchObject({
      earned: false,
      progress: { current: 3, target: 10 },
    })
    const tenth = Date.UTC(2026, 10, 20, 9, 30)
    for (let index = 0; index < 6; index += 1) await createPost(ctx, me)
    await atTime(tenth, () => createPost(ctx, me))
    const earned = (await catalogue(me)).posting_master
    expect(earned).toMatchObject({
      earned: true,
      earnedAt: new Date(tenth).toISOString(),
      progress: { current: 10, target: 10 },
    })
    // Someone else's catalogue is their own.
    expect((await catalogue(other)).posting_master?.progress).toEqual({ current: 1, target: 10 })
    // Past the threshold the progress stays full.
    await createPost(ctx, me)
    expect((await catalogue(me)).posting_master?.progress).toEqual({ current: 10, target: 10 })
  })

  it('counts my reviews and my streak of days with ten of them, as study statistics do', async () => {
    const me = await createUser(ctx)
    const point = await pointOf(me)
    const start = Date.UTC(2026, 10, 1, 12, 0, 0)
    for (let day = 0; day < 3; day += 1)
      for (let index = 0; index < 10; index += 1)
        await atTime(start + day * DAY + index * 1000, () => rate(me, point))
    // The third day is today: the streak is three days, and it holds through the next day until
    // that day is over.
    for (const time of [start + 2 * DAY + 3_600_000, start + 3 * DAY + 3_600_000]) {
      const badges = await atTime(time, () => catalogue(me))
      expect(badges.study_streak_7?.progress).toEqual({ current: 3, target: 7 })
      expect(badges.study_streak_100?.progress).toEqual({ current: 3, target: 100 })
      expect(badges.reviews_1000?.progress).toEqual({ current: 30, target: 1000 })
    }
    // A day missed ends it.
    const later = await atTime(start + 4 * DAY + 3_600_000, () => catalogue(me))
    expect(later.study_streak_7?.progress).toEqual({ current: 0, target: 7 })
    expect(later.reviews_1000?.progress).toEqual({ current: 30, target: 1000 })
  })

  it('reads a streak longer than any badge asks as full, from the last hundred days only', async () => {
    const me = await createUser(ctx)
    const point = await pointOf(me)
    const start = Date.UTC(2026, 0, 1, 12, 0, 0)
    // 102 days of ten reviews each, written straight into the log (a review costs a request).
    await ctx.database.db.execute(sql`
      insert into study_reviews (id, user_id, point_id, rating, state, due, stability, difficulty,
          elapsed_days, last_elapsed_days, scheduled_days, learning_steps, reviewed_at)
        select gen_random_uuid(), ${me.id}, ${point}, 1, 0, now(), 1, 5, 0, 0, 0, 0,
          ${new Date(start).toISOString()}::timestamptz + d * interval '1 day' + i * interval '1 second'
        from generate_series(0, 101) d cross join generate_series(1, 10) i`)
    await ctx.database.db.execute(
      sql`insert into study_settings (user_id, review_count) values (${me.id}, 1020)`,
    )
    const badges = await atTime(start + 101 * DAY + 3_600_000, () => catalogue(me))
    expect(badges.study_streak_100?.progress).toEqual({ current: 100, target: 100 })
    expect(badges.reviews_1000?.progress).toEqual({ current: 1000, target: 1000 })
  })

  it('shows the 1,000-reviews badge earned, with its date, once the thousandth review is in', async () => {
    const me = await createUser(ctx)
    const point = await pointOf(me)
    await rate(me, point)
    // 998 earlier reviews, as the counter knows them.
    await ctx.database.db.execute(sql`update study_settings set review_count = 998 where user_id = ${me.id}`)
    await rate(me, point)
    expect((await catalogue(me)).reviews_1000).toMatchObject({
      earned: false,
      progress: { current: 999, target: 1000 },
    })
    // A minute on (a review before the card's last one is not one the scheduler takes).
    const thousandth = Math.ceil(clock.now().getTime() / 1000) * 1000 + 60_000
    await atTime(thousandth, () => rate(me, point))
    expect((await catalogue(me)).reviews_1000).toMatchObject({
      earned: true,
      earnedAt: new Date(thousandth).toISOString(),
      progress: { current: 1000, target: 1000 },
    })
  })
})
