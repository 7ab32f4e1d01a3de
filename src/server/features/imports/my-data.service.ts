import { asc, eq, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import type { Actor } from '../../http/env'
import { clock } from '../../lib/clock'
import { authorVisible, type BookColumns, bookReadable, postReadable } from '../../policy/visibility'
import { books } from '../../records/book.table'
import { posts } from '../../records/post.table'
import { getMyProfile } from '../profiles/profile.service'
import { bookPoints, csvLines, type Download, jsonText } from './export.service'

// "Export my data" (decisions.md /setting): one zip, streamed as it is written, with everything
// the person made, so leaving Pointbook never means losing work (docs/decisions/014-imports.md).

const README = `Your Pointbook data
===================

profile.json      your profile
books/<slug>/     each book you own: book.json (its settings), points.csv and points.json
                  (the same files as the book's Export; both can be imported into a book again)
notes.json        your notes on points, with the point they belong to
stars.json        what you starred
posts.json        your posts
comments.json     your comments and replies
timers.json       your countdown timers
study-cards.json  your study schedule of each point (FSRS: state, due, stability, difficulty)
study-reviews.json every rating you gave, with the card as it was before it (an optimizer's input)
following.json    the people you follow
blocked.json      the people you blocked

A title is null where you can no longer read what it names (a private book you left or were
removed from, something banned, a post or person hidden from you): what you wrote on it, your
notes, stars and study schedule, is still here.
`

type Entry = { name: string; chunks: AsyncIterable<string> | Iterable<string> }

async function* once(value: unknown): AsyncGenerator<string> {
  yield `${JSON.stringify(value, null, 2)}\n`
}

/** A whole list as a JSON array, a batch of rows at a time, keyed by the statement's order. */
async function* jsonArray(db: Db, query: SQL): AsyncGenerator<string> {
  yield '['
  let offset = 0
  for (;;) {
    const rows = await rowsOf<Record<string, unknown>>(db, sql`${query} limit 1000 offset ${offset}`)
    if (rows.length > 0)
      yield `${offset === 0 ? '' : ','}\n${rows.map((row) => JSON.stringify(row)).join(',\n')}`
    if (rows.length < 1000) break
    offset += rows.length
  }
  yield '\n]\n'
}

// Tables as the statements below name them, so the visibility rules can read their columns.
const b = alias(books, 'b')
const pb = alias(books, 'pb')
const po = alias(posts, 'po')
const u = alias(users, 'u')

/**
 * The person's own lists, each a file of its own: its name, and the statement that reads it.
 * What they made is all there; what belongs to others (a book's or point's title, a post's, a
 * person's name) only while the API would still show it to them (policy/visibility.ts): a
 * book they were removed from, or one banned, keeps their notes, stars and cards on it, with
 * null for its titles.
 */
function listsOf(userId: string): [name: string, query: SQL][] {
  const readable = (book: BookColumns) => bookReadable.sql({ book, actorId: userId })
  const postTitle = sql`case when ${postReadable.sql({ authorId: po.authorId, actorId: userId, bannedAt: po.bannedAt })}
    then coalesce(nullif(po.title, ''), left(po.content, 140)) end`
  return [
    [
      'notes.json',
      sql`select n.id, n.content, n.created_at as "createdAt", n.updated_at as "updatedAt",
            p.id as "pointId", case when ${readable(b)} then p.title end as "pointTitle",
            case when ${readable(b)} then b.title end as "bookTitle"
          from notes n join points p on p.id = n.point_id join books b on b.id = p.book_id
          where n.author_id = ${userId} order by n.created_at, n.id`,
    ],
    [
      'stars.json',
      sql`select s.kind, s.created_at as "starredAt", coalesce(s.point_id, s.book_id, s.post_id) as id,
            case s.kind when 'point' then case when ${readable(pb)} then p.title end
              when 'book' then case when ${readable(b)} then b.title end
              when 'post' then ${postTitle} end as title
          from stars s left join points p on p.id = s.point_id left join books pb on pb.id = p.book_id
            left join books b on b.id = s.book_id left join posts po on po.id = s.post_id
          where s.user_id = ${userId} order by s.created_at, s.id`,
    ],
    [
      'posts.json',
      sql`select id, kind, slug, title, content, created_at as "createdAt", updated_at as "updatedAt"
          from posts where author_id = ${userId} order by created_at, id`,
    ],
    [
      // The post a comment is on is named by its id only: nothing of the post's author's.
      'comments.json',
      sql`select c.id, c.post_id as "postId", c.parent_id as "parentId", c.content, c.created_at as "createdAt"
          from comments c where c.author_id = ${userId} order by c.created_at, c.id`,
    ],
    [
      'timers.json',
      sql`select name, days, expires_at as "expiresAt", created_at as "createdAt"
          from timers where owner_id = ${userId} order by created_at, id`,
    ],
    [
      'study-cards.json',
      sql`select c.point_id as "pointId", case when ${readable(b)} then p.title end as "pointTitle",
            case when ${readable(b)} then b.title end as "bookTitle", c.state, c.due,
            c.stability, c.difficulty, c.elapsed_days as "elapsedDays", c.scheduled_days as "scheduledDays",
            c.learning_steps as "learningSteps", c.reps, c.lapses, c.last_review as "lastReview"
          from study_cards c join points p on p.id = c.point_id join books b on b.id = c.book_id
          where c.user_id = ${userId} order by c.created_at, c.point_id`,
    ],
    [
      'study-reviews.json',
      sql`select r.point_id as "pointId", r.rating, r.state, r.due, r.stability, r.difficulty,
            r.elapsed_days as "elapsedDays", r.last_elapsed_days as "lastElapsedDays",
            r.scheduled_days as "scheduledDays", r.learning_steps as "learningSteps",
            r.reviewed_at as "reviewedAt", r.duration_ms as "durationMs"
          from study_reviews r where r.user_id = ${userId} order by r.reviewed_at, r.id`,
    ],
    [
      // As the following list shows them: a banned person, or one across a block, unnamed.
      'following.json',
      sql`select case when ${authorVisible.sql({ authorId: u.id, actorId: userId })} then u.username end
            as username, f.created_at as "since"
          from follows f join users u on u.id = f.followee_id
          where f.follower_id = ${userId} order by f.created_at, u.id`,
    ],
    [
      // As my own blocked list shows them: every one, banned or not (block.service.ts).
      'blocked.json',
      sql`select u.username, k.created_at as "since" from blocks k join users u on u.id = k.blocked_id
          where k.blocker_id = ${userId} order by k.created_at, u.id`,
    ],
  ]
}

async function* bookEntries(db: Db, userId: string): AsyncGenerator<Entry> {
  const mine = await db
    .select({
      id: books.id,
      slug: books.slug,
      title: books.title,
      description: books.description,
      visibility: books.visibility,
      allowCopy: books.allowCopy,
      createdAt: books.createdAt,
    })
    .from(books)
    .where(eq(books.ownerId, userId))
    .orderBy(asc(books.createdAt), asc(books.id))
  for (const book of mine) {
    const folder = `books/${book.slug}`
    yield { name: `${folder}/book.json`, chunks: once(book) }
    yield { name: `${folder}/points.csv`, chunks: csvLines(bookPoints(db, book.id)) }
    yield { name: `${folder}/points.json`, chunks: jsonText(bookPoints(db, book.id)) }
  }
}

/**
 * The zip of everything `actor` made, as a stream: each file is written while it is read from
 * the database, so a large account never sits in memory.
 */
export async function exportMyData(db: Db, actor: Actor): Promise<Download> {
  const profile = await getMyProfile(db, actor)
  const encoder = new TextEncoder()
  let zip: Zip
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) controller.error(error)
        else {
          controller.enqueue(chunk)
          if (final) controller.close()
        }
      })
      const add = async (entry: Entry, compress = true) => {
        const file = compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name)
        file.mtime = clock.now()
        zip.add(file)
        for await (const text of entry.chunks) file.push(encoder.encode(text))
        file.push(new Uint8Array(0), true)
      }
      try {
        await add({ name: 'README.txt', chunks: [README] })
        await add({ name: 'profile.json', chunks: once(profile) })
        for await (const entry of bookEntries(db, actor.id)) await add(entry)
        for (const [name, query] of listsOf(actor.id)) await add({ name, chunks: jsonArray(db, query) })
        zip.end()
      } catch (error) {
        controller.error(error)
      }
    },
  })
  const day = clock.now().toISOString().slice(0, 10)
  return { name: `pointbook-${profile.username ?? 'me'}-${day}.zip`, type: 'application/zip', stream }
}
