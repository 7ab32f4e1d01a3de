import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm'
import { alias, type SelectedFields } from 'drizzle-orm/pg-core'
import type { MemberRole } from '../../../shared/books'
import { isId, isIdOrSlug } from '../../../shared/params'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import { type ActorParam, type BookColumns, bookReadable } from '../../policy/visibility'
import { bookMembers, books } from '../../records/book.table'
import { summaryColumns } from '../../records/user-summary'

export type { ActorParam }

/** `canRead` in SQL, for lists and joined sources: the same rule (policy/visibility.ts). */
export function readableSql(book: BookColumns, actorId: ActorParam): SQL {
  return bookReadable.sql({ book, actorId })
}

/** Whether a book's owner is banned, for the policy's facts. */
const ownerBannedSql = (book: BookColumns) =>
  sql<boolean>`exists (select 1 from users u where u.id = ${book.ownerId} and u.banned)`

/** For selects with a join only (see selectBookFacts). */
function memberRoleSql(bookId: AnyColumn, actorId: string | null): SQL<MemberRole | null> {
  if (!actorId) return sql<MemberRole | null>`null`
  return sql<MemberRole | null>`(select m.role from book_members m where m.book_id = ${bookId} and m.user_id = ${actorId})`
}

export function matchBook(idOrSlug: string): SQL {
  return isId(idOrSlug) ? eq(books.id, idOrSlug) : sql`lower(${books.slug}) = ${idOrSlug.toLowerCase()}`
}

export const ownerColumns = summaryColumns(users)

const source = alias(books, 'source')

type NoExtra = Record<never, never>

/** Everything a book answer shows, for one caller. */
function bookFields(actorId: string | null) {
  return {
    book: books,
    owner: ownerColumns,
    ownerBanned: users.banned,
    memberRole: memberRoleSql(books.id, actorId),
    isStarred: actorId
      ? sql<boolean>`exists (select 1 from stars s where s.book_id = ${books.id} and s.user_id = ${actorId})`
      : sql<boolean>`false`,
    source: { id: source.id, slug: source.slug, title: source.title },
    isSourceReadable: sql<boolean>`coalesce(${readableSql(source, actorId)}, false)`,
  }
}

/** `extra` adds columns of a table the caller joins (the membership, for `shared`). */
export function selectBooks<Extra extends SelectedFields = NoExtra>(
  db: Db,
  actorId: string | null,
  extra?: Extra,
) {
  return db
    .select({ ...bookFields(actorId), ...(extra as Extra) })
    .from(books)
    .innerJoin(users, eq(users.id, books.ownerId))
    .leftJoin(source, eq(source.id, books.copiedFromBookId))
}

export type BookRow = Awaited<ReturnType<typeof selectBooks<NoExtra>>>[number]

/**
 * Only what the policy needs: one indexed row, for routes that act on a book's points. The
 * membership is a join, not a subquery: in a single-table select Drizzle drops table names from
 * the select list, which would unbind a correlated subquery's reference to `books`.
 */
export function selectBookFacts(db: Db, actorId: string | null, idOrSlug: string) {
  return db
    .select({
      id: books.id,
      slug: books.slug,
      title: books.title,
      pointCount: books.pointCount,
      ownerId: books.ownerId,
      visibility: books.visibility,
      allowCopy: books.allowCopy,
      bannedAt: books.bannedAt,
      ownerBanned: ownerBannedSql(books),
      memberRole: bookMembers.role,
    })
    .from(books)
    .leftJoin(
      bookMembers,
      actorId ? and(eq(bookMembers.bookId, books.id), eq(bookMembers.userId, actorId)) : sql`false`,
    )
    .where(isIdOrSlug(idOrSlug) ? matchBook(idOrSlug) : sql`false`)
}

export type BookFactsRow = Awaited<ReturnType<typeof selectBookFacts>>[number]
