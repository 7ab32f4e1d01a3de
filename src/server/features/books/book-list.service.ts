import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm'
import type { Book, BookListQuery } from '../../../shared/books'
import type { Page } from '../../../shared/pagination'
import type { Db } from '../../db/client'
import type { Actor } from '../../http/env'
import { unauthorized } from '../../lib/app-error'
import { toPage } from '../../lib/cursor'
import { bookListed, bookReadable } from '../../policy/visibility'
import { roleOf } from './book.policy'
import { toBook } from './book.presenter'
import { type BookRow, selectBooks } from './book.query'
import { bookMembers, books } from './book.table'
import { containsPattern, cursorAfter, NumberKey, TimeKey } from './keyset'

const present = (actor: Actor | null) => (row: BookRow) =>
  toBook(row, roleOf(actor, row.book, row.memberRole ? { role: row.memberRole } : null))

const newestKey = (row: BookRow) => [row.book.createdAt.toISOString(), row.book.id]

/**
 * Explore (public, neither it nor its owner banned), mine or shared with me, each keyset-paged on an index:
 * books_public_created_idx / books_public_stars_idx, books_owner_created_idx, and
 * book_members_user_created_idx. `q` filters titles (books_title_trgm_idx).
 */
export async function listBooks(db: Db, actor: Actor | null, query: BookListQuery): Promise<Page<Book>> {
  const { scope, limit } = query
  const search = query.q ? ilike(books.title, containsPattern(query.q)) : undefined
  if (scope === 'explore') return explore(db, actor, query, search)
  if (!actor) throw unauthorized()
  if (scope === 'shared') return shared(db, actor, query, search)
  const after = cursorAfter(query.cursor, TimeKey)
  const rows = await selectBooks(db, actor.id)
    .where(and(eq(books.ownerId, actor.id), search, olderThan(after)))
    .orderBy(desc(books.createdAt), desc(books.id))
    .limit(limit + 1)
  return toPage(rows, limit, present(actor), newestKey)
}

/** Keyset condition of the newest-first lists (books' `created_at desc, id desc` indexes). */
function olderThan(after: readonly [string, string] | null): SQL | undefined {
  return after
    ? sql`(${books.createdAt}, ${books.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
    : undefined
}

async function explore(db: Db, actor: Actor | null, query: BookListQuery, search?: SQL) {
  const { limit } = query
  const isExplorable = bookListed.sql({ book: books, actorId: null })
  const select = selectBooks(db, actor?.id ?? null)
  if (query.sort === 'stars') {
    const after = cursorAfter(query.cursor, NumberKey)
    const rows = await select
      .where(
        and(
          isExplorable,
          search,
          after ? sql`(${books.starCount}, ${books.id}) < (${after[0]}, ${after[1]}::uuid)` : undefined,
        ),
      )
      .orderBy(desc(books.starCount), desc(books.id))
      .limit(limit + 1)
    return toPage(rows, limit, present(actor), (row) => [row.book.starCount, row.book.id])
  }
  const after = cursorAfter(query.cursor, TimeKey)
  const rows = await select
    .where(and(isExplorable, search, olderThan(after)))
    .orderBy(desc(books.createdAt), desc(books.id))
    .limit(limit + 1)
  return toPage(rows, limit, present(actor), newestKey)
}

/** Newest share first; a banned book, or a banned owner's, drops out (only its owner sees it). */
async function shared(db: Db, actor: Actor, query: BookListQuery, search?: SQL) {
  const { limit } = query
  const after = cursorAfter(query.cursor, TimeKey)
  const rows = await selectBooks(db, actor.id, { sharedAt: bookMembers.createdAt, shareId: bookMembers.id })
    .innerJoin(bookMembers, and(eq(bookMembers.bookId, books.id), eq(bookMembers.userId, actor.id)))
    .where(
      and(
        bookReadable.sql({ book: books, actorId: actor.id }),
        search,
        after
          ? sql`(${bookMembers.createdAt}, ${bookMembers.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(bookMembers.createdAt), desc(bookMembers.id))
    .limit(limit + 1)
  return toPage(rows, limit, present(actor), (row) => [row.sharedAt.toISOString(), row.shareId])
}
