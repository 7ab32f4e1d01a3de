import { afterEach, describe, expect, it } from 'vitest'
import { clock } from '../lib/clock'
import { setupTestApp } from '../test/app'
import { createUser, lastCode, newSignUp, post } from '../test/users'

const ctx = await setupTestApp()
const realNow = clock.now
afterEach(() => {
  clock.now = realNow
})

const each = (n: number) => Array.from({ length: n }, (_, i) => i)
const mailsTo = (email: string) => ctx.deps.mailer.outbox?.filter((mail) => mail.to === email).length ?? 0

describe('password guessing, per account', () => {
  it('pauses an account after 5 wrong passwords, whichever addresses and sign-in paths they came from', async () => {
    const user = await createUser(ctx)
    for (const i of each(5)) {
      const path = i % 2 ? '/api/auth/sign-in/username' : '/api/auth/sign-in/email'
      const who = i % 2 ? { username: user.username } : { email: user.email }
      expect((await post(ctx, path, { ...who, password: `wrong guess ${i}` })).status).toBe(401)
    }
    // Even the right password waits: the pause is the account's, not the guesser's.
    const paused = await post(ctx, '/api/auth/sign-in/username', {
      username: user.username,
      password: user.password,
    })
    expect(paused.status).toBe(429)
    expect(await paused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Rate limit reached' } })
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(paused.headers.get('retry-after'))).toBeLessThanOrEqual(30)

    clock.now = () => new Date(realNow().getTime() + 31_000)
    expect(
      (await post(ctx, '/api/auth/sign-in/email', { email: user.email, password: user.password })).status,
    ).toBe(200)
  })

  it('leaves the owner the code in their inbox while wrong passwords pause the account', async () => {
    const user = await createUser(ctx)
    for (const i of each(5))
      await post(ctx, '/api/auth/sign-in/email', { email: user.email, password: `wrong guess ${i}` })
    expect(
      (await post(ctx, '/api/auth/sign-in/email', { email: user.email, password: user.password })).status,
    ).toBe(429)
    // Anyone can send five wrong passwords every 15 minutes; only the owner reads the mail.
    await post(ctx, '/api/auth/email-otp/send-verification-otp', { email: user.email, type: 'sign-in' })
    const signedIn = await post(ctx, '/api/auth/sign-in/email-otp', {
      email: user.email,
      otp: lastCode(ctx, user.email),
    })
    expect(signedIn.status).toBe(200)
  })

  it('backs off wrong codes on their own, without pausing the password', async () => {
    const user = await createUser(ctx)
    for (const i of each(5)) {
      const otp = String(100000 + i)
      await post(ctx, '/api/auth/sign-in/email-otp', { email: user.email, otp })
    }
    expect(
      (await post(ctx, '/api/auth/sign-in/email-otp', { email: user.email, otp: '999999' })).status,
    ).toBe(429)
    expect(
      (await post(ctx, '/api/auth/sign-in/email', { email: user.email, password: user.password })).status,
    ).toBe(200)
  })

  it('doubles the pause with each further wrong answer', async () => {
    const user = await createUser(ctx)
    for (const i of each(6)) {
      clock.now = () => new Date(realNow().getTime() + i * 61_000)
      await post(ctx, '/api/auth/sign-in/email', { email: user.email, password: `wrong guess ${i}` })
    }
    const paused = await post(ctx, '/api/auth/sign-in/email', { email: user.email, password: user.password })
    expect(paused.status).toBe(429)
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(30)
  })

  it('treats an unknown account exactly like a known one', async () => {
    for (const i of each(5)) {
      const response = await post(ctx, '/api/auth/sign-in/email', {
        email: 'ghost@example.test',
        password: `guess ${i}`,
      })
      expect(response.status).toBe(401)
    }
    expect(
      (await post(ctx, '/api/auth/sign-in/email', { email: 'ghost@example.test', password: 'x1' })).status,
    ).toBe(429)
  })
})

describe('mailed codes', () => {
  it('are mailed to one inbox at most 5 times an hour, whichever addresses ask', async () => {
    const user = await createUser(ctx)
    const before = mailsTo(user.email)
    const ask = () =>
      post(ctx, '/api/auth/email-otp/send-verification-otp', { email: user.email, type: 'sign-in' })
    for (const _ of each(5 - before)) expect((await ask()).status).toBe(200)
    const refused = await ask()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(mailsTo(user.email)).toBe(5)
  })

  it('count a request for an unknown inbox the same way, so the answer tells nothing', async () => {
    const ask = () =>
      post(ctx, '/api/auth/email-otp/send-verification-otp', {
        email: 'nobody-here@example.test',
        type: 'sign-in',
      })
    for (const _ of each(5)) expect((await ask()).status).toBe(200)
    expect((await ask()).status).toBe(429)
  })

  it('allow 5 code checks a minute from one address, as configured', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.150' }
    const check = (i: number) =>
      post(ctx, '/api/auth/sign-in/email-otp', { email: `check${i}@example.test`, otp: '000000' }, ip)
    for (const i of each(5)) expect((await check(i)).status).not.toBe(429)
    const limited = await check(5)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('cap the mails a sign-up sends too', async () => {
    const input = newSignUp()
    expect((await post(ctx, '/api/auth/sign-up/email', input)).status).toBe(200)
    for (const _ of each(6)) {
      await post(ctx, '/api/auth/email-otp/send-verification-otp', {
        email: input.email,
        type: 'email-verification',
      })
    }
    expect(mailsTo(input.email)).toBeLessThanOrEqual(5)
  })
})
