import { and, eq, type SQL, sql } from 'drizzle-orm'
import { SEARCH_COUNT_MAX, type SearchCounts, type SearchCountsQuery } from '../../../shared/search'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import type { Actor } from '../../http/env'
import { authorVisible, bookReadable, postListed } from '../../policy/visibility'
import { books } from '../../records/book.table'
import { points } from '../../records/point.table'
import { posts } from '../../records/post.table'
import { planQuery } from './query'
import { alternativesFor, matches } from './search.service'
import { bookSearch, pointSearch, postSearch, userSearch } from './search.table'

/**
 * `GET /api/search/counts` (decision 015): how many results each tab would show, so the results
 * page can open on a tab that has some and an empty tab can say where the results are. One
 * statement; each kind counts its visible matches only up to SEARCH_COUNT_MAX + 1, in no order,
 * so it reads the index's matches but neither ranks nor sorts them.
 */
export async function searchCounts(
  db: Db,
  actor: Actor | null,
  query: SearchCountsQuery,
): Promise<SearchCounts> {
  const plan = planQuery(query.q, await alternativesFor(db, query.q))
  const none = { count: 0, more: false }
  if (!plan) return { point: none, book: none, post: none, user: none }
  const actorId = actor?.id ?? null
  const take = SEARCH_COUNT_MAX + 1
  const counted = (hits: { getSQL(): SQL }) => sql`(select count(*)::int from (${hits}) as hits)`
  const pointHits = db
    .select({ one: sql`1` })
    .from(pointSearch)
    .innerJoin(points, eq(points.id, pointSearch.id))
    .innerJoin(books, eq(books.id, points.bookId))
    .where(and(matches(pointSearch.vector, plan), bookReadable.sql({ book: books, actorId })))
    .limit(take)
  const bookHits = db
    .select({ one: sql`1` })
    .from(bookSearch)
    .innerJoin(books, eq(books.id, bookSearch.id))
    .where(and(matches(bookSearch.vector, plan), bookReadable.sql({ book: books, actorId })))
    .limit(take)
  const postHits = db
    .select({ one: sql`1` })
    .from(postSearch)
    .innerJoin(posts, eq(posts.id, postSearch.id))
    .where(
      and(
        matches(postSearch.vector, plan),
        postListed.sql({ authorId: posts.authorId, actorId, bannedAt: posts.bannedAt }),
      ),
    )
    .limit(take)
  const userHits = db
    .select({ one: sql`1` })
    .from(userSearch)
    .innerJoin(users, eq(users.id, userSearch.id))
    .where(and(matches(userSearch.vector, plan), authorVisible.sql({ authorId: users.id, actorId })))
    .limit(take)
  const [row] = await rowsOf<Record<keyof SearchCounts, number>>(
    db,
    sql`select ${counted(pointHits)} as point, ${counted(bookHits)} as book,
      ${counted(postHits)} as post, ${counted(userHits)} as "user"`,
  )
  const of = (count = 0) => ({ count: Math.min(count, SEARCH_COUNT_MAX), more: count > SEARCH_COUNT_MAX })
  return { point: of(row?.point), book: of(row?.book), post: of(row?.post), user: of(row?.user) }
}
