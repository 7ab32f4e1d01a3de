import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { clock } from '../../lib/clock'

/**
 * Before an account goes (its rows cascade away): take its follows, likes and comments back out
 * of everyone else's counts, in the deleting transaction. Follows and likes step down one by
 * one; its comments go, but a thread it started that others answered stays as an emptied
 * placeholder with their replies; then the touched posts' counts are counted again.
 * Returns what to run once the account's rows are gone.
 */
export async function withdrawSocial(tx: Db, userId: string): Promise<() => Promise<void>> {
  await tx.execute(
    sql`update users u set follower_count = u.follower_count - 1 from follows f where f.follower_id = ${userId} and f.followee_id = u.id`,
  )
  await tx.execute(
    sql`update users u set following_count = u.following_count - 1 from follows f where f.followee_id = ${userId} and f.follower_id = u.id`,
  )
  await tx.execute(
    sql`update posts p set like_count = p.like_count - 1 from post_likes l where l.user_id = ${userId} and l.post_id = p.id`,
  )
  const touched = await rowsOf<{ post_id: string }>(
    tx,
    sql`select distinct c.post_id from comments c join posts p on p.id = c.post_id where c.author_id = ${userId} and p.author_id <> ${userId}`,
  )
  const postIds = touched.map((row) => row.post_id)
  // A thread it started that someone else answered stays, emptied, as when its author deletes
  // it (the author then goes: `author_id` null), so the others' replies stay; the rest of what it
  // wrote goes, with the replies of its threads no one else answered.
  await tx.execute(sql`
    update comments root set deleted_at = coalesce(root.deleted_at, ${clock.now().toISOString()}::timestamptz), content = ''
    where root.author_id = ${userId} and root.parent_id is null and exists (
      select 1 from comments r where r.parent_id = root.id and r.author_id <> ${userId})`)
  await tx.execute(
    sql`delete from comments c where c.author_id = ${userId} and not (c.parent_id is null and c.deleted_at is not null)`,
  )
  return async () => {
    if (postIds.length === 0) return
    const ids = sql.join(
      postIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )
    await tx.execute(sql`
      update comments root set reply_count = (
        select count(*) from comments r where r.parent_id = root.id
      ) where root.post_id in (${ids}) and root.parent_id is null`)
    await tx.execute(sql`
      delete from comments root where root.post_id in (${ids}) and root.parent_id is null
        and root.deleted_at is not null and root.reply_count = 0`)
    await tx.execute(sql`
      update posts p set comment_count = (
        select count(*) from comments c where c.post_id = p.id and c.deleted_at is null
      ) where p.id in (${ids})`)
  }
}
