import type { BookRole } from '../../../shared/books'
import type { ErrorCode } from '../../../shared/errors'
import { isIdOrSlug } from '../../../shared/params'
import type { Db } from '../../db/client'
import type { Actor } from '../../http/env'
import { AppError, notFound } from '../../lib/app-error'
import { type BookFacts, canRead, isFrozen, roleOf } from './book.policy'
import { type BookFactsRow, type BookRow, matchBook, selectBookFacts, selectBooks } from './book.query'

export type Permission = (role: BookRole | null, book: BookFacts) => boolean

/**
 * Refuses what the policy refuses: 404 when the caller may not even read the book (a private
 * or banned book's existence never leaks), 403 when they may read it but not do `may`:
 * `CONTENT_BANNED` when only the ban stands in the way (its owner, decision 013).
 */
function check(
  role: BookRole | null,
  book: BookFacts,
  may: Permission = canRead,
  refusal: ErrorCode = 'FORBIDDEN',
): void {
  if (!canRead(role, book)) throw notFound()
  if (may(role, book)) return
  if (isFrozen(book) && may(role, { ...book, bannedAt: null })) throw new AppError('CONTENT_BANNED')
  throw new AppError(refusal)
}

const roleIn = (actor: Actor | null, row: BookFactsRow | BookRow) => {
  const facts = 'book' in row ? row.book : row
  return roleOf(actor, facts, row.memberRole ? { role: row.memberRole } : null)
}

/** The policy's facts of a whole book answer's row. */
const factsOf = (row: BookRow): BookFacts => ({ ...row.book, ownerBanned: row.ownerBanned })

/**
 * Refuses what `may` refuses (see check), except that an admin reading (`asReader`) a public
 * book sees it even while it or its owner is banned, to judge and undo a ban.
 */
function admit(
  actor: Actor | null,
  role: BookRole | null,
  facts: BookFacts,
  may: Permission,
  refusal: ErrorCode | undefined,
  asReader: boolean,
): void {
  if (asReader && actor?.role === 'admin' && facts.visibility === 'public') return
  check(role, facts, may, refusal)
}

async function loadBook(
  db: Db,
  actor: Actor | null,
  idOrSlug: string,
  may: Permission,
  refusal: ErrorCode | undefined,
  asReader: boolean,
) {
  if (!isIdOrSlug(idOrSlug)) throw notFound()
  const [row] = await selectBooks(db, actor?.id ?? null).where(matchBook(idOrSlug))
  if (!row) throw notFound()
  const role = roleIn(actor, row)
  admit(actor, role, factsOf(row), may, refusal, asReader)
  return { row, role }
}

async function loadBookFacts(
  db: Db,
  actor: Actor | null,
  idOrSlug: string,
  may: Permission,
  refusal: ErrorCode | undefined,
  asReader: boolean,
) {
  const [facts] = await selectBookFacts(db, actor?.id ?? null, idOrSlug)
  if (!facts) throw notFound()
  const role = roleIn(actor, facts)
  admit(actor, role, facts, may, refusal, asReader)
  return { facts, role }
}

/** The whole book answer's row, if `may` allows it. */
export function bookFor(
  db: Db,
  actor: Actor | null,
  idOrSlug: string,
  may: Permission = canRead,
  refusal?: ErrorCode,
) {
  return loadBook(db, actor, idOrSlug, may, refusal, false)
}

/** The book as a page shows it to a reader (an admin too, while it is banned). */
export function readBook(db: Db, actor: Actor | null, idOrSlug: string) {
  return loadBook(db, actor, idOrSlug, canRead, undefined, true)
}

/** The policy's facts of a book, if `may` allows it: a cheaper lookup for work on its points. */
export function bookFactsFor(
  db: Db,
  actor: Actor | null,
  idOrSlug: string,
  may: Permission = canRead,
  refusal?: ErrorCode,
) {
  return loadBookFacts(db, actor, idOrSlug, may, refusal, false)
}

/** The facts of a book whose points a reader lists (an admin too, while it is banned). */
export function readBookFacts(db: Db, actor: Actor | null, idOrSlug: string) {
  return loadBookFacts(db, actor, idOrSlug, canRead, undefined, true)
}
