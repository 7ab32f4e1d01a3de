import type { BookRole, MemberRole } from '../../../shared/books'
import type { Actor } from '../../http/env'
import { type BookFacts, bookReadable, bookWritable } from '../../policy/visibility'

export type { BookFacts }

/** The caller's membership row of the book, if any. */
export interface Membership {
  role: MemberRole
}

export function roleOf(
  actor: Actor | null,
  book: Pick<BookFacts, 'ownerId'>,
  membership: Membership | null,
): BookRole | null {
  if (!actor) return null
  if (book.ownerId === actor.id) return 'owner'
  return membership?.role ?? null
}

/** policy/visibility.ts: a banned book, or a banned owner's, is the owner's alone; a private one its owner's and members'. */
export function canRead(role: BookRole | null, book: BookFacts): boolean {
  return bookReadable.test({ role, book })
}

/**
 * A banned book is frozen, for its owner too (decision 013): they still read and export it,
 * remove members and delete it, but nothing that changes or spreads it is allowed.
 */
export function isFrozen(book: BookFacts): boolean {
  return !bookWritable.test({ role: null, book })
}

/** Add, edit, reorder and delete points; never in a frozen book. */
export function canEditPoints(role: BookRole | null, book: BookFacts): boolean {
  return (role === 'owner' || role === 'editor') && !isFrozen(book)
}

/** The owner's settings page: delete the book and revoke membership (a frozen book too). */
export function canManage(role: BookRole | null): boolean {
  return role === 'owner'
}

/** Change the book's settings, or share it (grant or change membership); never a frozen book. */
export function canChange(role: BookRole | null, book: BookFacts): boolean {
  return canManage(role) && !isFrozen(book)
}

/** Members see who else the book is shared with; outsiders do not. */
export function canSeeMembers(role: BookRole | null): boolean {
  return role !== null
}

/** The owner removes anyone; a member may leave. */
export function canRemoveMember(actor: Actor, role: BookRole | null, memberUserId: string): boolean {
  return role === 'owner' || (role !== null && actor.id === memberUserId)
}

/**
 * Copy the book or its points elsewhere: when it allows copying, or for its own people; never a
 * frozen book.
 */
export function canCopyFrom(role: BookRole | null, book: BookFacts): boolean {
  return canRead(role, book) && !isFrozen(book) && (book.allowCopy || role !== null)
}
