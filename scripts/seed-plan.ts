import { count } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../src/server/db/client'
import { slugFromTitle } from '../src/server/features/books/slug'
import { notes } from '../src/server/features/notes/note.table'
import { stars } from '../src/server/features/stars/star.table'
import { newId } from '../src/server/lib/ids'
import { bookMembers, books } from '../src/server/records/book.table'
import { points } from '../src/server/records/point.table'
import { bookContent, NOTE_TEXTS, pick, pointContent, type Random } from './seed-content'

type Rows = Record<string, unknown>[]
type Insert = (table: PgTable, rows: Rows) => Promise<void>
interface Person {
  id: string
}

const DAY_MS = 86_400_000
const POINT_CHUNK = 1000

export interface SeedPlan {
  counts: Record<string, number>
  /** The first book: always public, so any seeded user can read it. */
  sampleBookId: string
}

/** `n` different people, none of them `except`. */
function distinct(random: Random, people: Person[], n: number, except?: string): Person[] {
  const chosen = new Map<string, Person>()
  const wanted = Math.min(n, people.length - 1)
  while (chosen.size < wanted) {
    const candidate = pick(random, people)
    if (candidate.id !== except) chosen.set(candidate.id, candidate)
  }
  return [...chosen.values()]
}

/** A moment in the month after `from`, never in the future. */
const later = (random: Random, from: Date) =>
  new Date(Math.min(Date.now(), from.getTime() + Math.floor(random() * 30 * DAY_MS)))

/**
 * Books of varied owners, languages and visibility (three in four public); one in five shared
 * with a few members; stars skewed so a few books are popular; points with sections; notes.
 * Counts (`starCount`, `pointCount`) are computed here so they match the rows.
 */
export async function planBooks(
  db: Db,
  people: Person[],
  size: { books: number; points: number },
  random: Random,
  insert: Insert,
): Promise<SeedPlan> {
  const [existing] = await db.select({ n: count() }).from(books)
  const offset = existing?.n ?? 0
  const now = Date.now()
  const bookRows: Rows = []
  const memberRows: Rows = []
  const starRows: Rows = []
  const noteRows: Rows = []
  const planned = []
  for (let i = 0; i < size.books; i++) {
    const owner = pick(random, people)
    const { subject, title, description } = bookContent(random)
    const isPublic = i === 0 || random() < 0.75
    const createdAt = new Date(now - Math.floor(random() * 365 * DAY_MS))
    const id = newId()
    const fans = isPublic ? distinct(random, people, Math.floor(random() ** 3 * 30), owner.id) : []
    for (const fan of fans)
      starRows.push({
        id: newId(),
        userId: fan.id,
        kind: 'book',
        bookId: id,
        createdAt: later(random, createdAt),
      })
    if (random() < 0.2)
      for (const member of distinct(random, people, 1 + Math.floor(random() * 3), owner.id)) {
        const at = later(random, createdAt)
        const role = random() < 0.5 ? 'viewer' : 'editor'
        memberRows.push({ id: newId(), bookId: id, userId: member.id, role, createdAt: at, updatedAt: at })
      }
    bookRows.push({
      id,
      ownerId: owner.id,
      slug: `${slugFromTitle(title) || 'book'}-${offset + i + 1}`,
      title,
      description,
      visibility: isPublic ? 'public' : 'private',
      allowCopy: random() < 0.5,
      pointCount: size.points,
      starCount: fans.length,
      createdAt,
      updatedAt: createdAt,
    })
    planned.push({ id, owner, subject, isPublic, createdAt })
  }
  await insert(books, bookRows)
  await insert(bookMembers, memberRows)

  let chunk: Rows = []
  for (const book of planned) {
    for (let position = 0; position < size.points; position++) {
      const id = newId()
      const createdAt = new Date(book.createdAt.getTime() + position * 1000)
      const fans =
        book.isPublic && random() < 0.1 ? distinct(random, people, 1 + Math.floor(random() * 3)) : []
      for (const fan of fans)
        starRows.push({
          id: newId(),
          userId: fan.id,
          kind: 'point',
          pointId: id,
          createdAt: later(random, createdAt),
        })
      if (random() < 0.03) {
        const author = book.isPublic ? pick(random, people) : book.owner
        const at = later(random, createdAt)
        noteRows.push({
          id: newId(),
          pointId: id,
          authorId: author.id,
          content: pick(random, NOTE_TEXTS),
          createdAt: at,
          updatedAt: at,
        })
      }
      const content = pointContent(random, book.subject, position)
      chunk.push({
        id,
        bookId: book.id,
        ...content,
        position,
        starCount: fans.length,
        createdAt,
        updatedAt: createdAt,
      })
      if (chunk.length === POINT_CHUNK) {
        await insert(points, chunk)
        chunk = []
      }
    }
  }
  await insert(points, chunk)
  await insert(stars, starRows)
  await insert(notes, noteRows)
  return {
    counts: {
      books: bookRows.length,
      members: memberRows.length,
      points: planned.length * size.points,
      stars: starRows.length,
      notes: noteRows.length,
    },
    sampleBookId: planned[0]?.id ?? '',
  }
}
