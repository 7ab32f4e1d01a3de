import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Page } from '../../../shared/pagination'
import type { Post, PostListQuery } from '../../../shared/posts'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import type { Actor } from '../../http/env'
import { unauthorized } from '../../lib/app-error'
import { toPage } from '../../lib/cursor'
import { cursorAfter, keyset, TimeKey } from '../../lib/keyset'
import { postListed } from '../../policy/visibility'
import { posts } from '../../records/post.table'
import { visiblePerson } from '../social/follow.service'
import { toPost } from './post.presenter'
import { type PostRow, selectPosts } from './post.query'

const keyOf = (row: PostRow) => [row.post.createdAt.toISOString(), row.post.id] as const

const newestFirst = (query: PostListQuery) =>
  keyset<PostRow, 'time'>({
    cursor: query.cursor,
    limit: query.limit,
    by: 'time',
    columns: [posts.createdAt, posts.id],
    keyOf,
  })

/**
 * The feeds, newest first, keyset-paged on indexes:
 * - `author`: one person's posts (posts_author_created_idx, or _kind_ with a kind)
 * - `everyone`: every listed post (posts_visible_created_idx, or _kind_)
 * - `following`: the people I follow, and me (see following())
 * A post is listed by the one rule in policy/visibility.ts: not banned, its author not banned,
 * no block between reader and author.
 */
export async function listPosts(
  db: Db,
  actor: Actor | null,
  query: PostListQuery,
  /** Following's plan, when a test wants one rather than the chosen one. */
  plan?: FollowingPlan,
): Promise<Page<Post>> {
  const actorId = actor?.id ?? null
  const present = (row: PostRow) => toPost(row, actorId)
  const listed = postListed.sql({ authorId: posts.authorId, actorId, bannedAt: posts.bannedAt })
  const kind = query.kind ? eq(posts.kind, query.kind) : undefined
  if (query.author !== undefined) {
    const author = await visiblePerson(db, actor, query.author).catch(() => null)
    if (!author) return { items: [], nextCursor: null }
    return newestPage(db, actorId, query, and(eq(posts.authorId, author.id), kind, listed), present)
  }
  if (query.feed === 'following') {
    if (!actor) throw unauthorized()
    return following(db, actor, query, present, plan)
  }
  return newestPage(db, actorId, query, and(isNull(posts.bannedAt), kind, listed), present)
}

/** The newest page of the posts `where` selects, keyset-paged on the index that serves it. */
async function newestPage(
  db: Db,
  actorId: string | null,
  query: PostListQuery,
  where: SQL | undefined,
  present: (row: PostRow) => Post,
): Promise<Page<Post>> {
  const paged = newestFirst(query)
  const found = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(where, paged.where))
    .orderBy(...paged.orderBy)
    .limit(paged.take)
  return paged.page(await postsInOrder(db, actorId, found), present)
}

/**
 * A page's posts, found as ids on an index first, then read with what each shows the caller
 * (liked, starred, following the author, blocked, the linked book and point) for those rows
 * alone. Asked in one statement with the page's limit outside, PostgreSQL plans the flags for
 * every row the index could give and hashes all of the caller's likes and stars instead (30,000
 * likes: 11 of a page's 12 ms at 1M posts).
 */
async function postsInOrder(db: Db, actorId: string | null, found: { id: string }[]): Promise<PostRow[]> {
  if (found.length === 0) return []
  const ids = found.map((row) => row.id)
  const rows = await selectPosts(db, actorId).where(inArray(posts.id, ids))
  const order = new Map(ids.map((id, index) => [id, index]))
  return rows.sort((a, b) => (order.get(a.post.id) ?? 0) - (order.get(b.post.id) ?? 0))
}

/**
 * Below this share of all posts written by the people I follow, Following reads per followee;
 * above it, walking the newest posts and keeping theirs finds a page within a few hundred rows.
 */
const DENSE_FOLLOWING = 0.02

/**
 * Following, read on demand, never fanned out on write (so publishing costs the same for an
 * author with 100,000 followers). Two plans, chosen by how much of everything the people I
 * follow wrote (their post counts against the table's size, both kept by PostgreSQL already):
 * - dense: walk posts_visible_created_idx newest first, keeping my followees' (a hashed set);
 *   a page costs about `limit / share` index rows.
 * - sparse: for me and each person I follow, their newest `limit + 1` posts after the cursor on
 *   posts_author_created_idx (a lateral join), then the newest `limit + 1` of those; a page
 *   costs one short index read per followee, however many posts exist.
 * Either way a deep page costs what the first one does.
 */
export type FollowingPlan = 'dense' | 'sparse'

async function following(
  db: Db,
  actor: Actor,
  query: PostListQuery,
  present: (row: PostRow) => Post,
  plan?: FollowingPlan,
) {
  const after = cursorAfter(query.cursor, TimeKey)
  const take = query.limit + 1
  const beyond = after ? sql`and (p.created_at, p.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``
  const kind = query.kind ? sql`and p.kind = ${query.kind}` : sql``
  const [share] = await rowsOf<{ followed: number; total: number }>(
    db,
    // One primary-key read per person I follow (a correlated subquery): joined instead, the
    // planner hashed the whole users table for 1,000 of them (18 of a page's 20 ms at 1M posts).
    sql`select coalesce(sum((select u.post_count from users u where u.id = f.followee_id)), 0)::float8 as followed,
          (select greatest(reltuples, 1) from pg_class where oid = 'posts'::regclass)::float8 as total
        from follows f where f.follower_id = ${actor.id}`,
  )
  const isDense = plan
    ? plan === 'dense'
    : share !== undefined && share.followed / share.total >= DENSE_FOLLOWING
  const found = isDense
    ? await rowsOf<{ id: string }>(
        db,
        sql`
          select p.id from posts p
          where p.banned_at is null ${kind} ${beyond}
            and (p.author_id = ${actor.id} or p.author_id in (select f.followee_id from follows f where f.follower_id = ${actor.id}))
            and ${postListed.sql({ authorId: sql`p.author_id`, actorId: actor.id, bannedAt: sql`p.banned_at` })}
          order by p.created_at desc, p.id desc
          limit ${take}`,
      )
    : await rowsOf<{ id: string }>(
        db,
        sql`
          select p.id from (
            select ${actor.id}::uuid as author_id
            union all
            select f.followee_id from follows f where f.follower_id = ${actor.id}
          ) a
          cross join lateral (
            select p.id, p.created_at, p.banned_at from posts p
            where p.author_id = a.author_id and p.banned_at is null ${kind} ${beyond}
            order by p.created_at desc, p.id desc
            limit ${take}
          ) p
          where ${postListed.sql({ authorId: sql`a.author_id`, actorId: actor.id, bannedAt: sql`p.banned_at` })}
          order by p.created_at desc, p.id desc
          limit ${take}`,
      )
  if (found.length === 0) return { items: [], nextCursor: null }
  return toPage(await postsInOrder(db, actor.id, found), query.limit, present, keyOf)
}
