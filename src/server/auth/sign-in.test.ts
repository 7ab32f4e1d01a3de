import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../test/app'
import { readSse } from '../test/sse'
import { cookiesFrom, createUser, lastCode, post } from '../test/users'

const ctx = await setupTestApp()
const me = (headers: Record<string, string>) => ctx.app.request('/api/me', { headers })

describe('sign in with a password', () => {
  it('signs in and the session reaches /api/me', async () => {
    const user = await createUser(ctx)
    const response = await post(ctx, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    })
    expect(response.status).toBe(200)
    expect((await me({ Cookie: cookiesFrom(response) })).status).toBe(200)
  })

  it('says the account is returning only once it has signed in before: Welcome, then Welcome back', async () => {
    // createUser's session is the account's first sign-in.
    const user = await createUser(ctx)
    const first = await me({ Cookie: user.cookie })
    expect((await first.json()).isReturning).toBe(false)
    const again = await post(ctx, '/api/auth/sign-in/email', { email: user.email, password: user.password })
    expect(again.status).toBe(200)
    expect((await (await me({ Cookie: cookiesFrom(again) })).json()).isReturning).toBe(true)
    // The first session, still open, is now a returning person's too.
    expect((await (await me({ Cookie: user.cookie })).json()).isReturning).toBe(true)
  })

  it('answers a wrong password and an unknown email alike', async () => {
    const user = await createUser(ctx)
    const wrong = await post(ctx, '/api/auth/sign-in/email', {
      email: user.email,
      password: 'wrong password 1',
    })
    const unknown = await post(ctx, '/api/auth/sign-in/email', {
      email: 'nobody@example.test',
      password: 'whatever 1',
    })
    const expected = { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } }
    expect([wrong.status, await wrong.json()]).toEqual([401, expected])
    expect([unknown.status, await unknown.json()]).toEqual([401, expected])
  })

  it('limits attempts to 10 a minute per address with 429 RATE_LIMITED', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.77' }
    // A different account each time: the per-account limit has its own test.
    let n = 0
    const attempt = () =>
      post(ctx, '/api/auth/sign-in/email', { email: `x${n++}@example.test`, password: 'nope nope 1' }, ip)
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401)
    const limited = await attempt()
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Rate limit reached' } })
    const elsewhere = await post(ctx, '/api/auth/sign-in/email', {
      email: 'x@example.test',
      password: 'nope nope 1',
    })
    expect(elsewhere.status).toBe(401)
  })
})

describe('sign in with a mailed code', () => {
  it('mails a code to a known address and the code signs in', async () => {
    const user = await createUser(ctx)
    const sent = await post(ctx, '/api/auth/email-otp/send-verification-otp', {
      email: user.email,
      type: 'sign-in',
    })
    expect(sent.status).toBe(200)
    const signedIn = await post(ctx, '/api/auth/sign-in/email-otp', {
      email: user.email,
      otp: lastCode(ctx, user.email),
    })
    expect(signedIn.status).toBe(200)
    expect((await me({ Cookie: cookiesFrom(signedIn) })).status).toBe(200)
  })

  it('limits code requests per address with 429 RATE_LIMITED', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.90' }
    const ask = () =>
      post(ctx, '/api/auth/email-otp/send-verification-otp', { email: 'q@example.test', type: 'sign-in' }, ip)
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200)
    const limited = await ask()
    expect([limited.status, (await limited.json()).error.code]).toEqual([429, 'RATE_LIMITED'])
  })

  it('answers an unknown address the same, and mails nothing', async () => {
    const before = ctx.deps.mailer.outbox?.length
    const sent = await post(ctx, '/api/auth/email-otp/send-verification-otp', {
      email: 'ghost@example.test',
      type: 'sign-in',
    })
    expect([sent.status, await sent.json()]).toEqual([200, { success: true }])
    expect(ctx.deps.mailer.outbox?.length).toBe(before)
  })
})

describe('the confirm link', () => {
  const linkCode = (email: string) => {
    const text = ctx.deps.mailer.outbox?.find((m) => m.to === email)?.text ?? ''
    return (
      new URL(/https?:\/\/\S+\/auth\/confirm\?code=\S+/.exec(text)?.[0] ?? 'http://x/').searchParams.get(
        'code',
      ) ?? ''
    )
  }

  it('exchanges its code for a session', async () => {
    const user = await createUser(ctx)
    await post(ctx, '/api/auth/email-otp/send-verification-otp', { email: user.email, type: 'sign-in' })
    const response = await post(ctx, '/api/auth/confirm', { code: linkCode(user.email) })
    expect(response.status).toBe(200)
    expect((await me({ Cookie: cookiesFrom(response) })).status).toBe(200)
  })

  it('refuses a forged or altered code', async () => {
    const user = await createUser(ctx)
    await post(ctx, '/api/auth/email-otp/send-verification-otp', { email: user.email, type: 'sign-in' })
    const code = linkCode(user.email)
    const altered = `${code.slice(0, -3)}${code.endsWith('AAA') ? 'BBB' : 'AAA'}`
    for (const bad of [altered, 'not-a-code']) {
      const response = await post(ctx, '/api/auth/confirm', { code: bad })
      expect([response.status, (await response.json()).error.code]).toEqual([400, 'INVALID_CODE'])
    }
  })
})

