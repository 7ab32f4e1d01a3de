import type { Book, BookCan, BookRole, Member, PointBook } from '../../../shared/books'
import type { BookFacts } from '../../policy/visibility'
import type { bookMembers } from '../../records/book.table'
import { toUserSummary, type UserColumns } from '../../records/user-summary'
import { canChange, canCopyFrom, canEditPoints, canManage, canRead, isFrozen } from './book.policy'
import type { BookRow } from './book.query'

/** The caller's rights on a book, from the one policy (a banned book: no points added, no copies). */
function toBookCan(role: BookRole | null, facts: BookFacts): BookCan {
  return {
    editPoints: canEditPoints(role, facts),
    manage: canManage(role),
    change: canChange(role, facts),
    copy: canCopyFrom(role, facts),
    share: !isFrozen(facts),
    study: canRead(role, facts),
    report: role !== 'owner',
  }
}

/** A point's book, from the facts its lookup already read. */
export function toPointBook(
  facts: BookFacts & { id: string; slug: string; title: string; pointCount: number },
  role: BookRole | null,
): PointBook {
  const { id, slug, title, pointCount } = facts
  return { id, slug, title, pointCount, myRole: role, can: toBookCan(role, facts) }
}

export function toBook(row: BookRow, role: BookRole | null, sections?: Book['sections']): Book {
  const { book } = row
  return {
    id: book.id,
    slug: book.slug,
    title: book.title,
    description: book.description,
    visibility: book.visibility,
    allowCopy: book.allowCopy,
    ownerId: book.ownerId,
    owner: toUserSummary(row.owner),
    pointCount: book.pointCount,
    starCount: book.starCount,
    isStarred: row.isStarred,
    myRole: role,
    can: toBookCan(role, { ...book, ownerBanned: row.ownerBanned }),
    copiedFrom: row.source && row.isSourceReadable ? row.source : null,
    bannedAt: book.bannedAt?.toISOString() ?? null,
    ownerBanned: row.ownerBanned,
    ...(sections ? { sections } : {}),
    createdAt: book.createdAt.toISOString(),
    updatedAt: book.updatedAt.toISOString(),
  }
}

export function toMember(row: typeof bookMembers.$inferSelect, user: UserColumns): Member {
  return {
    id: row.id,
    bookId: row.bookId,
    userId: row.userId,
    role: row.role,
    user: toUserSummary(user),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
