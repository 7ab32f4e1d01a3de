import { and, asc, eq, fillPlaceholders, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { books } from '../../records/book.table'
import { points } from '../../records/point.table'
import { type ActorParam, readableSql } from '../books/book.query'

const sourcePoint = alias(points, 'source_point')
const sourceBook = alias(books, 'source_book')

/** Everything a point answer shows, for one caller. */
export function selectPoints(db: Db, actorId: ActorParam) {
  return db
    .select({
      point: points,
      isStarred: actorId
        ? sql<boolean>`exists (select 1 from stars s where s.point_id = ${points.id} and s.user_id = ${actorId})`
        : sql<boolean>`false`,
      source: { id: sourcePoint.id, bookId: sourcePoint.bookId, title: sourcePoint.title },
      isSourceReadable: sql<boolean>`coalesce(${readableSql(sourceBook, actorId)}, false)`,
    })
    .from(points)
    .leftJoin(sourcePoint, eq(sourcePoint.id, points.copiedFromPointId))
    .leftJoin(sourceBook, eq(sourceBook.id, sourcePoint.bookId))
}

export type PointRow = Awaited<ReturnType<typeof selectPoints>>[number]

type After = readonly [number, string] | null

/** One page of a book's points in order (points_book_position_idx), with placeholders for values. */
function pageQuery(db: Db, isSignedIn: boolean, hasCursor: boolean) {
  const after = sql`(${points.position}, ${points.id}) > (${sql.placeholder('position')}, ${sql.placeholder('afterId')}::uuid)`
  return selectPoints(db, isSignedIn ? sql.placeholder('actorId') : null)
    .where(and(eq(points.bookId, sql.placeholder('bookId')), hasCursor ? after : undefined))
    .orderBy(asc(points.position), asc(points.id))
    .limit(sql.placeholder('limit'))
}

const pageValues = (actorId: string | null, bookId: string, after: After, limit: number) => ({
  actorId,
  bookId,
  limit: limit + 1,
  position: after?.[0],
  afterId: after?.[1],
})

// Reading a book's points is the busiest read there is; building its statement anew each time
// cost about a tenth of the request, so each shape is prepared once per database.
const prepared = new WeakMap<Db, Map<string, ReturnType<ReturnType<typeof pageQuery>['prepare']>>>()

export function selectPointsPage(
  db: Db,
  actorId: string | null,
  bookId: string,
  after: After,
  limit: number,
) {
  const shape = `points_page_${actorId ? 'user' : 'anyone'}_${after ? 'next' : 'first'}`
  const statements = prepared.get(db) ?? new Map()
  prepared.set(db, statements)
  const statement = statements.get(shape) ?? pageQuery(db, Boolean(actorId), Boolean(after)).prepare(shape)
  statements.set(shape, statement)
  return statement.execute(pageValues(actorId, bookId, after, limit))
}

/** The SQL and parameters `selectPointsPage` runs, for the benchmark to run on the bare driver. */
export function pointsPageSql(db: Db, actorId: string | null, bookId: string, after: After, limit: number) {
  const query = pageQuery(db, Boolean(actorId), Boolean(after)).toSQL()
  return { sql: query.sql, params: fillPlaceholders(query.params, pageValues(actorId, bookId, after, limit)) }
}
