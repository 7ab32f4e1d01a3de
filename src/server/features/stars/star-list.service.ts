import { and, eq, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Page } from '../../../shared/pagination'
import { plainText } from '../../../shared/plain-text'
import type { StarItem, StarListQuery } from '../../../shared/stars'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import type { Actor } from '../../http/env'
import { excerpt } from '../../lib/clip'
import { keyset } from '../../lib/keyset'
import { postListed } from '../../policy/visibility'
import { books } from '../../records/book.table'
import { points } from '../../records/point.table'
import { posts } from '../../records/post.table'
import { summaryColumns, toUserSummary } from '../../records/user-summary'
import { readableSql } from '../books/book.query'
import { stars } from './star.table'

const pointBook = alias(books, 'point_book')
const postAuthor = alias(users, 'post_author')

function selectStars(db: Db) {
  return db
    .select({
      star: stars,
      point: { id: points.id, title: points.title, bookId: points.bookId },
      pointBook: { id: pointBook.id, slug: pointBook.slug, title: pointBook.title },
      book: { id: books.id, slug: books.slug, title: books.title },
      post: { id: posts.id, slug: posts.slug, kind: posts.kind, title: posts.title, content: posts.content },
      postAuthor: summaryColumns(postAuthor),
    })
    .from(stars)
    .leftJoin(points, eq(points.id, stars.pointId))
    .leftJoin(pointBook, eq(pointBook.id, points.bookId))
    .leftJoin(books, eq(books.id, stars.bookId))
    .leftJoin(posts, eq(posts.id, stars.postId))
    .leftJoin(postAuthor, eq(postAuthor.id, posts.authorId))
}

type StarRow = Awaited<ReturnType<typeof selectStars>>[number]

/** What a starred post shows in the list: its title, else the start of its text (one line, plain). */
const EXCERPT_LENGTH = 140

function toStarItem({ star, point, pointBook: inBook, book, post, postAuthor: author }: StarRow): StarItem {
  const item: StarItem = { kind: star.kind, starredAt: star.createdAt.toISOString() }
  if (point && inBook) item.point = { ...point, book: inBook }
  if (book) item.book = book
  if (post && author)
    item.post = {
      id: post.id,
      slug: post.slug,
      kind: post.kind,
      title: post.title,
      excerpt: excerpt(plainText(post.content), EXCERPT_LENGTH),
      author: toUserSummary(author),
    }
  return item
}

/**
 * My stars, newest first, of one kind (stars_user_kind_created_idx) or all (stars_user_created_idx).
 * Stars on what I can no longer read are skipped, so a private book never shows through.
 */
export async function listMyStars(db: Db, actor: Actor, query: StarListQuery): Promise<Page<StarItem>> {
  const paged = keyset<StarRow, 'time'>({
    cursor: query.cursor,
    limit: query.limit,
    by: 'time',
    columns: [stars.createdAt, stars.id],
    keyOf: ({ star }) => [star.createdAt.toISOString(), star.id],
  })
  const rows = await selectStars(db)
    .where(
      and(
        eq(stars.userId, actor.id),
        query.kind ? eq(stars.kind, query.kind) : undefined,
        or(
          and(eq(stars.kind, 'point'), readableSql(pointBook, actor.id)),
          and(eq(stars.kind, 'book'), readableSql(books, actor.id)),
          and(
            eq(stars.kind, 'post'),
            postListed.sql({ authorId: posts.authorId, actorId: actor.id, bannedAt: posts.bannedAt }),
          ),
        ),
        paged.where,
      ),
    )
    .orderBy(...paged.orderBy)
    .limit(paged.take)
  return paged.page(rows, toStarItem)
}
