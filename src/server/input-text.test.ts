import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from './http/env'
import { handleError } from './http/errors'
import { setupTestApp } from './test/app'
import { caller, newBook, newPoint } from './test/fixtures'
import { createUser } from './test/users'

const ctx = await setupTestApp()
const call = caller(ctx)

const NUL = 'a\u0000b'
const LONE_HIGH = 'a\uD800b'
const LONE_LOW = '\uDC00'

describe('text no one can store', () => {
  it.each([
    ['NUL', NUL],
    ['a lone high surrogate', LONE_HIGH],
    ['a lone low surrogate', LONE_LOW],
  ])('refuses %s in a book title with 400 and the field, and writes nothing', async (_, bad) => {
    const owner = await createUser(ctx)
    const refused = await call(owner, 'POST', '/books', { title: bad })
    expect(refused.status).toBe(400)
    expect(refused.body.error.details).toEqual([{ path: 'title', code: 'invalid-characters' }])
    expect((await call(owner, 'GET', '/books?scope=mine')).body.items).toEqual([])
  })

  it('refuses it in every kind of text: points, notes, profiles, queries', async () => {
    const owner = await createUser(ctx)
    const book = await newBook(call, owner)
    const point = await newPoint(call, owner, book.id)
    const cases = [
      await call(owner, 'POST', `/books/${book.id}/points`, { title: 'ok', content: NUL }),
      await call(owner, 'PATCH', `/points/${point.id}`, { hiddenContent: LONE_HIGH }),
      await call(owner, 'POST', `/points/${point.id}/notes`, { content: NUL }),
      await call(owner, 'PATCH', '/me', { name: 'x', username: owner.username, bio: NUL }),
      await call(owner, 'GET', `/books?scope=explore&q=${encodeURIComponent(NUL)}`),
    ]
    for (const reply of cases) {
      expect(reply.status).toBe(400)
      expect(reply.body.error.details.map((d: { code: string }) => d.code)).toContain('invalid-characters')
    }
  })

  it('keeps real characters outside the basic plane (a surrogate pair) and CJK', async () => {
    const owner = await createUser(ctx)
    const created = await call(owner, 'POST', '/books', { title: '心臓 😀 𠮷' })
    expect(created.status).toBe(201)
    expect(created.body.title).toBe('心臓 😀 𠮷')
  })

  it('refuses it in the auth routes too', async () => {
    const response = await ctx.app.request('/api/auth/sign-in/username', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ctx.config.publicUrl },
      body: JSON.stringify({ username: NUL, password: 'whatever 123' }),
    })
    expect(response.status).toBe(400)
    expect((await response.json()).error.code).toBe('VALIDATION_FAILED')
  })

  it('names the field in the slug of a new book and the code of a mailed link too', async () => {
    const owner = await createUser(ctx)
    const book = await call(owner, 'POST', '/books', { title: 'ok', slug: `a${LONE_LOW}` })
    expect(book.status).toBe(400)
    expect(book.body.error.details).toContainEqual({ path: 'slug', code: 'invalid-characters' })
    const confirm = await ctx.app.request('/api/auth/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ctx.config.publicUrl },
      body: JSON.stringify({ code: NUL }),
    })
    expect(confirm.status).toBe(400)
    expect((await confirm.json()).error.details).toEqual([{ path: 'code', code: 'invalid-characters' }])
  })

  it('refuses it in path parameters, with the parameter named', async () => {
    const owner = await createUser(ctx)
    const cases = [
      ['/profiles/by-username/a%00b', 'username'],
      ['/profiles/%00', 'id'],
      ['/books/a%00b', 'idOrSlug'],
      ['/points/%00/notes', 'id'],
      ['/storage/avatars/a%00.webp', 'name'],
    ] as const
    for (const [path, field] of cases) {
      const reply = await call(owner, 'GET', path)
      expect(reply.status, path).toBe(400)
      expect(reply.body.error.details, path).toEqual([{ path: field, code: 'invalid-characters' }])
    }
  })

  it('answers a NUL that reaches the database anyway with 400, not 500 (the backstop)', async () => {
    // No schema in front: the text goes straight into a query, as a forgotten parameter would.
    const bare = new Hono<AppEnv>()
      .get('/echo/:text', async (c) => {
        await ctx.database.db.execute(sql`select ${c.req.param('text')}::text`)
        return c.json({ ok: true })
      })
      .onError(handleError)
    expect((await bare.request('/echo/fine')).status).toBe(200)
    const response = await bare.request('/echo/a%00b')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'Please check the form' },
    })
  })
})
