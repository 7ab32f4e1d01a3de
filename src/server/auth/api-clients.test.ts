import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, describe, expect, it } from 'vitest'
import { setupTestApp } from '../test/app'
import { lastCode, newSignUp } from '../test/users'

// A client that is not a browser, over real HTTP with Node's own fetch (undici), which sends
// `Sec-Fetch-Mode: cors` and no Origin, as the clients generated from the OpenAPI document do.
const ctx = await setupTestApp({ TRUST_PROXY: 'false' })
const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' })
await new Promise((resolve) => server.once('listening', resolve))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
afterAll(() => new Promise((resolve) => server.close(resolve)))

const send = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

describe('an API client without cookies', () => {
  it('signs up, confirms, signs in and calls with its bearer token, with no Origin', async () => {
    const input = newSignUp()
    expect((await send('/auth/sign-up/email', input)).status).toBe(200)
    const code = lastCode(ctx, input.email)
    expect((await send('/auth/email-otp/verify-email', { email: input.email, otp: code })).status).toBe(200)
    const signIn = await send('/auth/sign-in/email', { email: input.email, password: input.password })
    expect(signIn.status).toBe(200)
    const token = signIn.headers.get('set-auth-token') ?? ''
    expect(token).not.toBe('')
    const me = await fetch(`${base}/api/me`, { headers: { Authorization: `Bearer ${token}` } })
    expect((await me.json()).email).toBe(input.email)
    expect(
      (await send('/auth/email-otp/send-verification-otp', { email: input.email, type: 'sign-in' })).status,
    ).toBe(200)
  })

  it('still leaves a browser held to the origin rule: with the cookie, or naming another site', async () => {
    const input = newSignUp()
    await send('/auth/sign-up/email', input)
    await send('/auth/email-otp/verify-email', { email: input.email, otp: lastCode(ctx, input.email) })
    const signIn = await send('/auth/sign-in/email', { email: input.email, password: input.password })
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    // A browser sending the cookie from another site's page (it names no Origin here).
    const withCookie = await send('/auth/sign-out', {}, { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' })
    expect(withCookie.status).toBe(403)
    // The cookie with another site's Origin: refused by the auth library's own check too.
    const named = await send('/auth/sign-out', {}, { Cookie: cookie, Origin: 'https://evil.example' })
    expect(named.status).toBe(403)
    // A page elsewhere posting a sign-in form: the browser names that site.
    const fromElsewhere = await send(
      '/auth/sign-in/email',
      { email: input.email, password: input.password },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' },
    )
    expect(fromElsewhere.status).toBe(403)
  })
})
