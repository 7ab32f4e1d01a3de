import { describe, expect, it } from 'vitest'
import { setupTestApp } from './test/app'
import { createUsers } from './test/users'

// The native shell's page (capacitor://localhost on iOS, https://localhost on Android) calls the
// API across origins with a bearer token: it may, and no other site may read what it gets.
const ctx = await setupTestApp()
const { me } = await createUsers(ctx, 'me')

describe('cross-origin calls', () => {
  it('answer the shell’s preflight with the headers the app sends and nothing for another site', async () => {
    for (const origin of ['capacitor://localhost', 'https://localhost']) {
      const preflight = await ctx.app.request('/api/study/reviews', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, content-type, idempotency-key',
        },
      })
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
      const allowed = preflight.headers.get('access-control-allow-headers')?.toLowerCase() ?? ''
      for (const header of ['authorization', 'content-type', 'idempotency-key', 'last-event-id'])
        expect(allowed).toContain(header)
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
    }
    const evil = await ctx.app.request('/api/study/reviews', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(evil.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('let the shell read a bearer answer and its token header, never with cookies', async () => {
    const reply = await ctx.app.request('/api/me', {
      headers: { Origin: 'capacitor://localhost', Authorization: `Bearer ${me.token}` },
    })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('access-control-allow-origin')).toBe('capacitor://localhost')
    expect(reply.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('set-auth-token')
    expect(reply.headers.get('access-control-allow-credentials')).toBeNull()
    expect((await reply.json()).id).toBe(me.id)
    const other = await ctx.app.request('/api/me', {
      headers: { Origin: 'https://evil.example', Authorization: `Bearer ${me.token}` },
    })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })
})
