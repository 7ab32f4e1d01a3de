import { afterAll, describe, expect, it } from 'vitest'
import { setupTestApp } from '../test/app'
import { startSmtpServer } from '../test/smtp'
import { cookiesFrom, newSignUp, post } from '../test/users'

const smtp = await startSmtpServer()
afterAll(() => smtp.stop())
const ctx = await setupTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Pointbook <hello@pointbook.test>' })

async function mailTo(address: string) {
  for (let i = 0; i < 100; i++) {
    const mail = smtp.received.find((m) => m.to.includes(address))
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no mail reached ${address}`)
}

describe('mail over SMTP', () => {
  it('delivers the sign-up code and link, and the delivered code works', async () => {
    const input = newSignUp()
    expect((await post(ctx, '/api/auth/sign-up/email', input)).status).toBe(200)
    const mail = await mailTo(input.email)
    expect(mail.from).toBe('hello@pointbook.test')
    expect(mail.subject).toBe('Your Pointbook verification code')
    expect(mail.text).toMatch(/\/auth\/confirm\?code=[A-Za-z0-9_-]+/)
    const code = /^(\d{6})$/m.exec(mail.text)?.[1] ?? ''
    const verified = await post(ctx, '/api/auth/email-otp/verify-email', { email: input.email, otp: code })
    expect(verified.status).toBe(200)
    expect((await ctx.app.request('/api/me', { headers: { Cookie: cookiesFrom(verified) } })).status).toBe(
      200,
    )
  })

  it('writes the mail in the language the visitor chose', async () => {
    const input = newSignUp()
    await post(ctx, '/api/auth/sign-up/email', input, { Cookie: 'locale=zh' })
    const mail = await mailTo(input.email)
    expect(mail.subject).toBe('你的 Pointbook 验证码')
    expect(mail.text).toContain('请输入以下验证码确认你的邮箱')
  })

  it('closes the dev outbox', async () => {
    expect((await ctx.app.request('/api/dev/outbox')).status).toBe(404)
    expect((await (await ctx.app.request('/api/config')).json()).devOutbox).toBe(false)
  })
})

describe('without SMTP', () => {
  it('keeps mail in the dev outbox, newest first', async () => {
    const dev = await setupTestApp()
    const [a, b] = [newSignUp(), newSignUp()]
    await post(dev, '/api/auth/sign-up/email', a)
    await post(dev, '/api/auth/sign-up/email', b)
    const { items } = await (await dev.app.request('/api/dev/outbox')).json()
    expect(items.map((m: { to: string }) => m.to).slice(0, 2)).toEqual([b.email, a.email])
    expect(items[0]).toMatchObject({ subject: 'Your Pointbook verification code' })
    expect(Object.keys(items[0]).sort()).toEqual(['createdAt', 'html', 'subject', 'text', 'to'])
  })

  it('hides the outbox in production', async () => {
    const production = await setupTestApp({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40) })
    expect((await production.app.request('/api/dev/outbox')).status).toBe(404)
  })
})
