import { sql } from 'drizzle-orm'
import type { Badge } from '../../../shared/badge-constants'
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

const streakOf = (days: number) => (event: BadgeEvent) => event.kind === 'studied' && event.streak >= days

/**
 * Every badge and when it is earned: one entry per badge.
 * Rules run in the transaction of the event, after its counts moved.
 */
const BADGE_RULES: readonly { badge: Badge; earned: (event: BadgeEvent) => boolean }[] = [
  { badge: 'new_user', earned: (event) => event.kind === 'signed-up' },
  { badge: 'posting_master', earned: (event) => event.kind === 'posted' && event.postCount >= 10 },
  { badge: 'study_streak_7', earned: streakOf(7) },
  { badge: 'study_streak_30', earned: streakOf(30) },
  { badge: 'study_streak_100', earned: streakOf(100) },
  { badge: 'reviews_1000', earned: (event) => event.kind === 'studied' && event.reviews >= 1000 },
]

/**
 * Awards every badge the event earns and not yet held, each with a `badge` notification, in the
 * caller's transaction. The key (user, badge) makes a second award a no-op, so two concurrent
 * tenth posts award it once.
 */
export async function awardBadges(tx: Db, userId: string, event: BadgeEvent): Promise<Badge[]> {
  const awarded: Badge[] = []
  for (const rule of BADGE_RULES) {
    if (!rule.earned(event)) continue
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
