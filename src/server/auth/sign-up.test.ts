import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../test/app'
import { cookiesFrom, createUser, lastCode, newSignUp, post } from '../test/users'

const ctx = await setupTestApp()

describe('sign up', () => {
  it('mails a 6-digit code and a confirm link, and the code signs the new user in', async () => {
    const input = newSignUp()
    const response = await post(ctx, '/api/auth/sign-up/email', input)
    expect(response.status).toBe(200)
    const mail = ctx.deps.mailer.outbox?.[0]
    expect(mail?.to).toBe(input.email)
    expect(mail?.text).toMatch(/\b\d{6}\b/)
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/auth/confirm?code=`)

    const verified = await post(ctx, '/api/auth/email-otp/verify-email', {
      email: input.email,
      otp: lastCode(ctx, input.email),
    })
    expect(verified.status).toBe(200)
    const me = await ctx.app.request('/api/me', { headers: { Cookie: cookiesFrom(verified) } })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({
      email: input.email,
      username: input.username,
      name: input.name,
      onlineDuration: 0,
      bannedAt: null,
      bio: '',
    })
  })

  it('works with a bearer token for the native shell', async () => {
    const user = await createUser(ctx)
    expect(user.token).not.toBe('')
    const me = await ctx.app.request('/api/me', { headers: { Authorization: `Bearer ${user.token}` } })
    expect(me.status).toBe(200)
    expect((await me.json()).id).toBe(user.id)
  })
})
