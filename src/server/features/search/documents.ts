import { and, asc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { plainText } from '../../../shared/plain-text'
import type { SearchKind } from '../../../shared/search'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import type { PointText } from '../../events/events'
import { jobs } from '../../jobs/job.table'
import type { JobHandler } from '../../jobs/jobs'
import { clock } from '../../lib/clock'
import { books } from '../../records/book.table'
import { points } from '../../records/point.table'
import { posts } from '../../records/post.table'
import { indexDoc, type SearchDoc } from './vector'

/**
 * What each kind puts in the index, and the one way it gets there. Text that may hold Markdown
 * (a body, a description, a bio) is indexed as the plain text it reads as (`plainText`, decision
 * 025), which is also what a result's snippet shows and marks: a word found is a word shown, and
 * a link's address, an image's file or a tag's name finds nothing. `reindex` reads the rows a
 * write touched and writes their terms in the same transaction, so the index never lags what it
 * indexes. Only the bulk paths write terms they already hold (`writeIndex`): an import's rows
 * and a book copy's points (which carry their source's terms).
 */
const KINDS = {
  point: {
    index: 'point_search',
    source: points,
    id: points.id,
    at: points.updatedAt,
    fields: {
      title: points.title,
      description: points.description,
      content: points.content,
      hiddenContent: points.hiddenContent,
      sectionTitle: points.sectionTitle,
      majorName: points.majorName,
      fieldName: points.fieldName,
    },
    doc: (row: Record<string, string>): SearchDoc => pointDoc(row as unknown as PointFields),
  },
  book: {
    index: 'book_search',
    source: books,
    id: books.id,
    at: books.updatedAt,
    fields: { title: books.title, description: books.description },
    doc: (row: Record<string, string>): SearchDoc => ({
      title: [row.title ?? ''],
      body: [plainText(row.description ?? '')],
    }),
  },
  post: {
    index: 'post_search',
    source: posts,
    id: posts.id,
    at: posts.createdAt,
    fields: { title: posts.title, content: posts.content },
    doc: (row: Record<string, string>): SearchDoc => ({
      title: [row.title ?? ''],
      body: [plainText(row.content ?? '')],
    }),
  },
  user: {
    index: 'user_search',
    source: users,
    id: users.id,
    at: users.createdAt,
    fields: { name: users.name, username: users.username, bio: users.bio },
    doc: (row: Record<string, string>): SearchDoc => ({
      title: [row.name ?? '', row.username ?? ''],
      body: [plainText(row.bio ?? '')],
    }),
  },
} as const satisfies Record<SearchKind, unknown>

/** A point's text, as `point.written` carries it (one shape for the event and the index). */
export type PointFields = PointText

/** A point: its title above everything else it says, its hidden content included (decision 015). */
export function pointDoc(point: PointFields): SearchDoc {
  return {
    title: [point.title],
    body: [
      plainText(point.description),
      plainText(point.content),
      plainText(point.hiddenContent),
      point.sectionTitle,
      point.majorName,
      point.fieldName,
    ],
  }
}

/** Indexes again the rows of a kind that `where` selects, in the caller's transaction. */
export async function reindex(tx: Db, kind: SearchKind, where: SQL): Promise<number> {
  const spec = KINDS[kind]
  const rows = (await tx
    .select({ id: spec.id, at: spec.at, ...spec.fields })
    .from(spec.source as PgTable)
    .where(where)) as unknown as (Record<string, string> & { id: string; at: Date })[]
  await writeIndex(
    tx,
    kind,
    rows.map((row) => ({ id: row.id, at: row.at, doc: spec.doc(row) })),
  )
  return rows.length
}

/** A new account's index row (Better Auth creates accounts outside our transactions). */
export async function indexUser(db: Db, userId: string): Promise<void> {
  await db.transaction((tx) => reindex(tx as unknown as Db, 'user', eq(users.id, userId)))
}

/** Writes (or rewrites) the index rows of these docs, and their Latin words to search_terms. */
export async function writeIndex(
  tx: Db,
  kind: SearchKind,
  docs: { id: string; at: Date | string; doc: SearchDoc }[],
) {
  if (docs.length === 0) return
  const latin = new Set<string>()
  const entries = docs.map(({ id, at, doc }) => {
    const indexed = indexDoc(doc)
    for (const word of indexed.latin) latin.add(word)
    return { id, at: at instanceof Date ? at.toISOString() : at, vector: indexed.vector }
  })
  const table = sql.identifier(KINDS[kind].index)
  await tx.execute(sql`
    insert into ${table} (id, vector, at)
    select r.id, r.vector::tsvector, r.at
    from json_to_recordset(${JSON.stringify(entries)}::json) as r(id uuid, vector text, at timestamptz)
    on conflict (id) do update set vector = excluded.vector, at = excluded.at`)
  await addTerms(tx, [...latin])
}

async function addTerms(tx: Db, terms: string[]) {
  if (terms.length === 0) return
  // In one order everywhere: two writers adding the same new words wait, never deadlock.
  terms.sort()
  await tx.execute(sql`
    insert into search_terms (term)
    select value from json_array_elements_text(${JSON.stringify(terms)}::json)
    on conflict do nothing`)
}

/** A copied book's points carry their sources' terms, in one statement. */
export async function copyPointIndex(tx: Db, bookId: string): Promise<void> {
  await tx.execute(sql`
    insert into point_search (id, vector, at)
    select p.id, s.vector, p.updated_at from points p join point_search s on s.id = p.copied_from_point_id
    where p.book_id = ${bookId}
    on conflict (id) do nothing`)
}

export const SEARCH_BACKFILL = 'search.backfill'

/**
 * Whether the backfill is still under way, so a search may miss rows written before the index
 * existed: search says so instead of leaving them silently out. One row of the pending jobs'
 * partial index, at most.
 */
export async function stillIndexing(db: Db): Promise<boolean> {
  const pending = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, SEARCH_BACKFILL), isNull(jobs.doneAt)))
    .limit(1)
  return pending.length > 0
}
const BACKFILL_BATCH = 500
const BACKFILL_ORDER: SearchKind[] = ['user', 'book', 'point', 'post']

