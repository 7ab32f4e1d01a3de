import { sql } from 'drizzle-orm'
import type { Badge } from '../../../shared/badge-constants'
import type { BadgeCriterion } from '../../../shared/badges'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { clock } from '../../lib/clock'
import { notify } from '../notifications/notify'

/** What a person just did, with the counts a rule may look at. */
export type BadgeEvent =
  | { kind: 'signed-up' }
  | { kind: 'posted'; postCount: number }
  /** A review: the current streak of days with ten reviews or more, and all reviews so far. */
  | { kind: 'studied'; streak: number; reviews: number }

/** A badge's rule: what it counts and how many earn it (`null`: it counts nothing). */
export interface BadgeRule {
  badge: Badge
  criterion: BadgeCriterion
  threshold: number | null
}

/**
 * Every badge and when it is earned: one entry per badge, in the order of `BADGES`. The same
 * table says what the catalogue (`GET /api/badges`) shows and measures progress against.
 * Rules run in the transaction of the event, after its counts moved.
 */
export const BADGE_RULES: readonly BadgeRule[] = [
  { badge: 'new_user', criterion: 'sign-up', threshold: null },
  { badge: 'posting_master', criterion: 'posts', threshold: 10 },
  { badge: 'study_streak_7', criterion: 'streak', threshold: 7 },
  { badge: 'study_streak_30', criterion: 'streak', threshold: 30 },
  { badge: 'study_streak_100', criterion: 'streak', threshold: 100 },
  { badge: 'reviews_1000', criterion: 'reviews', threshold: 1000 },
]

/** Whether the event, with its counts, earns the rule's badge. */
function earns({ criterion, threshold }: BadgeRule, event: BadgeEvent): boolean {
  const reached = (count: number) => threshold !== null && count >= threshold
  switch (criterion) {
    case 'sign-up':
      return event.kind === 'signed-up'
    case 'posts':
      return event.kind === 'posted' && reached(event.postCount)
    case 'streak':
      return event.kind === 'studied' && reached(event.streak)
    case 'reviews':
      return event.kind === 'studied' && reached(event.reviews)
  }
}

/**
 * Awards every badge the event earns and not yet held, each with a `badge` notification, in the
 * caller's transaction. The key (user, badge) makes a second award a no-op, so two concurrent
 * tenth posts award it once.
 */
export async function awardBadges(tx: Db, userId: string, event: BadgeEvent): Promise<Badge[]> {
  const awarded: Badge[] = []
  for (const rule of BADGE_RULES) {
    if (!earns(rule, event)) continue
    const inserted = await rowsOf<{ badge: Badge }>(
      tx,
      sql`insert into user_badges (user_id, badge, awarded_at) values (${userId}, ${rule.badge}, ${clock.now()})
        on conflict do nothing returning badge`,
    )
    if (inserted.length === 0) continue
    awarded.push(rule.badge)
    await notify(tx, [userId], {
      type: 'badge',
      actorId: null,
      title: rule.badge,
      link: `/id/${userId}`,
      dedupeKey: `badge:${rule.badge}`,
    })
  }
  return awarded
}

/** Sign-up: the welcome, and the new user's badge, together. */
export async function welcome(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await notify(tx, [userId], { type: 'welcome', actorId: null, link: '/mine', dedupeKey: 'welcome' })
    await awardBadges(tx, userId, { kind: 'signed-up' })
  })
}
