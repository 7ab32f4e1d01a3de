import type { BookRole } from '../../../shared/books'
import type { ErrorCode } from '../../../shared/errors'
import { isIdOrSlug } from '../../../shared/params'
import type { Db } from '../../db/client'
import type { Actor } from '../../http/env'
import { AppError, notFound } from '../../lib/app-error'
import { type BookFacts, canRead, roleOf } from './book.policy'
import { type BookFactsRow, type BookRow, matchBook, selectBookFacts, selectBooks } from './book.query'

export type Permission = (role: BookRole | null, book: BookFacts) => boolean

/**
 * Refuses what the policy refuses: 404 when the caller may not even read the book (a private
 * or banned book's existence never leaks), 403 when they may read it but not do `may`.
 */
export function check(
  role: BookRole | null,
  book: BookFacts,
  may: Permission = canRead,
  refusal: ErrorCode = 'FORBIDDEN',
): void {
  if (!canRead(role, book)) throw notFound()
  if (!may(role, book)) throw new AppError(refusal)
}

const roleIn = (actor: Actor | null, row: BookFactsRow | BookRow) => {
  const facts = 'book' in row ? row.book : row
  return roleOf(actor, facts, row.memberRole ? { role: row.memberRole } : null)
}

/** The policy's facts of a whole book answer's row. */
export const factsOf = (row: BookRow): BookFacts => ({ ...row.book, ownerBanned: row.ownerBanned })

/**
 * The whole book answer's row, if `may` allows it. `adminReads`: an admin reading a public book
 * (not acting on it) sees it even while it or its owner is banned.
 */
export async function bookFor(
  db: Db,
  actor: Actor | null,
  idOrSlug: string,
  may: Permission = canRead,
  refusal?: ErrorCode,
  adminReads = false,
) {
  if (!isIdOrSlug(idOrSlug)) throw notFound()
  const [row] = await selectBooks(db, actor?.id ?? null).where(matchBook(idOrSlug))
  if (!row) throw notFound()
  const role = roleIn(actor, row)
  const isAdminReading = adminReads && actor?.role === 'admin' && row.book.visibility === 'public'
  if (!isAdminReading) check(role, factsOf(row), may, refusal)
  return { row, role }
}

/**
 * The policy's facts of a book, if `may` allows it: a cheaper lookup for work on its points.
 * `adminReads` as for `bookFor`.
 */
export async function bookFactsFor(
  db: Db,
  actor: Actor | null,
  idOrSlug: string,
  may: Permission = canRead,
  refusal?: ErrorCode,
  adminReads = false,
) {
  const [facts] = await selectBookFacts(db, actor?.id ?? null, idOrSlug)
  if (!facts) throw notFound()
  const role = roleIn(actor, facts)
  const isAdminReading = adminReads && actor?.role === 'admin' && facts.visibility === 'public'
  if (!isAdminReading) check(role, facts, may, refusal)
  return { facts, role }
}
