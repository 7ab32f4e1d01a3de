import { and, eq, or } from 'drizzle-orm'
import type { Page } from '../../../shared/pagination'
import type { BlockState, PeopleQuery, Person } from '../../../shared/social'
import type { Db } from '../../db/client'
import { emit } from '../../events/emit'
import type { Actor } from '../../http/env'
import { AppError } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { visiblePerson } from './follow.service'
import { listPeople } from './people.query'
import { lockPair, moveFollowCounts } from './relationship'
import { blocks, follows } from './social.table'

/**
 * Idempotent. A block removes the follows both ways, with their counts, in its transaction, and
 * records `user.blocked` there, so what else the two shared ends with it (the books shared
 * between them: books/subscriber.ts); from then on the author rule keeps the two apart
 * (policy/visibility.ts, decisions 011 and 023).
 */
export async function block(db: Db, actor: Actor, userId: string): Promise<BlockState> {
  await visiblePerson(db, actor, userId, false)
  if (userId === actor.id) throw new AppError('CANNOT_BLOCK_SELF')
  await db.transaction(async (tx) => {
    await lockPair(tx, actor.id, userId)
    const inserted = await tx
      .insert(blocks)
      .values({ blockerId: actor.id, blockedId: userId, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning({ blockedId: blocks.blockedId })
    const removed = await tx
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, actor.id), eq(follows.followeeId, userId)),
          and(eq(follows.followerId, userId), eq(follows.followeeId, actor.id)),
        ),
      )
      .returning()
    const changes = new Map<string, { id: string; followers: number; following: number }>()
    const change = (id: string) => {
      const found = changes.get(id) ?? { id, followers: 0, following: 0 }
      changes.set(id, found)
      return found
    }
    for (const row of removed) {
      change(row.followerId).following -= 1
      change(row.followeeId).followers -= 1
    }
    await moveFollowCounts(tx, [...changes.values()])
    if (inserted.length > 0) await emit(tx, { type: 'user.blocked', blockerId: actor.id, blockedId: userId })
  })
  return { userId, isBlocking: true }
}

/** Idempotent. Unblocking restores nothing: follows stay removed. */
export async function unblock(db: Db, actor: Actor, userId: string): Promise<BlockState> {
  await visiblePerson(db, actor, userId, false)
  await db.delete(blocks).where(and(eq(blocks.blockerId, actor.id), eq(blocks.blockedId, userId)))
  return { userId, isBlocking: false }
}

/** The people I blocked, newest first (blocks_blocker_created_idx); a banned one still shows. */
export async function listMyBlocks(db: Db, actor: Actor, query: PeopleQuery): Promise<Page<Person>> {
  return listPeople(db, actor.id, query, {
    table: blocks,
    createdAt: blocks.createdAt,
    personId: blocks.blockedId,
    where: eq(blocks.blockerId, actor.id),
    showHidden: true,
  })
}
