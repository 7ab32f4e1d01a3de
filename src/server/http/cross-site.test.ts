import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../test/app'
import { createUser } from '../test/users'

// PUBLIC_URL names one address; the app is also opened at others (127.0.0.1, a LAN address).
const ctx = await setupTestApp({ PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: 'false' })

function createBook(headers: Record<string, string>, body = JSON.stringify({ title: 'Cross-site' })) {
  return ctx.app.request('http://127.0.0.1:3000/api/books', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

const bookCount = async (cookie: string) => {
  const response = await ctx.app.request('/api/books?scope=mine&limit=100', { headers: { Cookie: cookie } })
  return ((await response.json()) as { items: unknown[] }).items.length
}

describe('writes authenticated by the session cookie', () => {
  it('are refused from another origin, same site or not, and nothing is written', async () => {
    const user = await createUser(ctx)
    for (const origin of ['http://evil.example', 'http://127.0.0.1:4000', 'http://localhost:8080', 'null']) {
      const response = await createBook({ Cookie: user.cookie, Origin: origin })
      expect(response.status, origin).toBe(403)
      expect((await response.json()).error.code).toBe('CROSS_SITE_REQUEST')
    }
    const sameSite = await createBook({ Cookie: user.cookie, 'Sec-Fetch-Site': 'same-site' })
    expect(sameSite.status).toBe(403)
    expect(await bookCount(user.cookie)).toBe(0)
  })

  it('are accepted from the trusted origin and from the origin the request was addressed to', async () => {
    const user = await createUser(ctx)
    expect((await createBook({ Cookie: user.cookie, Origin: 'http://localhost:3000' })).status).toBe(201)
    expect((await createBook({ Cookie: user.cookie, Origin: 'http://127.0.0.1:3000' })).status).toBe(201)
    expect((await createBook({ Cookie: user.cookie, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(201)
    expect(await bookCount(user.cookie)).toBe(3)
  })

  it('must be JSON: a form post (text/plain, urlencoded) is refused', async () => {
    const user = await createUser(ctx)
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await createBook({ Cookie: user.cookie, 'Content-Type': type }, '{"title":"Form"}')
      expect(response.status, type).toBe(415)
      expect((await response.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    }
    expect(await bookCount(user.cookie)).toBe(0)
  })

  it('do not concern bearer clients, which name their credential themselves', async () => {
    const user = await createUser(ctx)
    const response = await createBook({
      Authorization: `Bearer ${user.token}`,
      Origin: 'capacitor://localhost',
    })
    expect(response.status).toBe(201)
  })

  it('applies to the auth routes too: a foreign page cannot sign a browser out', async () => {
    const user = await createUser(ctx)
    const signOut = await ctx.app.request('http://127.0.0.1:3000/api/auth/sign-out', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json', Cookie: user.cookie, Origin: 'http://evil.example' },
    })
    expect(signOut.status).toBe(403)
    expect((await ctx.app.request('/api/me', { headers: { Cookie: user.cookie } })).status).toBe(200)
  })
})
