import { describe, expect, it, vi } from 'vitest'
import { setupTestApp } from '../test/app'
import { cookiesFrom, lastCode, newSignUp, nextClientIp, post, signUpOverHttp } from '../test/users'

const ctx = await setupTestApp({ ADMIN_EMAILS: 'Boss@Example.test' })

const signUp = (overrides: Record<string, unknown>) =>
  post(ctx, '/api/auth/sign-up/email', newSignUp(overrides))

async function errorOf(response: Response) {
  return { status: response.status, ...((await response.json()) as { error: object }).error }
}

describe('sign up', () => {
  it('mails a 6-digit code and a confirm link, and the code signs the new user in', async () => {
    const input = newSignUp()
    const response = await post(ctx, '/api/auth/sign-up/email', input)
    expect(response.status).toBe(200)
    const mail = ctx.deps.mailer.outbox?.[0]
    expect(mail?.to).toBe(input.email)
    expect(mail?.text).toMatch(/\b\d{6}\b/)
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/auth/confirm?code=`)

    const otp = lastCode(ctx, input.email)
    const verified = await post(ctx, '/api/auth/email-otp/verify-email', { email: input.email, otp })
    expect(verified.status).toBe(200)
    const me = await ctx.app.request('/api/me', { headers: { Cookie: cookiesFrom(verified) } })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({
      email: input.email,
      username: input.username,
      name: input.name,
      onlineDuration: 0,
      banned: false,
      bio: '',
      role: 'user',
      emailVerified: true,
    })
  })

  it('without PUBLIC_URL, mails links to the address the app was opened at, if it is this machine’s or its network’s', async () => {
    const at = async (origin: string, host: string) => {
      const input = newSignUp()
      const response = await ctx.app.request(`http://${host}/api/auth/sign-up/email`, {
        method: 'POST',
        body: JSON.stringify(input),
        headers: { 'Content-Type': 'application/json', Origin: origin, 'X-Forwarded-For': nextClientIp() },
      })
      expect(response.status).toBe(200)
      return ctx.deps.mailer.outbox?.find((item) => item.to === input.email)?.text ?? ''
    }
    // Signed up at 127.0.0.1 or on a phone at the LAN address: the link opens there, not localhost.
    expect(await at('http://127.0.0.1:3000', '127.0.0.1:3000')).toContain(
      'http://127.0.0.1:3000/auth/confirm?code=',
    )
    expect(await at('http://192.168.1.20:3000', '192.168.1.20:3000')).toContain(
      'http://192.168.1.20:3000/auth/confirm?code=',
    )
    // A forged request naming another host gets PUBLIC_URL's default, never its own host.
    const forged = await at('http://evil.example', 'evil.example')
    expect(forged).toContain(`${ctx.config.publicUrl}/auth/confirm?code=`)
    expect(forged).not.toContain('evil.example')
  })

  it('with PUBLIC_URL set, mails its links whatever address the app was opened at', async () => {
    const fixed = await setupTestApp({ PUBLIC_URL: 'https://pointbook.example' })
    const input = newSignUp()
    const response = await fixed.app.request('http://127.0.0.1:3000/api/auth/sign-up/email', {
      method: 'POST',
      body: JSON.stringify(input),
      headers: {
        'Content-Type': 'application/json',
        Origin: 'http://127.0.0.1:3000',
        'X-Forwarded-For': nextClientIp(),
      },
    })
    expect(response.status).toBe(200)
    const mail = fixed.deps.mailer.outbox?.find((item) => item.to === input.email)
    expect(mail?.text).toContain('https://pointbook.example/auth/confirm?code=')
  })

  it('mails a sign-up from the native shell the app deep link, whose code signs in with a bearer token', async () => {
    const input = newSignUp()
    const shell = { Origin: 'https://localhost' }
    expect((await post(ctx, '/api/auth/sign-up/email', input, shell)).status).toBe(200)
    const mail = ctx.deps.mailer.outbox?.find((item) => item.to === input.email)
    const code = /pointbook:\/\/auth\/confirm\?code=([\w-]+)/.exec(mail?.text ?? '')?.[1]
    expect(code).toBeDefined()
    expect(mail?.text).not.toContain(`${ctx.config.publicUrl}/auth/confirm`)
    expect(mail?.html).toContain(`href="pointbook://auth/confirm?code=${code}"`)
    // The shell exchanges it as the web page does, and keeps the session as a bearer token.
    const confirmed = await post(ctx, '/api/auth/confirm', { code }, shell)
    expect(confirmed.status).toBe(200)
    const token = confirmed.headers.get('set-auth-token') ?? ''
    expect(token).not.toBe('')
    const me = await ctx.app.request('/api/me', { headers: { Authorization: `Bearer ${token}` } })
    expect((await me.json()).email).toBe(input.email)
  })

  it('mails a password reset the web page, from the shell too', async () => {
    const input = await signUpOverHttp(ctx)
    const shell = { Origin: 'capacitor://localhost' }
    const sent = await post(
      ctx,
      '/api/auth/email-otp/send-verification-otp',
      { email: input.email, type: 'forget-password' },
      shell,
    )
    expect(sent.status).toBe(200)
    // The outbox holds the newest mail first.
    const reset = ctx.deps.mailer.outbox?.find((item) => item.to === input.email)
    expect(reset?.text).toContain(`${ctx.config.publicUrl}/login?reset=`)
    expect(reset?.text).not.toContain('pointbook://')
  })

  it('sets an httpOnly, SameSite session cookie that lives 400 days', async () => {
    const input = newSignUp()
    await post(ctx, '/api/auth/sign-up/email', input)
    const verified = await post(ctx, '/api/auth/email-otp/verify-email', {
      email: input.email,
      otp: lastCode(ctx, input.email),
    })
    const cookie = verified.headers.getSetCookie().find((c) => c.startsWith('pointbook.session_token='))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Max-Age=34560000/)
    expect(cookie).toMatch(/Path=\//)
  })

  it('works with a bearer token for the native shell', async () => {
    const user = await signUpOverHttp(ctx)
    expect(user.token).not.toBe('')
    const me = await ctx.app.request('/api/me', { headers: { Authorization: `Bearer ${user.token}` } })
    expect(me.status).toBe(200)
    expect((await me.json()).id).toBe(user.id)
  })

  it('refuses a weak password with the shared rule', async () => {
    for (const password of ['short1', 'onlyletters', '1234567890']) {
      expect(await errorOf(await signUp({ password }))).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Please check the form',
        details: [{ path: 'password', code: 'weak-password' }],
      })
    }
  })

  it('refuses an invalid email', async () => {
    expect(await errorOf(await signUp({ email: 'not-an-email' }))).toMatchObject({
      status: 400,
      details: [{ path: 'email', code: 'invalid-email' }],
    })
  })

  it('refuses a sign-up without accepting the terms', async () => {
    for (const acceptTerms of [undefined, false, 'yes']) {
      expect(await errorOf(await signUp({ acceptTerms }))).toMatchObject({
        status: 400,
        details: [{ path: 'acceptTerms', code: 'accept-terms' }],
      })
    }
  })

  it('refuses too long text', async () => {
    expect(await errorOf(await signUp({ name: 'x'.repeat(51) }))).toMatchObject({
      status: 400,
      details: [{ path: 'name', code: 'too-long' }],
    })
  })

  it('answers a taken username with 409 USERNAME_TAKEN, whatever its case', async () => {
    const first = newSignUp()
    expect((await post(ctx, '/api/auth/sign-up/email', first)).status).toBe(200)
    const response = await signUp({ username: first.username.toUpperCase() })
    expect(await errorOf(response)).toEqual({
      status: 409,
      code: 'USERNAME_TAKEN',
      message: 'Username is already taken',
    })
  })

  it('does not tell whether an email already has an account, but mails its owner a way to sign in', async () => {
    const owner = await signUpOverHttp(ctx)
    const fresh = await post(ctx, '/api/auth/sign-up/email', newSignUp())
    const again = await post(ctx, '/api/auth/sign-up/email', { ...newSignUp(), email: owner.email })
    expect(again.status).toBe(fresh.status)
    expect(Object.keys(await again.json()).sort()).toEqual(Object.keys(await fresh.json()).sort())
    // Not "we sent a code" and nothing sent: the owner hears someone tried, with a code that signs
    // in to the account from the sign-up page's own box.
    const mail = await vi.waitFor(() => {
      const found = ctx.deps.mailer.outbox?.find(
        (item) => item.to === owner.email && item.subject === 'You already have a Pointbook account',
      )
      if (!found) throw new Error('no mail yet')
      return found
    })
    expect(mail.text).toContain('tried to sign up to Pointbook with this address')
    expect(mail.text).toContain('nothing was changed and no account was created')
    expect(mail.text).toContain(`${ctx.config.publicUrl}/auth/confirm?code=`)
    const otp = /\b(\d{6})\b/.exec(mail.text)?.[1]
    const signedIn = await post(ctx, '/api/auth/email-otp/verify-email', { email: owner.email, otp })
    expect(signedIn.status).toBe(200)
    const me = await ctx.app.request('/api/me', { headers: { Cookie: cookiesFrom(signedIn) } })
    expect((await me.json()).id).toBe(owner.id)
  })

  it('makes listed ADMIN_EMAILS admins', async () => {
    const boss = await signUpOverHttp(ctx, { email: 'boss@example.test' })
    const me = await ctx.app.request('/api/me', { headers: { Cookie: boss.cookie } })
    expect((await me.json()).role).toBe('admin')
  })
})

describe('the mailed code', () => {
  it('answers a wrong code with "Verification code error"', async () => {
    const input = newSignUp()
    await post(ctx, '/api/auth/sign-up/email', input)
    const wrong = lastCode(ctx, input.email) === '000000' ? '111111' : '000000'
    const response = await post(ctx, '/api/auth/email-otp/verify-email', { email: input.email, otp: wrong })
    expect(await errorOf(response)).toEqual({
      status: 400,
      code: 'INVALID_CODE',
      message: 'Verification code error',
    })
  })

  it('stops accepting a code after five wrong attempts', async () => {
    const input = newSignUp()
    await post(ctx, '/api/auth/sign-up/email', input)
    const otp = lastCode(ctx, input.email)
    const wrong = otp === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++)
      await post(ctx, '/api/auth/email-otp/verify-email', { email: input.email, otp: wrong })
    const response = await post(ctx, '/api/auth/email-otp/verify-email', { email: input.email, otp })
    expect(response.status).not.toBe(200)
  })
})
