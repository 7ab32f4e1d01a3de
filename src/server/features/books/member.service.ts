import { and, eq, sql } from 'drizzle-orm'
import type { Member, MemberInput } from '../../../shared/books'
import type { Page, PageQuery } from '../../../shared/pagination'
import { isId } from '../../../shared/params'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import { emit } from '../../events/emit'
import type { Actor } from '../../http/env'
import { AppError, notFound } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { newId } from '../../lib/ids'
import { keyset } from '../../lib/keyset'
import { bookMembers, books } from '../../records/book.table'
import { isBlockedBetween, lockPair } from '../social/relationship'
import { bookFactsFor } from './book.lookup'
import { canChange, canRemoveMember, canSeeMembers } from './book.policy'
import { toMember } from './book.presenter'
import { ownerColumns } from './book.query'

function selectMembers(db: Db) {
  return db
    .select({ member: bookMembers, user: ownerColumns })
    .from(bookMembers)
    .innerJoin(users, eq(users.id, bookMembers.userId))
}

type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number]

const present = ({ member, user }: MemberRow) => toMember(member, user)

/** Oldest grant first, on book_members_book_created_idx. */
export async function listMembers(
  db: Db,
  actor: Actor,
  bookId: string,
  page: PageQuery,
): Promise<Page<Member>> {
  const { facts } = await bookFactsFor(db, actor, bookId, canSeeMembers)
  const paged = keyset<MemberRow, 'time'>({
    cursor: page.cursor,
    limit: page.limit,
    by: 'time',
    columns: [bookMembers.createdAt, bookMembers.id],
    order: 'asc',
    keyOf: ({ member }) => [member.createdAt.toISOString(), member.id],
  })
  const rows = await selectMembers(db)
    .where(and(eq(bookMembers.bookId, facts.id), paged.where))
    .orderBy(...paged.orderBy)
    .limit(paged.take)
  return paged.page(rows, present)
}

async function findMember(db: Db, bookId: string, userId: string) {
  if (!isId(userId)) return undefined
  const [row] = await selectMembers(db).where(
    and(eq(bookMembers.bookId, bookId), eq(bookMembers.userId, userId)),
  )
  return row
}

export async function getMember(db: Db, actor: Actor, bookId: string, userId: string): Promise<Member> {
  const { facts } = await bookFactsFor(db, actor, bookId, canSeeMembers)
  const row = await findMember(db, facts.id, userId)
  if (!row) throw notFound()
  return present(row)
}

/**
 * Grants a role or changes it. Refused (403 `BLOCKED`) across a block either way (decision 023):
 * the two people's rows are locked first, as a block locks them, so a grant cannot slip in after
 * a block that has just ended their sharing.
 */
export async function putMember(
  db: Db,
  actor: Actor,
  bookId: string,
  userId: string,
  input: MemberInput,
): Promise<Member> {
  const { facts } = await bookFactsFor(db, actor, bookId, canChange)
  if (userId === facts.ownerId) throw new AppError('OWNER_CANNOT_BE_MEMBER')
  if (!isId(userId)) throw notFound()
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
  if (!user) throw notFound()
  const now = clock.now()
  await db.transaction(async (tx) => {
    await lockPair(tx, actor.id, userId)
    if (await isBlockedBetween(tx, actor.id, userId)) throw new AppError('BLOCKED')
    await tx
      .insert(bookMembers)
      .values({ id: newId(), bookId: facts.id, userId, role: input.role, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [bookMembers.bookId, bookMembers.userId],
        set: { role: input.role, updatedAt: now },
      })
    // The first grant is news to them; a changed role is not (notifications keep one per book).
    const [book] = await tx
      .select({ title: books.title, slug: books.slug })
      .from(books)
      .where(eq(books.id, facts.id))
    await emit(tx, {
      type: 'book.shared',
      bookId: facts.id,
      actorId: actor.id,
      userId,
      title: book?.title ?? '',
      slug: book?.slug ?? facts.id,
    })
  })
  const row = await findMember(db, facts.id, userId)
  if (!row) throw notFound()
  return present(row)
}

/** The owner revokes anyone's access; a member may leave. */
export async function deleteMember(db: Db, actor: Actor, bookId: string, userId: string): Promise<void> {
  const { facts } = await bookFactsFor(db, actor, bookId, (role) => canRemoveMember(actor, role, userId))
  if (!isId(userId)) throw notFound()
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(bookMembers)
      .where(and(eq(bookMembers.bookId, facts.id), eq(bookMembers.userId, userId)))
      .returning({ id: bookMembers.id })
    if (removed.length === 0) throw notFound()
    await emit(tx, { type: 'book.unshared', bookId: facts.id, userId })
  })
}

/**
 * A block between two people ends every membership between them, both ways: the one's books
 * shared with the other, and the other's with the one (`user.blocked`, in the block's transaction).
 */
export async function endSharingBetween(tx: Db, a: string, b: string): Promise<void> {
  await tx.execute(sql`
    delete from book_members m using books bk
    where bk.id = m.book_id
      and ((bk.owner_id = ${a} and m.user_id = ${b}) or (bk.owner_id = ${b} and m.user_id = ${a}))`)
}
