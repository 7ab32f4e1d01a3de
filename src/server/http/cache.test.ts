import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../test/app'
import { createUser, post } from '../test/users'

const ctx = await setupTestApp()

describe('Cache-Control on /api', () => {
  it('keeps personal answers out of every cache', async () => {
    const user = await createUser(ctx)
    const both: Record<string, string>[] = [
      { Cookie: user.cookie },
      { Authorization: `Bearer ${user.token}` },
    ]
    for (const headers of both) {
      const response = await ctx.app.request('/api/me', { headers })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      // A public read made with a session may hold the caller's own stars and roles.
      const books = await ctx.app.request('/api/books', { headers })
      expect(books.headers.get('cache-control')).toBe('private, no-store')
    }
    expect((await ctx.app.request('/api/me')).headers.get('cache-control')).toBe('private, no-store')
    const session = await ctx.app.request('/api/auth/get-session')
    expect(session.headers.get('cache-control')).toBe('private, no-store')
  })

  it("lets a visitor's public read be cached briefly, and revalidated with its ETag", async () => {
    const user = await createUser(ctx)
    await post(ctx, '/api/books', { title: 'Cached', visibility: 'public' }, { Cookie: user.cookie })
    const first = await ctx.app.request('/api/books?scope=explore')
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('public, max-age=30')
    expect(first.headers.get('vary')).toContain('Cookie')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await ctx.app.request('/api/books?scope=explore', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    await post(ctx, '/api/books', { title: 'Changed', visibility: 'public' }, { Cookie: user.cookie })
    const changed = await ctx.app.request('/api/books?scope=explore', { headers: { 'If-None-Match': etag } })
    expect(changed.status).toBe(200)
  })

  it('never caches an error', async () => {
    const response = await ctx.app.request('/api/books/no-such-book')
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })
})