/** Marks done the other backfills no pass has begun (none another process is running). */
async function absorbWaitingBackfills(tx: Db, jobId: string): Promise<void> {
  await tx.execute(sql`
    update jobs set done_at = ${clock.now().toISOString()}::timestamptz
    where id in (
      select id from jobs
      where kind = ${SEARCH_BACKFILL} and done_at is null and cursor is null and id <> ${jobId}
      for update skip locked)`)
}

/**
 * The job migration 0011 records: every row written before the index existed, indexed 500 at a
 * time in id order, kind after kind. The cursor is `kind:lastId`.
 */
export function searchBackfill(): JobHandler {
  return async (tx, job) => {
    // Each migration that changes the index records a backfill, so an upgrade across two finds
    // two waiting: a pass that starts now indexes every row as the code does now, theirs too.
    if (job.cursor === null) await absorbWaitingBackfills(tx, job.id)
    const [kindName, after] = (job.cursor ?? `${BACKFILL_ORDER[0]}:`).split(':') as [SearchKind, string]
    const spec = KINDS[kindName]
    const ids = await tx
      .select({ id: spec.id })
      .from(spec.source as PgTable)
      .where(after ? gt(spec.id, after) : undefined)
      .orderBy(asc(spec.id))
      .limit(BACKFILL_BATCH)
    if (ids.length > 0) {
      await reindex(
        tx,
        kindName,
        inArray(
          spec.id,
          ids.map((row) => row.id),
        ),
      )
    }
    if (ids.length === BACKFILL_BATCH) return { cursor: `${kindName}:${ids.at(-1)?.id}`, done: false }
    const next = BACKFILL_ORDER[BACKFILL_ORDER.indexOf(kindName) + 1]
    return next ? { cursor: `${next}:`, done: false } : { cursor: null, done: true }
  }
}
