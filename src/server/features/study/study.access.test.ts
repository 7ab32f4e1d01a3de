import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { books } from '../../records/book.table'
import { setupTestApp } from '../../test/app'
import { type Caller, caller, newBook, newPoint, share } from '../../test/fixtures'
import { createUsers } from '../../test/users'

/**
 * The study routes' access matrix: each kind of caller on a public, a private and a banned book.
 * A book one may not read is 404 on every study route (never 403); nobody reads another person's
 * schedule, log or statistics unless they chose to show the statistics.
 */
const ctx = await setupTestApp()
const call = caller(ctx)
const cast = await createUsers(ctx, 'owner', 'viewer', 'stranger')
const WHO = ['anonymous', 'stranger', 'viewer', 'owner'] as const
type Who = (typeof WHO)[number]
const as = (who: Who): Caller => (who === 'anonymous' ? null : cast[who])

async function request(who: Who, method: string, path: string, body?: unknown) {
  const user = as(who)
  const headers: Record<string, string> = { Origin: ctx.config.publicUrl, 'Idempotency-Key': randomUUID() }
  if (user) headers.Cookie = user.cookie
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await ctx.app.request(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return response.status
}

async function fixture(kind: 'public' | 'private' | 'banned') {
  const book = await newBook(call, cast.owner, {
    title: `${kind}`,
    visibility: kind === 'private' ? 'private' : 'public',
  })
  await share(call, cast.owner, book.id, cast.viewer, 'viewer')
  const point = await newPoint(call, cast.owner, book.id)
  if (kind === 'banned')
    await ctx.database.db.update(books).set({ bannedAt: new Date() }).where(eq(books.id, book.id))
  return { book, point }
}

/** Statuses for anonymous, stranger, viewer, owner. */
const EXPECTED = {
  public: [401, 200, 200, 200],
  private: [401, 404, 200, 200],
  banned: [401, 404, 404, 200],
} as const

describe('study access', () => {
  for (const kind of ['public', 'private', 'banned'] as const) {
    it(`on a ${kind} book answers exactly the matrix`, async () => {
      const { book, point } = await fixture(kind)
      const routes: [string, string, unknown?][] = [
        ['GET', `/study/books/${book.id}`],
        ['PUT', `/study/books/${book.id}`],
        ['GET', `/study/due?bookId=${book.id}`],
        ['POST', '/study/reviews', { pointId: point.id, rating: 'good' }],
        ['DELETE', `/study/books/${book.id}`],
      ]
      for (const [method, path, body] of routes) {
        const got = []
        for (const who of WHO) got.push(await request(who, method, path, body))
        const want = EXPECTED[kind].map((status) => (status === 200 && method === 'POST' ? 201 : status))
        expect(got, `${method} ${path}`).toEqual(want)
      }
    })
  }

  it('keeps schedules, logs and statistics to their person', async () => {
    const { book, point } = await fixture('public')
    const before = (await call(cast.owner, 'GET', '/study/stats')).body.totalReviews
    expect(await request('viewer', 'POST', '/study/reviews', { pointId: point.id, rating: 'good' })).toBe(201)
    // The owner's queue and statistics show nothing of the viewer's rating.
    expect(await request('owner', 'PUT', `/study/books/${book.id}`)).toBe(200)
    const mine = await call(cast.owner, 'GET', `/study/due?bookId=${book.id}`)
    expect(mine.body.items[0]?.card.state).toBe('new')
    expect((await call(cast.owner, 'GET', '/study/stats')).body.totalReviews).toBe(before)
    // Undo is of my own ratings only: the viewer's latest is undone by the viewer.
    const undone = await call(cast.owner, 'POST', '/study/undo')
    expect(undone.body.pointId).not.toBe(point.id)
    expect((await call(cast.viewer, 'POST', '/study/undo')).body.pointId).toBe(point.id)
    for (const who of ['anonymous', 'stranger', 'owner'] as const) {
      expect(await request(who, 'GET', `/users/${cast.viewer.id}/study-stats`), who).toBe(404)
    }
    expect(await request('viewer', 'GET', `/users/${cast.viewer.id}/study-stats`)).toBe(200)
    for (const path of ['/study/stats', '/study/settings', '/study/due']) {
      expect(await request('anonymous', 'GET', path), path).toBe(401)
    }
  })
})
