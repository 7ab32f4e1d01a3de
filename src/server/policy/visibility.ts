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

const isBanned = (userId: AnyColumn | SQL) =>
  sql`exists (select 1 from users u where u.id = ${userId} and u.banned)`

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

/** Listed on Explore (and findable by anyone): public, and neither it nor its owner banned. */
export const bookListed = defineRule(bookFacts, all('public', not('bookBanned'), not('ownerBanned')))

// ---- Authors (posts, comments, profiles, search) ---------------------------------------------

type AuthorSubject = { isSelf: boolean; authorBanned: boolean }
type AuthorTarget = { authorId: AnyColumn | SQL; actorId: ActorParam }

const authorFacts = {
  self: {
    test: ({ isSelf }) => isSelf,
    sql: ({ authorId, actorId }) => (actorId ? sql`${authorId} = ${actorId}` : sql`false`),
  },
  authorBanned: {
    test: ({ authorBanned }) => authorBanned,
    sql: ({ authorId }) => isBanned(authorId),
  },
} satisfies Record<string, Fact<AuthorSubject, AuthorTarget>>

/**
 * What someone wrote is shown to others while its author is not banned (blocks join this rule
 * when they exist); authors always see their own.
 */
export const authorVisible = defineRule(authorFacts, any('self', not('authorBanned')))
