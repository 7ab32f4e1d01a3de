import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isBanned } from '../../policy/visibility'

/**
 * Each count a person's rows feed: `table.column` counts the rows of `from` whose `key` is its
 * id (and that meet `extra`); `owner` is whose each such row is.
 */
const COUNTS = [
  // Whom they follow: those people's follower counts; who follows them: those people's following.
  { table: 'users', column: 'follower_count', from: 'follows', key: 'followee_id', owner: 'follower_id' },
  { table: 'users', column: 'following_count', from: 'follows', key: 'follower_id', owner: 'followee_id' },
  { table: 'posts', column: 'like_count', from: 'post_likes', key: 'post_id', owner: 'user_id' },
  {
    table: 'posts',
    column: 'comment_count',
    from: 'comments',
    key: 'post_id',
    owner: 'author_id',
    extra: 'c.deleted_at is null',
  },
  { table: 'posts', column: 'star_count', from: 'stars', key: 'post_id', owner: 'user_id' },
  { table: 'books', column: 'star_count', from: 'stars', key: 'book_id', owner: 'user_id' },
  { table: 'points', column: 'star_count', from: 'stars', key: 'point_id', owner: 'user_id' },
] as const

/**
 * Counts shown to others leave out what banned people did (their follows, likes, comments and
 * stars), as every list leaves it out. A ban or an unban counts again, from the rows, each count
 * that person's rows feed; everyday follows, likes and stars then move the counts by one as
 * before, since a banned account makes no writes. Run in the ban's transaction, after the flag
 * changed.
 */
export async function recountContributions(tx: Db, userId: string): Promise<void> {
  for (const count of COUNTS) {
    const [table, column, from, key, owner] = [
      count.table,
      count.column,
      count.from,
      count.key,
      count.owner,
    ].map((name) => sql.raw(name))
    const extra = 'extra' in count ? sql.raw(`and ${count.extra}`) : sql``
    await tx.execute(sql`
      update ${table} t set ${column} = (
        select count(*) from ${from} c
        where c.${key} = t.id ${extra}
          and not ${isBanned(sql`c.${owner}`)})
      where t.id in (select ${key} from ${from} where ${owner} = ${userId} and ${key} is not null)`)
  }
}
