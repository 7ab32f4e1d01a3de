import { and, eq } from 'drizzle-orm'
import type { MyNote, Note, NoteInput } from '../../../shared/notes'
import type { Page, PageQuery } from '../../../shared/pagination'
import { isId } from '../../../shared/params'
import type { Db } from '../../db/client'
import type { Actor } from '../../http/env'
import { notFound } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { newId } from '../../lib/ids'
import { keyset } from '../../lib/keyset'
import { books } from '../../records/book.table'
import { points } from '../../records/point.table'
import { readableSql } from '../books/book.query'
import { pointFor } from '../points/point.lookup'
import { isAuthor } from './note.policy'
import { toMyNote, toNote } from './note.presenter'
import { notes } from './note.table'

const newestKey = (note: { createdAt: Date; id: string }) => [note.createdAt.toISOString(), note.id] as const

/** Newest first, on an index ending in (created_at desc, id desc). */
const newestFirst = <Row>(page: PageQuery, noteOf: (row: Row) => { createdAt: Date; id: string }) =>
  keyset<Row, 'time'>({
    cursor: page.cursor,
    limit: page.limit,
    by: 'time',
    columns: [notes.createdAt, notes.id],
    keyOf: (row) => newestKey(noteOf(row)),
  })

/** My notes on a point I can read, newest first (notes_point_author_created_idx). */
export async function listPointNotes(
  db: Db,
  actor: Actor,
  pointId: string,
  page: PageQuery,
): Promise<Page<Note>> {
  await pointFor(db, actor, pointId)
  const paged = newestFirst(page, (note: typeof notes.$inferSelect) => note)
  const rows = await db
    .select()
    .from(notes)
    .where(and(eq(notes.pointId, pointId), eq(notes.authorId, actor.id), paged.where))
    .orderBy(...paged.orderBy)
    .limit(paged.take)
  return paged.page(rows, toNote)
}

export async function createNote(db: Db, actor: Actor, pointId: string, input: NoteInput): Promise<Note> {
  await pointFor(db, actor, pointId)
  const now = clock.now()
  const [row] = await db
    .insert(notes)
    .values({
      id: newId(),
      pointId,
      authorId: actor.id,
      content: input.content,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!row) throw notFound()
  return toNote(row)
}

/** Someone else's note answers exactly like a missing one. */
async function myNote(db: Db, actor: Actor, noteId: string) {
  if (!isId(noteId)) throw notFound()
  const [note] = await db.select().from(notes).where(eq(notes.id, noteId))
  if (!note || !isAuthor(actor, note)) throw notFound()
  return note
}

export async function updateNote(db: Db, actor: Actor, noteId: string, input: NoteInput): Promise<Note> {
  const note = await myNote(db, actor, noteId)
  const [row] = await db
    .update(notes)
    .set({ content: input.content, updatedAt: clock.now() })
    .where(eq(notes.id, note.id))
    .returning()
  if (!row) throw notFound()
  return toNote(row)
}

export async function deleteNote(db: Db, actor: Actor, noteId: string): Promise<void> {
  const note = await myNote(db, actor, noteId)
  await db.delete(notes).where(eq(notes.id, note.id))
}

/**
 * All my notes, newest first (notes_author_created_idx), each with its point; notes on points I
 * can no longer read are left out.
 */
export async function listMyNotes(db: Db, actor: Actor, page: PageQuery): Promise<Page<MyNote>> {
  const paged = newestFirst(page, (row: Parameters<typeof toMyNote>[0]) => row.note)
  const rows = await db
    .select({ note: notes, point: { id: points.id, title: points.title, bookId: points.bookId } })
    .from(notes)
    .innerJoin(points, eq(points.id, notes.pointId))
    .innerJoin(books, eq(books.id, points.bookId))
    .where(and(eq(notes.authorId, actor.id), readableSql(books, actor.id), paged.where))
    .orderBy(...paged.orderBy)
    .limit(paged.take)
  return paged.page(rows, toMyNote)
}
