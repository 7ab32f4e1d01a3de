import { and, eq, sql } from 'drizzle-orm'
import type { StarKind, StarState } from '../../../shared/stars'
import type { Db } from '../../db/client'
import type { Actor } from '../../http/env'
import { notFound } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { newId } from '../../lib/ids'
import { books } from '../../records/book.table'
import { points } from '../../records/point.table'
import { posts } from '../../records/post.table'
import { bookFactsFor } from '../books/book.lookup'
import { pointFor } from '../points/point.lookup'
import { interactablePost, postFor } from '../posts/post.service'
import { canStar } from './star.policy'
import { stars } from './star.table'

/**
 * The starred thing, once the caller may see it (the route refuses an unknown kind). Starring a
 * post is acting on it, as a like is: refused across a block with its author (403 `BLOCKED`);
 * taking a star back never is.
 */
async function targetOf(db: Db, actor: Actor, kind: StarKind, id: string, starring: boolean) {
  if (kind === 'book') {
    const { facts } = await bookFactsFor(db, actor, id, canStar)
    return { kind, id: facts.id, table: books, column: stars.bookId, key: { bookId: facts.id } } as const
  }
  if (kind === 'post') {
    const row = starring ? await interactablePost(db, actor, id) : await postFor(db, actor, id)
    const postId = row.post.id
    return { kind, id: postId, table: posts, column: stars.postId, key: { postId } } as const
  }
  const { row } = await pointFor(db, actor, id, canStar)
  const pointId = row.point.id
  return { kind, id: pointId, table: points, column: stars.pointId, key: { pointId } } as const
}

async function countOf(db: Db, target: Awaited<ReturnType<typeof targetOf>>, step: 1 | -1 | 0) {
  const { table } = target
  const [row] =
    step === 0
      ? await db.select({ starCount: table.starCount }).from(table).where(eq(table.id, target.id))
      : await db
          .update(table)
          .set({ starCount: sql`${table.starCount} + ${step}` })
          .where(eq(table.id, target.id))
          .returning({ starCount: table.starCount })
  if (!row) throw notFound()
  return row.starCount
}

/** Idempotent: starring twice counts once. The count moves in the star's own transaction. */
export async function star(db: Db, actor: Actor, kind: StarKind, id: string): Promise<StarState> {
  const target = await targetOf(db, actor, kind, id, true)
  const starCount = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stars)
      .values({
        id: newId(),
        userId: actor.id,
        kind: target.kind,
        ...target.key,
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: stars.id })
    return countOf(tx, target, inserted.length > 0 ? 1 : 0)
  })
  return { kind: target.kind, id: target.id, isStarred: true, starCount }
}

/** Idempotent: unstarring what is not starred changes nothing. */
export async function unstar(db: Db, actor: Actor, kind: StarKind, id: string): Promise<StarState> {
  const target = await targetOf(db, actor, kind, id, false)
  const starCount = await db.transaction(async (tx) => {
    const removed = await tx
      .delete(stars)
      .where(and(eq(stars.userId, actor.id), eq(target.column, target.id)))
      .returning({ id: stars.id })
    return countOf(tx, target, removed.length > 0 ? -1 : 0)
  })
  return { kind: target.kind, id: target.id, isStarred: false, starCount }
}

/**
 * Before an account goes: take its stars back from the counts of everything it starred, in one
 * transaction, so no book or point keeps a star from nobody.
 */
export async function withdrawAllStars(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update books b set star_count = b.star_count - 1 from stars s where s.user_id = ${userId} and s.book_id = b.id`,
    )
    await tx.execute(
      sql`update points p set star_count = p.star_count - 1 from stars s where s.user_id = ${userId} and s.point_id = p.id`,
    )
    await tx.execute(
      sql`update posts p set star_count = p.star_count - 1 from stars s where s.user_id = ${userId} and s.post_id = p.id`,
    )
    await tx.delete(stars).where(eq(stars.userId, userId))
  })
}
