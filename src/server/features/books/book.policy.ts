import type { BookRole, MemberRole, Visibility } from '../../../shared/books'
import type { Actor } from '../../http/env'

/** What the rules need to know of a book. */
export interface BookFacts {
  ownerId: string
  visibility: Visibility
  allowCopy: boolean
  bannedAt: Date | null
}

/** The caller's membership row of the book, if any. */
export interface Membership {
  role: MemberRole
}

export function roleOf(actor: Actor | null, book: BookFacts, membership: Membership | null): BookRole | null {
  if (!actor) return null
  if (book.ownerId === actor.id) return 'owner'
  return membership?.role ?? null
}

/** A banned book is its owner's alone; a private one its owner's and members'. */
export function canRead(role: BookRole | null, book: BookFacts): boolean {
  if (role === 'owner') return true
  if (book.bannedAt) return false
  return book.visibility === 'public' || role !== null
}

/** Add, edit, reorder and delete points. */
export function canEditPoints(role: BookRole | null): boolean {
  return role === 'owner' || role === 'editor'
}

/** Change the book's settings, delete it, grant and revoke membership. */
export function canManage(role: BookRole | null): boolean {
  return role === 'owner'
}

/** Members see who else the book is shared with; outsiders do not. */
export function canSeeMembers(role: BookRole | null): boolean {
  return role !== null
}

/** The owner removes anyone; a member may leave. */
export function canRemoveMember(actor: Actor, role: BookRole | null, memberUserId: string): boolean {
  return role === 'owner' || (role !== null && actor.id === memberUserId)
}

/** Copy the book or its points elsewhere: when it allows copying, or for its own people. */
export function canCopyFrom(role: BookRole | null, book: BookFacts): boolean {
  return canRead(role, book) && (book.allowCopy || role !== null)
}
