import { and, eq, ilike, type SQL, sql } from 'drizzle-orm'
import type { Book, BookListQuery } from '../../../shared/books'
import type { Page } from '../../../shared/pagination'
import { isId } from '../../../shared/params'
import type { Db } from '../../db/client'
import type { Actor } from '../../http/env'
import { unauthorized } from '../../lib/app-error'
import { containsPattern, keyset } from '../../lib/keyset'
import { bookListed, bookReadable, bookWritable } from '../../policy/visibility'
import { bookMembers, books } from '../../records/book.table'
import { roleOf } from './book.policy'
import { toBook } from './book.presenter'
import { type BookRow, selectBooks } from './book.query'

const present = (actor: Actor | null) => (row: BookRow) =>
  toBook(row, roleOf(actor, row.book, row.memberRole ? { role: row.memberRole } : null))

/** Newest first, on the books' `created_at desc, id desc` indexes. */
const newestFirst = (query: BookListQuery) =>
  keyset<BookRow, 'time'>({
    cursor: query.cursor,
    limit: query.limit,
    by: 'time',
    columns: [books.createdAt, books.id],
    keyOf: (row) => [row.book.createdAt.toISOString(), row.book.id],
  })

/**
 * Explore (public, neither it nor its owner banned), mine or shared with me, each keyset-paged on an index:
 * books_public_created_idx / books_public_stars_idx, books_owner_created_idx, and
 * book_members_user_created_idx. `q` filters titles (books_title_trgm_idx).
 */
export async function listBooks(db: Db, actor: Actor | null, query: BookListQuery): Promise<Page<Book>> {
  const { scope } = query
  const search = query.q ? ilike(books.title, containsPattern(query.q)) : undefined
  if (scope === 'explore') return explore(db, actor, query, search)
  if (!actor) throw unauthorized()
  if (scope === 'shared') return shared(db, actor, query, search)
  if (scope === 'editable') return editable(db, actor, query, search)
  const paged = newestFirst(query)
  const rows = await selectBooks(db, actor.id)
    .where(and(eq(books.ownerId, actor.id), search, paged.where))
    .orderBy(...paged.orderBy)
    .limit(paged.take)
  return paged.page(rows, present(actor))
}

async function explore(db: Db, actor: Actor | null, query: BookListQuery, search?: SQL) {
  const isExplorable = bookListed.sql({ book: books, actorId: null })
  // An owner that is not an id owns nothing (the column is a uuid).
  const owner =
    query.owner === undefined ? undefined : isId(query.owner) ? eq(books.ownerId, query.owner) : sql`false`
  const paged =
    query.sort === 'stars'
      ? keyset<BookRow, 'number'>({
          cursor: query.cursor,
          limit: query.limit,
          by: 'number',
          columns: [books.starCount, books.id],
          keyOf: (row) => [row.book.starCount, row.book.id],
        })
      : newestFirst(query)
  const rows = await selectBooks(db, actor?.id ?? null)
    .where(and(isExplorable, owner, search, paged.where))
    .orderBy(...paged.orderBy)
    .limit(paged.take)
  return paged.page(rows, present(actor))
}

/** Newest share first; a banned book, or a banned owner's, drops out (only its owner sees it). */
async function shared(db: Db, actor: Actor, query: BookListQuery, search?: SQL) {
  const select = selectBooks(db, actor.id, { sharedAt: bookMembers.createdAt, shareId: bookMembers.id })
  const paged = keyset<BookRow & { sharedAt: Date; shareId: string }, 'time'>({
    cursor: query.cursor,
    limit: query.limit,
    by: 'time',
    columns: [bookMembers.createdAt, bookMembers.id],
    keyOf: (row) => [row.sharedAt.toISOString(), row.shareId],
  })
  const rows = await select
    .innerJoin(bookMembers, and(eq(bookMembers.bookId, books.id), eq(bookMembers.userId, actor.id)))
    .where(and(bookReadable.sql({ book: books, actorId: actor.id }), search, paged.where))
    .orderBy(...paged.orderBy)
    .limit(paged.take)
  return paged.page(rows, present(actor))
}

/**
 * The books I may add points to, newest first: mine, and those shared with me as editor (the
 * copy-to picker). A banned book is frozen, its owner's too (decision 013), so it is left out.
 */
async function editable(db: Db, actor: Actor, query: BookListQuery, search?: SQL) {
  const paged = newestFirst(query)
  const isEditor = sql`exists (select 1 from book_members m where m.book_id = ${books.id} and m.user_id = ${actor.id} and m.role = 'editor')`
  const rows = await selectBooks(db, actor.id)
    .where(
      and(
        sql`(${books.ownerId} = ${actor.id} or ${isEditor})`,
        bookReadable.sql({ book: books, actorId: actor.id }),
        bookWritable.sql({ book: books, actorId: actor.id }),
        search,
        paged.where,
      ),
    )
    .orderBy(...paged.orderBy)
    .limit(paged.take)
  return paged.page(rows, present(actor))
}
