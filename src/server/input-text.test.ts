import { describe, expect, it } from 'vitest'
import { caller, newBook, newPoint } from './features/books/book.fixtures'
import { setupTestApp } from './test/app'
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
})
