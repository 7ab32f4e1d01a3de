import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { StarItem, StarState } from '../../../shared/stars'
import { setupTestApp } from '../../test/app'
import { allPages, caller, newBook, newPoint, stepClock } from '../../test/fixtures'
import { createPost } from '../../test/posts'
import { createUser, createUsers } from '../../test/users'
import { stars } from './star.table'

const ctx = await setupTestApp()
const call = caller(ctx)
const { author, fan, other } = await createUsers(ctx, 'author', 'fan', 'other')

describe('starring', () => {
  it('is idempotent and keeps the count', async () => {
    const book = await newBook(call, author)
    const path = `/stars/book/${book.id}`
    const first = await call<StarState>(fan, 'PUT', path)
    expect(first.body).toEqual({ kind: 'book', id: book.id, isStarred: true, starCount: 1 })
    expect((await call<StarState>(fan, 'PUT', path)).body.starCount).toBe(1)
    expect((await call<StarState>(other, 'PUT', path)).body.starCount).toBe(2)
    const seen = await call(fan, 'GET', `/books/${book.id}`)
    expect(seen.body).toMatchObject({ starCount: 2, isStarred: true })
    expect((await call<StarState>(fan, 'DELETE', path)).body).toMatchObject({
      isStarred: false,
      starCount: 1,
    })
    expect((await call<StarState>(fan, 'DELETE', path)).body.starCount).toBe(1)
    expect((await call(fan, 'GET', `/books/${book.id}`)).body.isStarred).toBe(false)
  })

  it('counts concurrent stars once each', async () => {
    const book = await newBook(call, author)
    const point = await newPoint(call, author, book.id)
    const replies = await Promise.all([1, 2, 3, 4].map(() => call(fan, 'PUT', `/stars/point/${point.id}`)))
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200])
    const seen = await call(fan, 'GET', `/points/${point.id}`)
    expect(seen.body).toMatchObject({ starCount: 1, isStarred: true })
    const rows = await ctx.database.db.select().from(stars).where(eq(stars.pointId, point.id))
    expect(rows).toHaveLength(1)
  })

  it('refuses a kind that does not exist with 400 on the field', async () => {
    const book = await newBook(call, author)
    for (const kind of ['posts', 'bogus', 'Book', '%00']) {
      for (const method of ['PUT', 'DELETE']) {
        const reply = await call(fan, method, `/stars/${kind}/${book.id}`)
        expect(reply.status, `${method} ${kind}`).toBe(400)
        expect(reply.body.error).toMatchObject({
          code: 'VALIDATION_FAILED',
          details: [{ path: 'kind', code: 'invalid' }],
        })
      }
    }
    expect((await call(fan, 'GET', `/books/${book.id}`)).body.starCount).toBe(0)
  })

  it('answers 404 for things that do not exist or I cannot see', async () => {
    const hidden = await newBook(call, author, { visibility: 'private' })
    const hiddenPoint = await newPoint(call, author, hidden.id)
    const id = '0190a5b2-0000-7000-8000-000000000000'
    for (const path of [`/stars/book/${id}`, `/stars/point/nope`])
      expect((await call(fan, 'PUT', path)).status).toBe(404)
    expect((await call(fan, 'PUT', `/stars/book/${hidden.id}`)).status).toBe(404)
    expect((await call(fan, 'PUT', `/stars/point/${hiddenPoint.id}`)).status).toBe(404)
    expect((await call(fan, 'DELETE', `/stars/point/${hiddenPoint.id}`)).status).toBe(404)
  })
})

describe('my stars', () => {
  it('lists them newest first, by kind or all, skipping what I can no longer see', async () => {
    const restoreClock = stepClock()
    try {
      const user = await createUser(ctx)
      const open = await newBook(call, author, { title: 'Open' })
      const closing = await newBook(call, author, { title: 'Closing' })
      const p1 = await newPoint(call, author, open.id, { title: 'P1' })
      const p2 = await newPoint(call, author, closing.id, { title: 'P2' })
      for (const path of [`book/${open.id}`, `point/${p1.id}`, `book/${closing.id}`, `point/${p2.id}`])
        await call(user, 'PUT', `/stars/${path}`)
      const all = (await allPages<StarItem>(call, user, '/me/stars?limit=3')).flat()
      expect(all.map((item) => item.book?.title ?? item.point?.title)).toEqual([
        'P2',
        'Closing',
        'P1',
        'Open',
      ])
      expect(all[0]).toEqual({
        kind: 'point',
        starredAt: expect.any(String),
        // A starred point says which book it is in.
        point: {
          id: p2.id,
          title: 'P2',
          bookId: closing.id,
          book: { id: closing.id, slug: closing.slug, title: 'Closing' },
        },
      })
      expect(all[1]?.book).toEqual({ id: closing.id, slug: closing.slug, title: 'Closing' })
      const points = await call<{ items: StarItem[] }>(user, 'GET', '/me/stars?kind=point')
      expect(points.body.items.map((item) => item.point?.title)).toEqual(['P2', 'P1'])
      await call(author, 'PATCH', `/books/${closing.id}`, { visibility: 'private' })
      const left = await call<{ items: StarItem[] }>(user, 'GET', '/me/stars')
      expect(left.body.items.map((item) => item.book?.title ?? item.point?.title)).toEqual(['P1', 'Open'])
    } finally {
      restoreClock()
    }
  })

  it('name an untitled starred post by the start of its words, without its Markdown', async () => {
    const user = await createUser(ctx)
    const post = await createPost(ctx, author, {
      content: '**Sleep** before the [exam](https://example.test/e)',
    })
    expect((await call(user, 'PUT', `/stars/post/${post.id}`)).status).toBe(200)
    const reply = await call<{ items: StarItem[] }>(user, 'GET', '/me/stars?kind=post')
    expect(reply.body.items.map((item) => item.post?.excerpt)).toEqual(['Sleep before the exam'])
  })

  it('refuses an unknown kind filter', async () => {
    expect((await call(fan, 'GET', '/me/stars?kind=posts')).status).toBe(400)
  })
})
