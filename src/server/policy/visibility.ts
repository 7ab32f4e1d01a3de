import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { BookRole, Visibility } from '../../shared/books'
import { all, any, defineRule, type Fact, not } from './rule'

/**
 * Who may see what: each rule once, as a policy for a loaded row and as an SQL predicate for
 * lists (policy/rule.ts). A ban has one source of truth: the account's `banned` flag, which the
 * auth library also reads to refuse its sign-in.
 */

/** The caller's id, or a placeholder for it in a statement prepared once (point.query.ts). */
export type ActorParam = string | Placeholder | null

// ---- Books ---------------------------------------------------------------------------------

/** What the book rules need to know of a book, loaded. */
export interface BookFacts {
  ownerId: string
  visibility: Visibility
  allowCopy: boolean
  bannedAt: Date | null
  /** The owner's account is banned: their books leave everyone else's view. */
  ownerBanned: boolean
}

export interface BookColumns {
  id: AnyColumn
  ownerId: AnyColumn
  visibility: AnyColumn
  bannedAt: AnyColumn
}

type BookSubject = { role: BookRole | null; book: Omit<BookFacts, 'ownerId' | 'allowCopy'> }
type BookTarget = { book: BookColumns; actorId: ActorParam }

/**
 * The person is banned: the one SQL form of "the actor is banned" (author rules, book owners,
 * notifications an actor causes, the counts a ban recounts). The row form is `Actor.isBanned`.
 */
export const isBanned = (userId: AnyColumn | SQL | ActorParam) =>
  sql`exists (select 1 from users banned_user where banned_user.id = ${userId} and banned_user.banned)`

const bookFacts = {
  owner: {
    test: ({ role }) => role === 'owner',
    sql: ({ book, actorId }) => (actorId ? sql`${book.ownerId} = ${actorId}` : sql`false`),
  },
  member: {
    test: ({ role }) => role === 'editor' || role === 'viewer',
    sql: ({ book, actorId }) =>
      actorId
        ? sql`exists (select 1 from book_members m where m.book_id = ${book.id} and m.user_id = ${actorId})`
        : sql`false`,
  },
  public: {
    test: ({ book }) => book.visibility === 'public',
    sql: ({ book }) => sql`${book.visibility} = 'public'`,
  },
  bookBanned: {
    test: ({ book }) => book.bannedAt !== null,
    sql: ({ book }) => sql`${book.bannedAt} is not null`,
  },
  ownerBanned: {
    test: ({ book }) => book.ownerBanned,
    sql: ({ book }) => isBanned(book.ownerId),
  },
} satisfies Record<string, Fact<BookSubject, BookTarget>>

/**
 * Read a book and its points: its owner always; anyone else only while neither the book nor its
 * owner is banned, and then a public book, or a private one they are a member of.
 */
export const bookReadable = defineRule(
  bookFacts,
  any('owner', all(not('bookBanned'), not('ownerBanned'), any('public', 'member'))),
)

/**
 * Changed or spread by its people (points written, settings, sharing, copies): not banned. A
 * banned book is frozen, for its owner too (decision 013); the policy's `isFrozen` and the
 * copy-to picker's list read this one rule.
 */
export const bookWritable = defineRule(bookFacts, not('bookBanned'))

/** Listed on Explore (and findable by anyone): public, and neither it nor its owner banned. */
export const bookListed = defineRule(bookFacts, all('public', not('bookBanned'), not('ownerBanned')))

// ---- Authors, posts and people (comments, profiles, search) ---------------------------------

export interface AuthorSubject {
  isSelf: boolean
  authorBanned: boolean
  /** Either of the two blocked the other. */
  blocked: boolean
}
export interface AuthorTarget {
  authorId: AnyColumn | SQL
  actorId: ActorParam
}

/**
 * A block between two people, whichever of them made it: the one form of "a block either way"
 * (author rules, follows, notifications).
 */
export const blockedBetween = (a: AnyColumn | SQL | ActorParam, b: AnyColumn | SQL | ActorParam) =>
  sql`exists (select 1 from blocks bl where (bl.blocker_id = ${a} and bl.blocked_id = ${b}) or (bl.blocker_id = ${b} and bl.blocked_id = ${a}))`

const authorFacts = {
  self: {
    test: ({ isSelf }) => isSelf,
    sql: ({ authorId, actorId }) => (actorId ? sql`${authorId} = ${actorId}` : sql`false`),
  },
  authorBanned: {
    test: ({ authorBanned }) => authorBanned,
    sql: ({ authorId }) => isBanned(authorId),
  },
  blocked: {
    test: ({ blocked }) => blocked,
    sql: ({ authorId, actorId }) => (actorId ? blockedBetween(authorId, actorId) : sql`false`),
  },
} satisfies Record<string, Fact<AuthorSubject, AuthorTarget>>

/**
 * Someone, or what they wrote, is shown to others while they are not banned and no block stands
 * between the two; people always see themselves and their own. Comments in threads, people in
 * lists and profiles, and posts in feeds all read this rule.
 */
export const authorVisible = defineRule(authorFacts, any('self', all(not('authorBanned'), not('blocked'))))

/** The author rule before blocks: a banned person is gone for everyone else. */
export const bannedHidden = defineRule(authorFacts, any('self', not('authorBanned')))

export interface PostSubject extends AuthorSubject {
  postBanned: boolean
}
export interface PostTarget extends AuthorTarget {
  bannedAt: AnyColumn | SQL
}

const postFacts = {
  ...(authorFacts as unknown as Record<keyof typeof authorFacts, Fact<PostSubject, PostTarget>>),
  postBanned: {
    test: ({ postBanned }) => postBanned,
    sql: ({ bannedAt }) => sql`${bannedAt} is not null`,
  },
} satisfies Record<string, Fact<PostSubject, PostTarget>>

/**
 * A post opened by its link: its author always; anyone else while neither it nor its author is
 * banned. A block does not hide a post opened directly (it is public to any visitor), but it
 * keeps it out of feeds and profiles and refuses likes and comments (decision 011).
 */
export const postReadable = defineRule(postFacts, any('self', all(not('postBanned'), not('authorBanned'))))

/** A post in a feed or on a profile: readable, and no block between reader and author. */
export const postListed = defineRule(
  postFacts,
  any('self', all(not('postBanned'), not('authorBanned'), not('blocked'))),
)
