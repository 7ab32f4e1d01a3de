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

  it('writes the mail in the language the visitor chose, and its HTML says which', async () => {
    const input = newSignUp()
    await post(ctx, '/api/auth/sign-up/email', input, { Cookie: 'locale=zh' })
    const mail = await mailTo(input.email)
    expect(mail.subject).toBe('你的 Pointbook 验证码')
    expect(mail.text).toContain('请输入以下验证码确认你的邮箱')
    // The HTML part, as delivered, is a document in that language; the plain part is no HTML.
    const [plain, html] = mail.text.split(/^Content-Type: text\/html[^\n]*$/m)
    expect(html).toMatch(/<html lang="zh"><head><meta charset="utf-8"><title>你的 Pointbook 验证码<\/title>/)
    expect(html).toContain('<p>欢迎来到 Pointbook！请输入以下验证码确认你的邮箱：</p>')
    expect(plain).not.toContain('<html')
    const english = newSignUp()
    await post(ctx, '/api/auth/sign-up/email', english, { 'Accept-Language': 'fr, ja;q=0.5' })
    expect((await mailTo(english.email)).text).toContain('<html lang="ja">')
  })

  it('closes the dev outbox', async () => {
    expect((await ctx.app.request('/api/dev/outbox')).status).toBe(404)
    expect((await (await ctx.app.request('/api/config')).json()).devOutbox).toBe(false)
  })
})

/** The connection's address, as @hono/node-server hands it to the app. */
const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

describe('without SMTP', () => {
  it('keeps mail in the dev outbox, newest first', async () => {
    const dev = await setupTestApp()
    const [a, b] = [newSignUp(), newSignUp()]
    await post(dev, '/api/auth/sign-up/email', a)
    await post(dev, '/api/auth/sign-up/email', b)
    const { items } = await (await dev.app.request('/api/dev/outbox', {}, fromAddress('127.0.0.1'))).json()
    expect(items.map((m: { to: string }) => m.to).slice(0, 2)).toEqual([b.email, a.email])
    expect(items[0]).toMatchObject({ subject: 'Your Pointbook verification code' })
    expect(Object.keys(items[0]).sort()).toEqual(['createdAt', 'html', 'subject', 'text', 'to'])
  })

  it('answers only callers on this machine: a code in it signs in as its recipient', async () => {
    const dev = await setupTestApp({ TRUST_PROXY: 'false' })
    await post(dev, '/api/auth/sign-up/email', newSignUp())
    const outbox = (address: string) => dev.app.request('/api/dev/outbox', {}, fromAddress(address))
    expect((await outbox('127.0.0.1')).status).toBe(200)
    expect((await outbox('::1')).status).toBe(200)
    expect((await outbox('::ffff:127.0.0.1')).status).toBe(200)
    for (const address of ['192.168.1.20', '10.0.0.5', '203.0.113.9', '::ffff:192.0.2.1']) {
      const response = await outbox(address)
      expect(response.status).toBe(404)
      expect((await response.json()).error.code).toBe('NOT_FOUND')
    }
    // A forwarded address is not believed without TRUST_PROXY...
    const spoofed = await dev.app.request(
      '/api/dev/outbox',
      { headers: { 'X-Forwarded-For': '127.0.0.1' } },
      fromAddress('203.0.113.9'),
    )
    expect(spoofed.status).toBe(404)
  })

  it('never believes a forwarded address, behind a trusted proxy too; anyone with DEV_OUTBOX_OPEN', async () => {
    const proxied = await setupTestApp({ TRUST_PROXY: 'true' })
    const viaProxy = (client: string) =>
      proxied.app.request(
        '/api/dev/outbox',
        { headers: { 'X-Forwarded-For': client } },
        fromAddress('127.0.0.1'),
      )
    // A proxy on this machine forwards anyone's request: what it names is not this machine.
    expect((await viaProxy('203.0.113.9')).status).toBe(404)
    expect((await viaProxy('127.0.0.1')).status).toBe(404)
    expect((await viaProxy('127.0.0.1, 127.0.0.1')).status).toBe(404)
    const open = await setupTestApp({ TRUST_PROXY: 'false', DEV_OUTBOX_OPEN: 'true' })
    expect((await open.app.request('/api/dev/outbox', {}, fromAddress('203.0.113.9'))).status).toBe(200)
  })

  it('answers only to its own name: a page that rebinds its domain to 127.0.0.1 reads nothing', async () => {
    const dev = await setupTestApp({ TRUST_PROXY: 'false' })
    const at = (url: string) => dev.app.request(url, {}, fromAddress('127.0.0.1'))
    expect((await at('http://evil.example:3000/api/dev/outbox')).status).toBe(404)
    expect((await at('http://192.168.1.20:3000/api/dev/outbox')).status).toBe(404)
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'app.localhost:3000'])
      expect((await at(`http://${host}/api/dev/outbox`)).status).toBe(200)
  })

  it('hides the outbox in production', async () => {
    const production = await setupTestApp({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40) })
    expect((await production.app.request('/api/dev/outbox', {}, fromAddress('127.0.0.1'))).status).toBe(404)
  })
})
