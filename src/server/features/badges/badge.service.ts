import { and, eq } from 'drizzle-orm'
import { BADGES, type Badge, badgeKey } from '../../../shared/badge-constants'
import type { BadgeCatalogue, BadgeCriterion, BadgeEntry } from '../../../shared/badges'
import type { BadgeList, TitleInput } from '../../../shared/notifications'
import { STREAK_DAY_REVIEWS } from '../../../shared/study-constants'
import badgesEn from '../../../web/i18n/badges.en.json'
import en from '../../../web/i18n/en.json'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import type { Actor } from '../../http/env'
import { AppError } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { visiblePerson } from '../social/follow.service'
import { studyProgressOf } from '../study/study.stats'
import { userBadges } from './badge.table'
import { BADGE_RULES, type BadgeRule } from './badges'

const order = (badge: Badge) => BADGES.indexOf(badge)

/**
 * The badges someone earned (in the order of the badge table) and the one they show: visible
 * wherever their profile is (a block leaves the profile readable, with a note; a ban does not).
 */
export async function listBadges(db: Db, actor: Actor | null, userId: string): Promise<BadgeList> {
  await visiblePerson(db, actor, userId, false)
  const rows = await db
    .select({ badge: userBadges.badge, awardedAt: userBadges.awardedAt })
    .from(userBadges)
    .where(eq(userBadges.userId, userId))
  const [user] = await db.select({ title: users.title }).from(users).where(eq(users.id, userId))
  return {
    items: rows
      .sort((a, b) => order(a.badge) - order(b.badge))
      .map((row) => ({ badge: row.badge, awardedAt: row.awardedAt.toISOString() })),
    title: BADGES.find((badge) => badge === user?.title) ?? null,
  }
}

/** Shows an earned badge beside my name everywhere, or none. */
export async function setTitle(db: Db, actor: Actor, input: TitleInput): Promise<BadgeList> {
  await db.transaction(async (tx) => {
    if (input.badge) {
      const [held] = await tx
        .select({ badge: userBadges.badge })
        .from(userBadges)
        .where(and(eq(userBadges.userId, actor.id), eq(userBadges.badge, input.badge)))
      if (!held) throw new AppError('VALIDATION_FAILED', undefined, [{ path: 'badge', code: 'not-earned' }])
    }
    await tx.update(users).set({ title: input.badge }).where(eq(users.id, actor.id))
  })
  return listBadges(db, actor, actor.id)
}

/** The longest streak a badge asks for: all the catalogue's progress ever reads of the log. */
const STREAK_MAX = Math.max(
  0,
  ...BADGE_RULES.filter((rule) => rule.criterion === 'streak').map((rule) => rule.threshold ?? 0),
)

/**
 * A badge's name and how it is earned, in English, from the app's own catalogs (the one place
 * its words are written); the app shows them in the reader's language from `id` and `criterion`.
 */
function englishOf(rule: BadgeRule): { name: string; description: string } {
  const name = en.badges[badgeKey(rule.badge).replace('badges.', '') as keyof typeof en.badges]
  const values: Record<string, string> = {
    n: (rule.threshold ?? 0).toLocaleString('en-US'),
    min: String(STREAK_DAY_REVIEWS),
  }
  const description = badgesEn.badges.earn[rule.criterion].replace(
    /\{\{(\w+)\}\}/g,
    (_, key: string) => values[key] ?? '',
  )
  return { name, description }
}

/** My counts a badge's progress reads: each one row read by its key, none a scan. */
async function countsOf(db: Db, userId: string): Promise<Record<Exclude<BadgeCriterion, 'sign-up'>, number>> {
  const [user] = await db.select({ postCount: users.postCount }).from(users).where(eq(users.id, userId))
  const study = await studyProgressOf(db, userId, clock.now(), STREAK_MAX)
  return { posts: user?.postCount ?? 0, streak: study.streak, reviews: study.reviews }
}

/**
 * Every badge there is (`GET /api/badges`), as Discourse's /badges lists them: what it is and
 * how it is earned, for anyone; for a signed-in caller also whether they have it, since when,
 * and how far they are toward a countable one.
 */
export async function badgeCatalogue(db: Db, actor: Actor | null): Promise<BadgeCatalogue> {
  const mine = actor ? await earnedBy(db, actor.id) : new Map<Badge, Date>()
  const counts = actor ? await countsOf(db, actor.id) : null
  const items = BADGE_RULES.map((rule): BadgeEntry => {
    const earnedAt = mine.get(rule.badge)
    const target = rule.threshold
    const count = rule.criterion === 'sign-up' || !counts ? null : counts[rule.criterion]
    return {
      id: rule.badge,
      ...englishOf(rule),
      criterion: rule.criterion,
      threshold: target,
      earned: earnedAt !== undefined,
      earnedAt: earnedAt?.toISOString() ?? null,
      progress: count === null || target === null ? null : { current: Math.min(count, target), target },
    }
  })
  return { items, nextCursor: null }
}

async function earnedBy(db: Db, userId: string): Promise<Map<Badge, Date>> {
  const rows = await db
    .select({ badge: userBadges.badge, awardedAt: userBadges.awardedAt })
    .from(userBadges)
    .where(eq(userBadges.userId, userId))
  return new Map(rows.map((row) => [row.badge, row.awardedAt]))
}
