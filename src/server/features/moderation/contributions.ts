import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

/**
 * Counts shown to others leave out what banned people did (their follows, likes, comments and
 * stars), as every list leaves it out. A ban or an unban counts again, from the rows, each count
 * that person's rows feed; everyday follows, likes and stars then move the counts by one as
 * before, since a banned account makes no writes. Run in the ban's transaction, after the flag
 * changed.
 */
export async function recountContributions(tx: Db, userId: string): Promise<void> {
  const notBanned = (column: string) =>
    sql.raw(`not exists (select 1 from users x where x.id = ${column} and x.banned)`)
  // Whom they follow: those people's follower counts; who follows them: those people's following.
  await tx.execute(sql`
    update users u set follower_count = (
      select count(*) from follows f where f.followee_id = u.id and ${notBanned('f.follower_id')})
    where u.id in (select followee_id from follows where follower_id = ${userId})`)
  await tx.execute(sql`
    update users u set following_count = (
      select count(*) from follows f where f.follower_id = u.id and ${notBanned('f.followee_id')})
    where u.id in (select follower_id from follows where followee_id = ${userId})`)
  await tx.execute(sql`
    update posts p set like_count = (
      select count(*) from post_likes l where l.post_id = p.id and ${notBanned('l.user_id')})
    where p.id in (select post_id from post_likes where user_id = ${userId})`)
  await tx.execute(sql`
    update posts p set comment_count = (
      select count(*) from comments c where c.post_id = p.id and c.deleted_at is null and ${notBanned('c.author_id')})
    where p.id in (select post_id from comments where author_id = ${userId})`)
  for (const [table, column] of [
    ['posts', 'post_id'],
    ['books', 'book_id'],
    ['points', 'point_id'],
  ] as const) {
    await tx.execute(sql`
      update ${sql.raw(table)} t set star_count = (
        select count(*) from stars s where s.${sql.raw(column)} = t.id and ${notBanned('s.user_id')})
      where t.id in (select ${sql.raw(column)} from stars where user_id = ${userId} and ${sql.raw(column)} is not null)`)
  }
}
