import { eq, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { isId, SLUG_MAX, SLUG_PATTERN } from '../../../shared/params'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import { blockedBetween } from '../../policy/visibility'
import { books } from '../../records/book.table'
import { points } from '../../records/point.table'
import { posts } from '../../records/post.table'
import { summaryColumns } from '../../records/user-summary'
import { readableSql } from '../books/book.query'

const linkBook = alias(books, 'link_book')
const linkPoint = alias(points, 'link_point')
const linkPointBook = alias(books, 'link_point_book')

export const authorColumns = { ...summaryColumns(users), banned: users.banned }

const no = sql<boolean>`false`

/** Everything a post answer shows, for one caller. */
function postFields(actorId: string | null) {
  return {
    post: posts,
    author: authorColumns,
    isLiked: actorId
      ? sql<boolean>`exists (select 1 from post_likes l where l.post_id = ${posts.id} and l.user_id = ${actorId})`
      : no,
    isStarred: actorId
      ? sql<boolean>`exists (select 1 from stars s where s.post_id = ${posts.id} and s.user_id = ${actorId})`
      : no,
    isFollowingAuthor: actorId
      ? sql<boolean>`exists (select 1 from follows f where f.follower_id = ${actorId} and f.followee_id = ${posts.authorId})`
      : no,
    blocked: actorId ? sql<boolean>`${blockedBetween(posts.authorId, actorId)}` : no,
    linkBook: { id: linkBook.id, slug: linkBook.slug, title: linkBook.title },
    linkBookReadable: sql<boolean>`coalesce(${readableSql(linkBook, actorId)}, false)`,
    linkPoint: { id: linkPoint.id, title: linkPoint.title },
    linkPointBook: { id: linkPointBook.id, slug: linkPointBook.slug, title: linkPointBook.title },
    linkPointReadable: sql<boolean>`coalesce(${readableSql(linkPointBook, actorId)}, false)`,
  }
}

export function selectPosts(db: Db, actorId: string | null) {
  return db
    .select(postFields(actorId))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(linkBook, eq(linkBook.id, posts.linkedBookId))
    .leftJoin(linkPoint, eq(linkPoint.id, posts.linkedPointId))
    .leftJoin(linkPointBook, eq(linkPointBook.id, linkPoint.bookId))
}

export type PostRow = Awaited<ReturnType<typeof selectPosts>>[number]

/** `/posts/{idOrSlug}`: an id, or a slug (case-insensitive); anything else matches nothing. */
export function matchPost(idOrSlug: string): SQL {
  if (isId(idOrSlug)) return eq(posts.id, idOrSlug)
  if (idOrSlug.length <= SLUG_MAX && SLUG_PATTERN.test(idOrSlug))
    return sql`lower(${posts.slug}) = ${idOrSlug.toLowerCase()}`
  return sql`false`
}
