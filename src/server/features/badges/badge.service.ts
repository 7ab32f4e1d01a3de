import { and, eq } from 'drizzle-orm'
import { BADGES, type Badge } from '../../../shared/badge-constants'
import type { BadgeList, TitleInput } from '../../../shared/notifications'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import type { Actor } from '../../http/env'
import { AppError } from '../../lib/app-error'
import { visiblePerson } from '../social/follow.service'
import { userBadges } from './badge.table'

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
