import { and, eq, isNull, lte, or, sql } from 'drizzle-orm'
import type { MyProfile, ProfileUpdateInput, PublicProfile } from '../../../shared/accounts'
import { ONLINE_HEARTBEAT_SECONDS } from '../../../shared/constants'
import { isId } from '../../../shared/params'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { emit } from '../../events/emit'
import type { Actor } from '../../http/env'
import { AppError, notFound } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { bannedHidden } from '../../policy/visibility'
import { countFriends } from '../social/follow.service'
import { relationshipFields, toRelationship } from '../social/relationship'
import { readSettings } from '../study/study.service'
import { toMyProfile, toPublicProfile } from './profile.presenter'

type UserRow = typeof users.$inferSelect

export async function findUser(db: Db, id: string) {
  if (!isId(id)) return undefined
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

/**
 * A person's profile with where the caller stands with them. A banned person is gone for
 * everyone else but admins (404); a block leaves the profile readable (so it can be undone there) but
 * hides their posts and comments (policy/visibility.ts).
 */
async function presentProfile(db: Db, actor: Actor | null, row: UserRow | undefined): Promise<PublicProfile> {
  const actorId = actor?.id ?? null
  if (!row) throw notFound()
  // An admin still finds a banned person, to lift the ban from their profile.
  const isShown =
    bannedHidden.test({ isSelf: actorId === row.id, authorBanned: row.banned, blocked: false }) ||
    actor?.role === 'admin'
  if (!isShown) throw notFound()
  const statsShown = (await readSettings(db, row.id)).statsPublic
  const friendCount = await countFriends(db, actorId, row.id)
  if (!actorId || actorId === row.id) return toPublicProfile(row, null, statsShown, friendCount)
  const [relation] = await db
    .select(relationshipFields(actorId, sql`${row.id}::uuid`))
    .from(users)
    .where(eq(users.id, row.id))
  const relationship = relation ? toRelationship(actorId, row.id, relation) : null
  return toPublicProfile(row, relationship, statsShown, friendCount)
}

export async function getPublicProfile(db: Db, actor: Actor | null, id: string): Promise<PublicProfile> {
  return presentProfile(db, actor, await findUser(db, id))
}

export async function getProfileByUsername(
  db: Db,
  actor: Actor | null,
  username: string,
): Promise<PublicProfile> {
  const [row] = await db.select().from(users).where(eq(users.username, username.trim().toLowerCase()))
  return presentProfile(db, actor, row)
}

export async function getMyProfile(db: Db, actor: Actor): Promise<MyProfile> {
  const row = await findUser(db, actor.id)
  if (!row) throw notFound()
  return toMyProfile(row)
}

export async function updateMyProfile(db: Db, actor: Actor, input: ProfileUpdateInput): Promise<MyProfile> {
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: clock.now() }
  if (input.name !== undefined) changes.name = input.name
  if (input.bio !== undefined) changes.bio = input.bio
  if (input.username !== undefined) {
    changes.username = input.username.toLowerCase()
    changes.displayUsername = input.username
  }
  try {
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx.update(users).set(changes).where(eq(users.id, actor.id)).returning()
      if (updated) await emit(tx, { type: 'profile.updated', userId: actor.id })
      return updated
    })
    if (!row) throw notFound()
    return toMyProfile(row)
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_key')) throw new AppError('USERNAME_TAKEN')
    throw error
  }
}

/**
 * Adds 10 s of online time at most once per 10 s. `onlineCreditedAt` is how far credit has been
 * given: a beat counts only when credit lags the clock by 9 s or more (a second of network jitter
 * is forgiven), and credit then moves on by exactly 10 s, so it never runs ahead of wall time.
 * One atomic UPDATE: concurrent beats cannot both count.
 */
export async function recordHeartbeat(
  db: Db,
  actor: Actor,
): Promise<{ onlineDuration: number; counted: boolean }> {
  const now = clock.now()
  const at = sql`${now.toISOString()}::timestamptz`
  const step = sql`interval '${sql.raw(String(ONLINE_HEARTBEAT_SECONDS))} seconds'`
  const [counted] = await db
    .update(users)
    .set({
      onlineDuration: sql`${users.onlineDuration} + ${ONLINE_HEARTBEAT_SECONDS}`,
      onlineCreditedAt: sql`case when ${users.onlineCreditedAt} is null or ${users.onlineCreditedAt} < ${at} - 2 * ${step} then ${at} else ${users.onlineCreditedAt} + ${step} end`,
    })
    .where(
      and(
        eq(users.id, actor.id),
        or(isNull(users.onlineCreditedAt), lte(users.onlineCreditedAt, sql`${at} - interval '9 seconds'`)),
      ),
    )
    .returning({ onlineDuration: users.onlineDuration })
  if (counted) return { onlineDuration: counted.onlineDuration, counted: true }
  const row = await findUser(db, actor.id)
  if (!row) throw notFound()
  return { onlineDuration: row.onlineDuration, counted: false }
}
