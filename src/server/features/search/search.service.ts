import { type AnyColumn, and, desc, eq, getTableName, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { isId } from '../../../shared/params'
import {
  type BookHit,
  type PointHit,
  type PostHit,
  SEARCH_LIMIT_MAX,
  SEARCH_PAGES_MAX,
  type SearchQuery,
  type SearchResult,
  type UserHit,
} from '../../../shared/search'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import type { Actor } from '../../http/env'
import { AppError } from '../../lib/app-error'
import { decodeCursor, encodeCursor } from '../../lib/cursor'
import { authorVisible, bookReadable, postListed } from '../../policy/visibility'
import { bookMembers, books } from '../../records/book.table'
import { points } from '../../records/point.table'
import { posts } from '../../records/post.table'
import { summaryColumns, toUserSummary } from '../../records/user-summary'
import { roleOf } from '../books/book.policy'
import { stillIndexing } from './documents'
import { marked, snippetOf } from './highlight'
import { planQuery, type QueryPlan, widenable } from './query'
import { bookSearch, pointSearch, postSearch, userSearch } from './search.table'

/**
 * `GET /api/search` (decision 015): rows whose index matches every word of the query, among
 * those the caller may see (the same rules as every list: policy/visibility.ts), ranked by
 * title matches above body matches and whole words above fragments, then by recency. Pages are
 * numbered (a rank has no stable key to continue from), up to 25 of them.
 */
export async function search(db: Db, actor: Actor | null, query: SearchQuery): Promise<SearchResult> {
  const offset = offsetOf(query)
  // Whether the index is still being filled is asked beside the words' alternatives, not after.
  const [alternatives, indexing] = await Promise.all([alternativesFor(db, query.q), stillIndexing(db)])
  const plan = planQuery(query.q, alternatives)
  const page = { offset, take: query.limit + 1 }
  const cut = <T>(items: T[]) => ({
    items: items.slice(0, query.limit),
    nextCursor:
      items.length > query.limit && offset + query.limit < SEARCH_PAGES_MAX * query.limit
        ? encodeCursor([offset + query.limit])
        : null,
  })
  if (!plan) return { kind: query.kind, items: [], nextCursor: null, indexing } as SearchResult
  return { ...(await kindPage(db, actor, query, plan, page, cut)), indexing } as SearchResult
}

/** One kind's page of hits, ranked and cut to the asked size. */
async function kindPage(
  db: Db,
  actor: Actor | null,
  query: SearchQuery,
  plan: QueryPlan,
  page: PageSpec,
  cut: <T>(items: T[]) => { items: T[]; nextCursor: string | null },
) {
  const actorId = actor?.id ?? null
  switch (query.kind) {
    case 'point':
      return { kind: 'point' as const, ...cut(await searchPoints(db, actorId, plan, page, query.book)) }
    case 'book':
      return { kind: 'book' as const, ...cut(await searchBooks(db, actor, plan, page)) }
    case 'post':
      return { kind: 'post' as const, ...cut(await searchPosts(db, actorId, plan, page)) }
    case 'user':
      return { kind: 'user' as const, ...cut(await searchUsers(db, actorId, plan, page)) }
  }
}

interface PageSpec {
  offset: number
  take: number
}

const Offset = z.tuple([
  z
    .number()
    .int()
    .min(0)
    .max(SEARCH_PAGES_MAX * SEARCH_LIMIT_MAX),
])

function offsetOf(query: SearchQuery): number {
  const values = decodeCursor(query.cursor)
  if (!values) return 0
  const parsed = Offset.safeParse(values)
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', undefined, [{ path: 'cursor', code: 'invalid' }])
  return parsed.data[0]
}

/**
 * Typo tolerance: a Latin word of the query that the index has never seen (nor, for the last
 * word, begun) is widened to the three nearest words it has (trigram similarity ≥ 0.4).
 */
export async function alternativesFor(db: Db, q: string): Promise<Map<string, string[]>> {
  const candidates = widenable(q)
  if (candidates.length === 0) return new Map()
  const rows = await rowsOf<{ word: string; term: string }>(
    db,
    sql`
      select w.word, t.term
      from json_to_recordset(${JSON.stringify(candidates)}::json) as w(word text, "isLast" boolean)
      cross join lateral (
        select term from search_terms
        where term % w.word and similarity(term, w.word) >= 0.4
        order by similarity(term, w.word) desc, term
        limit 3) t
      where not exists (
        select 1 from search_terms x
        -- The words are Latin letters only (query.ts): nothing in them is a LIKE wildcard.
        where x.term = w.word or (w."isLast" and x.term like w.word || '%'))`,
  )
  const out = new Map<string, string[]>()
  for (const row of rows) out.set(row.word, [...(out.get(row.word) ?? []), row.term])
  return out
}

/** The rank: matches weighed by where they are (A title … D body fragment), whole words again. */
function rankOf(vector: AnyColumn, plan: QueryPlan): SQL<number> {
  return sql<number>`(ts_rank('{0.05,0.1,0.4,1}'::float4[], ${vector}, ${plan.match}::tsquery)
    + ts_rank('{0,0,0.4,1}'::float4[], ${vector}, ${plan.whole}::tsquery))`
}

/** A person's columns as results show them (owner, author or the person found). */
const person = summaryColumns(users)

export const matches = (vector: AnyColumn | SQL, plan: QueryPlan) => sql`${vector} @@ ${plan.match}::tsquery`

/**
 * How many matches are ranked at most: a query matching more rows than this ranks its newest
 * 2,000 (the index tables keep each row's time, `at`, with a DESC NULLS FIRST index), so no query
 * ranks a hundred thousand rows. Any rarer query ranks every match.
 */
export const RANKED_MAX = 2000

/**
 * How many of the newest rows are read to judge how common a query is (howToFind). Both in an
 * object so that a test can make a small table behave like a large one.
 */
export const searchTuning = { rankedMax: RANKED_MAX, sample: 500 }

type IndexTable = typeof pointSearch | typeof bookSearch | typeof postSearch | typeof userSearch

/**
 * How the newest matches of a query are found in a large index table (decision 015):
 * - `walk`: down the `at` index newest first, testing each row, until RANKED_MAX match: about
 *   `RANKED_MAX / share` rows, cheap for a common word;
 * - `bitmap`: every match from the GIN index, then the newest of them: about `share × rows`,
 *   cheap for a rare one;
 * - `planner`: a table the sample saw whole, where either costs little: PostgreSQL chooses.
 * Chosen by the app from the share of the newest `sample` rows that match, not left to the
 * planner: its estimate of a word's share is often wrong by far (a kana pair in 1 % of a million
 * posts was walked 207,568 rows deep, 600–800 ms, where its bitmap costs 25 ms), and PGlite,
 * with no autovacuum, rarely has statistics at all.
 */
type Strategy = 'walk' | 'bitmap' | 'planner'

/** Rows assumed when the table's statistics do not know its size (PGlite without ANALYZE). */
const ROWS_UNKNOWN = 1_000_000

async function howToFind(db: Db, table: IndexTable, plan: QueryPlan): Promise<Strategy> {
  const { rankedMax, sample } = searchTuning
  const [row] = await rowsOf<{ seen: number; matched: number; rows: number | null }>(
    db,
    sql`select count(*)::int as seen, (count(*) filter (where ${matches(sql`s.vector`, plan)}))::int as matched,
          (select reltuples::float8 from pg_class where oid = ${getTableName(table)}::regclass) as rows
        from (select ${table.vector} as vector from ${table} order by ${table.at} desc limit ${sample}) s`,
  )
  if (!row || row.seen < sample) return 'planner'
  const share = Math.max(row.matched, 0.5) / sample
  const rows = row.rows !== null && row.rows > sample ? row.rows : ROWS_UNKNOWN
  return rankedMax / share <= share * rows ? 'walk' : 'bitmap'
}

/**
 * The newest matches of a kind (at most RANKED_MAX), as a subquery of ids and vectors, and how
 * to run the statement that reads it: held to the chosen way by turning other scans off for that
 * statement alone (`set_config(…, true)`, in its own transaction).
 */
async function newestMatches(db: Db, table: IndexTable, plan: QueryPlan) {
  const strategy = await howToFind(db, table, plan)
  // NULLS LAST is not the index's order (DESC NULLS FIRST; `at` is never null): the planner
  // cannot walk it, so it reads the matches from the GIN index and sorts them.
  const newest = strategy === 'bitmap' ? sql`${table.at} desc nulls last` : desc(table.at)
  const found = db
    .select({ id: table.id, vector: table.vector })
    .from(table)
    .where(matches(table.vector, plan))
    .orderBy(newest)
    .limit(searchTuning.rankedMax)
    .as('candidates')
  return { found, run: heldTo(db, strategy) }
}

/**
 * How to run a statement held to a strategy: as it is for the planner's, otherwise in a
 * transaction of its own that turns the other ways of reading off for it alone.
 */
function heldTo(db: Db, strategy: Strategy) {
  return <T>(read: (db: Db) => Promise<T>): Promise<T> =>
    strategy === 'planner'
      ? read(db)
      : db.transaction(async (tx) => {
          // A sequential scan of the index table is never the cheaper way, whatever the planner
          // estimates; a walk also keeps off the GIN index.
          await tx.execute(
            strategy === 'walk'
              ? sql`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`
              : sql`select set_config('enable_seqscan', 'off', true)`,
          )
          return read(tx as unknown as Db)
        })
}

async function searchPoints(
  db: Db,
  actorId: string | null,
  plan: QueryPlan,
  page: PageSpec,
  bookId: string | undefined,
): Promise<PointHit[]> {
  if (bookId !== undefined && !isId(bookId)) return []
  // Within one book the book's points come first (points_book_position_idx), then their terms.
  const { found, run } = bookId
    ? {
        found: db
          .select({ id: pointSearch.id, vector: pointSearch.vector })
          .from(points)
          .innerJoin(pointSearch, eq(pointSearch.id, points.id))
          .where(and(eq(points.bookId, bookId), matches(pointSearch.vector, plan)))
          .orderBy(desc(pointSearch.at))
          .limit(searchTuning.rankedMax)
          .as('candidates'),
        run: heldTo(db, 'planner'),
      }
    : await newestMatches(db, pointSearch, plan)
  const rank = rankOf(found.vector, plan)
  const rows = await run((db) =>
    db
      .select({
        id: points.id,
        title: points.title,
        description: points.description,
        content: points.content,
        hiddenContent: points.hiddenContent,
        sectionTitle: points.sectionTitle,
        updatedAt: points.updatedAt,
        book: { id: books.id, slug: books.slug, title: books.title },
      })
      .from(found)
      .innerJoin(points, eq(points.id, found.id))
      .innerJoin(books, eq(books.id, points.bookId))
      .where(bookReadable.sql({ book: books, actorId }))
      .orderBy(desc(rank), desc(points.updatedAt), desc(points.id))
      .limit(page.take)
      .offset(page.offset),
  )
  return rows.map((row) => {
    const description = snippetOf(row.description, plan.marks)
    const content = snippetOf(row.content, plan.marks)
    const shown = description.marks.length > 0 || !content.marks.length ? description : content
    const snippet = shown.text.length > 0 ? shown : content
    const title = marked(row.title, plan.marks)
    const visibleMatch = title.marks.length > 0 || description.marks.length > 0 || content.marks.length > 0
    return {
      id: row.id,
      title,
      snippet,
      matchedHidden: !visibleMatch && snippetOf(row.hiddenContent, plan.marks).marks.length > 0,
      sectionTitle: row.sectionTitle,
      book: row.book,
      updatedAt: row.updatedAt.toISOString(),
    }
  })
}

async function searchBooks(db: Db, actor: Actor | null, plan: QueryPlan, page: PageSpec): Promise<BookHit[]> {
  const actorId = actor?.id ?? null
  const { found, run } = await newestMatches(db, bookSearch, plan)
  const rank = rankOf(found.vector, plan)
  const rows = await run((db) =>
    db
      .select({
        book: books,
        owner: person,
        memberRole: bookMembers.role,
      })
      .from(found)
      .innerJoin(books, eq(books.id, found.id))
      .innerJoin(users, eq(users.id, books.ownerId))
      .leftJoin(
        bookMembers,
        actorId ? and(eq(bookMembers.bookId, books.id), eq(bookMembers.userId, actorId)) : sql`false`,
      )
      .where(bookReadable.sql({ book: books, actorId }))
      .orderBy(desc(rank), desc(books.updatedAt), desc(books.id))
      .limit(page.take)
      .offset(page.offset),
  )
  return rows.map((row) => ({
    id: row.book.id,
    slug: row.book.slug,
    title: marked(row.book.title, plan.marks),
    snippet: snippetOf(row.book.description, plan.marks),
    visibility: row.book.visibility,
    myRole: roleOf(actor, row.book, row.memberRole ? { role: row.memberRole } : null),
    pointCount: row.book.pointCount,
    owner: toUserSummary(row.owner),
    updatedAt: row.book.updatedAt.toISOString(),
  }))
}

async function searchPosts(
  db: Db,
  actorId: string | null,
  plan: QueryPlan,
  page: PageSpec,
): Promise<PostHit[]> {
  const { found, run } = await newestMatches(db, postSearch, plan)
  const rank = rankOf(found.vector, plan)
  const rows = await run((db) =>
    db
      .select({
        id: posts.id,
        slug: posts.slug,
        kind: posts.kind,
        title: posts.title,
        content: posts.content,
        createdAt: posts.createdAt,
        author: person,
      })
      .from(found)
      .innerJoin(posts, eq(posts.id, found.id))
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(postListed.sql({ authorId: posts.authorId, actorId, bannedAt: posts.bannedAt }))
      .orderBy(desc(rank), desc(posts.createdAt), desc(posts.id))
      .limit(page.take)
      .offset(page.offset),
  )
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    title: marked(row.title, plan.marks),
    snippet: snippetOf(row.content, plan.marks),
    author: toUserSummary(row.author),
    createdAt: row.createdAt.toISOString(),
  }))
}

async function searchUsers(
  db: Db,
  actorId: string | null,
  plan: QueryPlan,
  page: PageSpec,
): Promise<UserHit[]> {
  const { found, run } = await newestMatches(db, userSearch, plan)
  const rank = rankOf(found.vector, plan)
  const rows = await run((db) =>
    db
      .select({ ...person, bio: users.bio })
      .from(found)
      .innerJoin(users, eq(users.id, found.id))
      .where(authorVisible.sql({ authorId: users.id, actorId }))
      .orderBy(desc(rank), desc(users.followerCount), desc(users.id))
      .limit(page.take)
      .offset(page.offset),
  )
  return rows.map((row) => ({
    user: toUserSummary(row),
    name: marked(row.name, plan.marks),
    username: marked(row.displayUsername ?? row.username, plan.marks),
    bio: snippetOf(row.bio, plan.marks),
  }))
}
