import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../test/app'
import { holdClockInEachTest } from '../test/fixtures'
import { createUser } from '../test/users'

const ctx = await setupTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '3' })

const rename = (cookie: string, name: string) =>
  ctx.app.request('/api/me', {
    method: 'PATCH',
    body: JSON.stringify({ name }),
    headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: ctx.config.publicUrl },
  })

describe('the write limit', () => {
  // The limit counts in fixed one-minute windows: each test stays in one.
  holdClockInEachTest()

  it('refuses a user past the limit with 429 RATE_LIMITED, and others are not affected', async () => {
    const [busy, calm] = [await createUser(ctx), await createUser(ctx)]
    for (let i = 0; i < 3; i++) expect((await rename(busy.cookie, `Name ${i}`)).status).toBe(200)
    const limited = await rename(busy.cookie, 'One too many')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(await limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Rate limit reached' } })
    expect((await rename(calm.cookie, 'Calm')).status).toBe(200)
  })

  it('limits many accounts writing from one address too, at ten users’ worth', async () => {
    const fromOneAddress = (cookie: string, name: string) =>
      ctx.app.request('/api/me', {
        method: 'PATCH',
        body: JSON.stringify({ name }),
        headers: {
          Cookie: cookie,
          'Content-Type': 'application/json',
          Origin: ctx.config.publicUrl,
          'X-Forwarded-For': '203.0.113.200',
        },
      })
    for (let i = 0; i < 10; i++) {
      const user = await createUser(ctx)
      for (let j = 0; j < 3; j++) expect((await fromOneAddress(user.cookie, `N ${i} ${j}`)).status).toBe(200)
    }
    const eleventh = await createUser(ctx)
    expect((await fromOneAddress(eleventh.cookie, 'One account too many')).status).toBe(429)
    expect((await rename(eleventh.cookie, 'From elsewhere')).status).toBe(200)
  })

  it('counts the address the proxy saw, whatever a client writes before it in X-Forwarded-For', async () => {
    // Behind `proxy_add_x_forwarded_for` the last entry is the proxy's view; the ones before it
    // are the client's to choose. A new one each time must not make a new address.
    const spoofing = (n: number) =>
      ctx.app.request('/api/me', {
        method: 'PATCH',
        body: JSON.stringify({ name: 'x' }),
        headers: {
          'Content-Type': 'application/json',
          Origin: ctx.config.publicUrl,
          'X-Forwarded-For': `198.51.100.${n}, 203.0.113.201`,
        },
      })
    for (let i = 0; i < 3; i++) expect((await spoofing(i)).status).toBe(401)
    expect((await spoofing(99)).status).toBe(429)
  })

  it('does not limit reads', async () => {
    const user = await createUser(ctx)
    for (let i = 0; i < 6; i++) {
      expect((await ctx.app.request('/api/me', { headers: { Cookie: user.cookie } })).status).toBe(200)
    }
  })
})
