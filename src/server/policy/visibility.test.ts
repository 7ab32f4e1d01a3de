import { eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MemberRole, Visibility } from '../../shared/books'
import { users } from '../auth/auth.table'
import { roleOf } from '../features/books/book.policy'
import { selectBookFacts } from '../features/books/book.query'
import { newId } from '../lib/ids'
import { bookMembers, books } from '../records/book.table'
import { setupTestApp } from '../test/app'
import { createUser, type TestUser } from '../test/users'
import { authorVisible, bookListed, bookReadable, postListed, postReadable } from './visibility'

const ctx = await setupTestApp()
const db = ctx.deps.database.db

type Caller = 'owner' | 'editor' | 'viewer' | 'stranger' | 'anonymous'
const CALLERS: Caller[] = ['owner', 'editor', 'viewer', 'stranger', 'anonymous']
const VISIBILITIES: Visibility[] = ['public', 'private']
const BOOLEANS = [false, true]

let people: Record<'owner' | 'bannedOwner' | 'editor' | 'viewer' | 'stranger', TestUser>
interface Case {
  visibility: Visibility
  bookBanned: boolean
  ownerBanned: boolean
  bookId: string
  ownerId: string
}
const cases: Case[] = []

beforeAll(async () => {
  const list = await Promise.all(Array.from({ length: 5 }, () => createUser(ctx)))
  const [owner, bannedOwner, editor, viewer, stranger] = list as [
    TestUser,
    TestUser,
    TestUser,
    TestUser,
    TestUser,
  ]
  people = { owner, bannedOwner, editor, viewer, stranger }
  await db.update(users).set({ banned: true }).where(eq(users.id, bannedOwner.id))
  for (const visibility of VISIBILITIES)
    for (const bookBanned of BOOLEANS)
      for (const ownerBanned of BOOLEANS) {
        const bookId = newId()
        const ownerId = ownerBanned ? bannedOwner.id : owner.id
        await db.insert(books).values({
          id: bookId,
          ownerId,
          slug: `v-${bookId}`,
          title: 'Rule',
          visibility,
          bannedAt: bookBanned ? new Date() : null,
        })
        const roles: [TestUser, MemberRole][] = [
          [editor, 'editor'],
          [viewer, 'viewer'],
        ]
        for (const [user, role] of roles)
          await db.insert(bookMembers).values({ id: newId(), bookId, userId: user.id, role })
        cases.push({ visibility, bookBanned, ownerBanned, bookId, ownerId })
      }
})

function callerId(caller: Caller, book: Case): string | null {
  if (caller === 'anonymous') return null
  if (caller === 'owner') return book.ownerId
  return people[caller].id
}

const actorOf = (id: string | null) => (id ? { id, role: 'user' as const, isBanned: false } : null)

describe('the book visibility rule', () => {
  it('reads the same as a policy on a loaded book and as SQL over the table, for every combination', async () => {
    const disagreements: string[] = []
    let readable = 0
    for (const book of cases)
      for (const caller of CALLERS) {
        const id = callerId(caller, book)
        const [facts] = await selectBookFacts(db, id, book.bookId)
        if (!facts) throw new Error('no facts')
        const role = roleOf(actorOf(id), facts, facts.memberRole ? { role: facts.memberRole } : null)
        const byPolicy = bookReadable.test({ role, book: facts })
        const [row] = await db
          .select({ ok: sql<boolean>`${bookReadable.sql({ book: books, actorId: id })}` })
          .from(books)
          .where(eq(books.id, book.bookId))
        if (byPolicy !== row?.ok)
          disagreements.push(`${JSON.stringify(book)} ${caller}: ${byPolicy} vs ${row?.ok}`)
        if (byPolicy) readable += 1
      }
    expect(disagreements).toEqual([])
    // 8 books × 5 callers; the owner reads all 8, the others only the 2 unbanned books of an
    // unbanned owner (public: all four others; private: the two members).
    expect(readable).toBe(8 + 4 + 2)
  })

  it('states what people expect of each combination', async () => {
    const verdict = async (
      visibility: Visibility,
      bookBanned: boolean,
      ownerBanned: boolean,
      caller: Caller,
    ) => {
      const book = cases.find(
        (c) => c.visibility === visibility && c.bookBanned === bookBanned && c.ownerBanned === ownerBanned,
      ) as Case
      const id = callerId(caller, book)
      const [row] = await db
        .select({ ok: sql<boolean>`${bookReadable.sql({ book: books, actorId: id })}` })
        .from(books)
        .where(eq(books.id, book.bookId))
      return row?.ok
    }
    expect(await verdict('public', false, false, 'anonymous')).toBe(true)
    expect(await verdict('private', false, false, 'stranger')).toBe(false)
    expect(await verdict('private', false, false, 'viewer')).toBe(true)
    expect(await verdict('public', true, false, 'editor')).toBe(false)
    expect(await verdict('public', true, false, 'owner')).toBe(true)
    expect(await verdict('public', false, true, 'anonymous')).toBe(false)
    expect(await verdict('private', false, true, 'editor')).toBe(false)
    expect(await verdict('public', false, true, 'owner')).toBe(true)
  })

  it('lists on Explore exactly the books anyone may read', async () => {
    const listed = await db
      .select({ id: books.id })
      .from(books)
      .where(
        sql`${inArray(
          books.id,
          cases.map((c) => c.bookId),
        )} and ${bookListed.sql({ book: books, actorId: null })}`,
      )
    const readableByAnyone = cases.filter((book) =>
      bookReadable.test({ role: null, book: { ...book, bannedAt: book.bookBanned ? new Date() : null } }),
    )
    expect(listed.map((row) => row.id).sort()).toEqual(readableByAnyone.map((c) => c.bookId).sort())
    expect(listed).toHaveLength(1)
  })
})

