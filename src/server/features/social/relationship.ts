import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import type { Relationship } from '../../../shared/social'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { blockedBetween } from '../../policy/visibility'

/**
 * Where `actorId` stands with the person in `userId`, as four booleans in one select; null
 * when signed out or it is the actor (the presenter decides that).
 */
export function relationshipFields(actorId: string | null, userId: AnyColumn | SQL) {
  if (!actorId) {
    const no = sql<boolean>`false`
    return { isFollowing: no, followsMe: no, isBlocking: no, blocksMe: no }
  }
  return {
    isFollowing: sql<boolean>`exists (select 1 from follows f where f.follower_id = ${actorId} and f.followee_id = ${userId})`,
    followsMe: sql<boolean>`exists (select 1 from follows f where f.follower_id = ${userId} and f.followee_id = ${actorId})`,
    isBlocking: sql<boolean>`exists (select 1 from blocks b where b.blocker_id = ${actorId} and b.blocked_id = ${userId})`,
    blocksMe: sql<boolean>`exists (select 1 from blocks b where b.blocker_id = ${userId} and b.blocked_id = ${actorId})`,
  }
}

export function toRelationship(
  actorId: string | null,
  userId: string,
  row: Relationship,
): Relationship | null {
  if (!actorId || actorId === userId) return null
  return {
    isFollowing: row.isFollowing,
    followsMe: row.followsMe,
    isBlocking: row.isBlocking,
    blocksMe: row.blocksMe,
  }
}

/** Whether either of the two blocked the other. */
export async function isBlockedBetween(db: Db, a: string, b: string): Promise<boolean> {
  const rows = await rowsOf<{ blocked: boolean }>(
    db,
    sql`select ${blockedBetween(sql`${a}::uuid`, sql`${b}::uuid`)} as blocked`,
  )
  return Boolean(rows[0]?.blocked)
}

/**
 * Locks the two people's rows, always in id order, for a change between them (follow, unfollow,
 * block): two such changes on one pair wait for each other instead of interleaving (a follow
 * slipping in after a block), and changes on crossing pairs cannot deadlock. `NO KEY UPDATE`, as
 * `notify` takes: a plain `FOR UPDATE` would also wait for the key-share locks that every like
 * and comment takes on its writer's row (foreign keys), and a like by one of the pair, waiting in
 * turn to notify the other, deadlocked with it (counts.test on PostgreSQL).
 */
export async function lockPair(tx: Db, a: string, b: string): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`select id from users where id in (${a}, ${b}) order by id for no key update`,
  )
  return rows.length
}

/** Moves people's follow counts by the given steps, in id order (see lockPair). */
export async function moveFollowCounts(
  tx: Db,
  changes: { id: string; followers?: number; following?: number }[],
): Promise<void> {
  for (const change of [...changes].sort((x, y) => (x.id < y.id ? -1 : 1))) {
    const followers = change.followers ?? 0
    const following = change.following ?? 0
    if (!followers && !following) continue
    await tx.execute(
      sql`update users set follower_count = follower_count + ${followers}, following_count = following_count + ${following} where id = ${change.id}`,
    )
  }
}