describe('password reset by mail', () => {
  it('sets a new password with the mailed code; the old one stops working', async () => {
    const user = await createUser(ctx)
    const sent = await post(ctx, '/api/auth/email-otp/send-verification-otp', {
      email: user.email,
      type: 'forget-password',
    })
    expect(sent.status).toBe(200)
    const otp = lastCode(ctx, user.email)
    const weak = await post(ctx, '/api/auth/email-otp/reset-password', {
      email: user.email,
      otp,
      password: 'weak',
    })
    expect((await weak.json()).error.details).toEqual([{ path: 'password', code: 'weak-password' }])
    const reset = await post(ctx, '/api/auth/email-otp/reset-password', {
      email: user.email,
      otp,
      password: 'brand new 42',
    })
    expect(reset.status).toBe(200)
    expect(
      (await post(ctx, '/api/auth/sign-in/email', { email: user.email, password: user.password })).status,
    ).toBe(401)
    expect(
      (await post(ctx, '/api/auth/sign-in/email', { email: user.email, password: 'brand new 42' })).status,
    ).toBe(200)
  })

  it('answers an unknown address the same', async () => {
    const sent = await post(ctx, '/api/auth/email-otp/send-verification-otp', {
      email: 'ghost2@example.test',
      type: 'forget-password',
    })
    expect([sent.status, await sent.json()]).toEqual([200, { success: true }])
  })
})

describe('sign out', () => {
  it('ends the session of a browser', async () => {
    const user = await createUser(ctx)
    const out = await post(ctx, '/api/auth/sign-out', {}, { Cookie: user.cookie })
    expect(out.status).toBe(200)
    expect((await me({ Cookie: cookiesFrom(out, user.cookie) })).status).toBe(401)
  })

  it('ends the session of a bearer token at once', async () => {
    const user = await createUser(ctx)
    const bearer = { Authorization: `Bearer ${user.token}` }
    expect((await me(bearer)).status).toBe(200)
    expect((await post(ctx, '/api/auth/sign-out', {}, bearer)).status).toBe(200)
    expect((await me(bearer)).status).toBe(401)
  })

  it('signs out of every device', async () => {
    const user = await createUser(ctx)
    const phone = await post(ctx, '/api/auth/sign-in/email', { email: user.email, password: user.password })
    const phoneToken = phone.headers.get('set-auth-token') ?? ''
    expect((await me({ Authorization: `Bearer ${phoneToken}` })).status).toBe(200)
    const revoked = await post(ctx, '/api/auth/revoke-sessions', {}, { Cookie: user.cookie })
    expect(revoked.status).toBe(200)
    expect((await me({ Authorization: `Bearer ${phoneToken}` })).status).toBe(401)
  })
})

describe('a password change', () => {
  it('ends the other sessions and their live streams, whatever the client asks by default', async () => {
    const user = await createUser(ctx)
    const phone = await post(ctx, '/api/auth/sign-in/email', { email: user.email, password: user.password })
    const bearer = { Authorization: `Bearer ${phone.headers.get('set-auth-token') ?? ''}` }
    const controller = new AbortController()
    const stream = readSse(
      await ctx.app.request('/api/realtime', { headers: bearer, signal: controller.signal }),
    )
    expect((await stream.next()).event).toBe('ready')
    // No revokeOtherSessions in the body: a client that leaves it out still ends them.
    const changed = await post(
      ctx,
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword: 'a new horse 2' },
      { Cookie: user.cookie },
    )
    expect(changed.status).toBe(200)
    expect((await me(bearer)).status).toBe(401)
    expect((await stream.next(2000)).event).toBe('session.ended')
    controller.abort()
    // The session that changed it goes on.
    expect((await me({ Cookie: cookiesFrom(changed, user.cookie) })).status).toBe(200)
  })

  it('keeps the other sessions only when a client asks for it', async () => {
    const user = await createUser(ctx)
    const phone = await post(ctx, '/api/auth/sign-in/email', { email: user.email, password: user.password })
    const bearer = { Authorization: `Bearer ${phone.headers.get('set-auth-token') ?? ''}` }
    const body = { currentPassword: user.password, newPassword: 'a new horse 3', revokeOtherSessions: false }
    expect((await post(ctx, '/api/auth/change-password', body, { Cookie: user.cookie })).status).toBe(200)
    expect((await me(bearer)).status).toBe(200)
  })
})
