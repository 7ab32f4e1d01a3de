import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Page } from '../../../shared/pagination'
import { isId } from '../../../shared/params'
import type { FollowState, PeopleQuery, Person } from '../../../shared/social'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import { emit } from '../../events/emit'
import type { Actor } from '../../http/env'
import { AppError, notFound } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { authorVisible, bannedHidden } from '../../policy/visibility'
import { listPeople } from './people.query'
import { isBlockedBetween, lockPair, moveFollowCounts } from './relationship'
import { follows } from './social.table'

/**
 * The person `userId`, if the caller may see them (the author rule, ignoring blocks when
 * `blocksToo` is false so a block can be answered with its own 403). 404 otherwise.
 */
export async function visiblePerson(db: Db, actor: Actor | null, userId: string, blocksToo = true) {
  if (!isId(userId)) throw notFound()
  // The id as a value, not a column: a single-table select drops table names, which would
  // unbind the rule's correlated subqueries.
  const self = sql`${userId}::uuid`
  const rule = blocksToo ? authorVisible : bannedHidden
  const [row] = await db
    .select({ id: users.id, visible: rule.sql({ authorId: self, actorId: actor?.id ?? null }) })
    .from(users)
    .where(eq(users.id, userId))
  if (!row?.visible) throw notFound()
  return row
}

async function followerCountOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ count: users.followerCount }).from(users).where(eq(users.id, userId))
  return row?.count ?? 0
}

/** Idempotent. Refused for oneself (400) and across a block either way (403 `BLOCKED`). */
export async function follow(db: Db, actor: Actor, userId: string): Promise<FollowState> {
  await visiblePerson(db, actor, userId, false)
  if (userId === actor.id) throw new AppError('CANNOT_FOLLOW_SELF')
  const followerCount = await db.transaction(async (tx) => {
    await lockPair(tx, actor.id, userId)
    if (await isBlockedBetween(tx, actor.id, userId)) throw new AppError('BLOCKED')
    const inserted = await tx
      .insert(follows)
      .values({ followerId: actor.id, followeeId: userId, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning({ followeeId: follows.followeeId })
    if (inserted.length > 0) {
      await moveFollowCounts(tx, [
        { id: userId, followers: 1 },
        { id: actor.id, following: 1 },
      ])
      await emit(tx, { type: 'user.followed', followerId: actor.id, followeeId: userId })
    }
    return followerCountOf(tx, userId)
  })
  return { userId, isFollowing: true, followerCount }
}

/**
 * Idempotent: unfollowing someone I do not follow changes nothing. A banned person is not there
 * to unfollow (404): my following count already leaves them out (moderation/contributions.ts).
 */
export async function unfollow(db: Db, actor: Actor, userId: string): Promise<FollowState> {
  await visiblePerson(db, actor, userId, false)
  const followerCount = await db.transaction(async (tx) => {
    const found = await lockPair(tx, actor.id, userId)
    if (found < (userId === actor.id ? 1 : 2)) throw notFound()
    const removed = await tx
      .delete(follows)
      .where(and(eq(follows.followerId, actor.id), eq(follows.followeeId, userId)))
      .returning({ followeeId: follows.followeeId })
    if (removed.length > 0)
      await moveFollowCounts(tx, [
        { id: userId, followers: -1 },
        { id: actor.id, following: -1 },
      ])
    return followerCountOf(tx, userId)
  })
  return { userId, isFollowing: false, followerCount }
}

const LISTS = {
  /** Who follows them (follows_followee_created_idx). */
  followers: (userId: string) => ({ personId: follows.followerId, where: eq(follows.followeeId, userId) }),
  /** Whom they follow (follows_follower_created_idx). */
  following: (userId: string) => ({ personId: follows.followeeId, where: eq(follows.followerId, userId) }),
  /** Mutual follows: people they follow who follow them back. */
  friends: (userId: string) => ({
    personId: follows.followeeId,
    where: and(
      eq(follows.followerId, userId),
      sql`exists (select 1 from follows back where back.follower_id = ${follows.followeeId} and back.followee_id = ${userId})`,
    ) as SQL,
  }),
}

export type PeopleList = keyof typeof LISTS

/** How many friends `userId`'s friends list shows the caller: the list's rows, counted. */
export async function countFriends(db: Db, actorId: string | null, userId: string): Promise<number> {
  const { personId, where } = LISTS.friends(userId)
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(follows)
    .innerJoin(users, eq(users.id, personId))
    .where(and(where, authorVisible.sql({ authorId: users.id, actorId })))
  return row?.count ?? 0
}

/** One of a person's lists of people, newest follow first. */
export async function listPeopleOf(
  db: Db,
  actor: Actor | null,
  userId: string,
  list: PeopleList,
  query: PeopleQuery,
): Promise<Page<Person>> {
  await visiblePerson(db, actor, userId)
  return listPeople(db, actor?.id ?? null, query, {
    table: follows,
    createdAt: follows.createdAt,
    ...LISTS[list](userId),
  })
}