describe('the author visibility rule', () => {
  it('hides a banned author from others, not from themselves, the same in both forms', async () => {
    for (const [author, banned] of [
      [people.owner, false],
      [people.bannedOwner, true],
    ] as const)
      for (const viewer of [null, people.stranger.id, author.id]) {
        const byPolicy = authorVisible.test({
          isSelf: viewer === author.id,
          authorBanned: banned,
          blocked: false,
        })
        const [row] = await db
          .select({ ok: sql<boolean>`${authorVisible.sql({ authorId: users.id, actorId: viewer })}` })
          .from(users)
          .where(eq(users.id, author.id))
        expect(row?.ok).toBe(byPolicy)
        expect(byPolicy).toBe(!banned || viewer === author.id)
      }
  })
})

describe('the author and post rules with blocks', () => {
  it('agree in both forms for every reader, ban, block and post ban', async () => {
    const [author, reader, bannedAuthor] = await Promise.all([
      createUser(ctx),
      createUser(ctx),
      createUser(ctx),
    ])
    await db.update(users).set({ banned: true }).where(eq(users.id, bannedAuthor.id))
    for (const writer of [author, bannedAuthor])
      for (const blockedBy of ['none', 'author', 'reader'] as const) {
        await db.execute(sql`delete from blocks`)
        if (blockedBy === 'author')
          await db.execute(
            sql`insert into blocks (blocker_id, blocked_id) values (${writer.id}, ${reader.id})`,
          )
        if (blockedBy === 'reader')
          await db.execute(
            sql`insert into blocks (blocker_id, blocked_id) values (${reader.id}, ${writer.id})`,
          )
        for (const postBanned of BOOLEANS)
          for (const viewer of [null, reader.id, writer.id]) {
            const facts = {
              isSelf: viewer === writer.id,
              authorBanned: writer === bannedAuthor,
              blocked: blockedBy !== 'none' && viewer === reader.id,
              postBanned,
            }
            const target = {
              authorId: users.id,
              actorId: viewer,
              bannedAt: postBanned ? sql`now()` : sql`null`,
            }
            const [row] = await db
              .select({
                visible: sql<boolean>`${authorVisible.sql(target)}`,
                readable: sql<boolean>`${postReadable.sql(target)}`,
                listed: sql<boolean>`${postListed.sql(target)}`,
              })
              .from(users)
              .where(eq(users.id, writer.id))
            const where = JSON.stringify({
              writer: writer === author ? 'author' : 'banned',
              blockedBy,
              postBanned,
              viewer,
            })
            expect(row, where).toEqual({
              visible: authorVisible.test(facts),
              readable: postReadable.test(facts),
              listed: postListed.test(facts),
            })
            // What the rules promise, spelled out.
            const other = !facts.isSelf
            expect(postListed.test(facts), where).toBe(
              !other || (!facts.authorBanned && !facts.blocked && !postBanned),
            )
            expect(postReadable.test(facts), where).toBe(!other || (!facts.authorBanned && !postBanned))
          }
      }
    await db.execute(sql`delete from blocks`)
  })
})
