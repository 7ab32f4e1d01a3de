import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import type { Appeal, BanNotice } from '../../../shared/appeals'
import type { AuditEntry } from '../../../shared/moderation'
import { setupTestApp } from '../../test/app'
import { caller } from '../../test/fixtures'
import { startSmtpServer } from '../../test/smtp'
import { createUser, createUsers, post, type TestUser } from '../../test/users'
import { APPEAL_TRIES_PER_ACCOUNT_HOUR, APPEALS_PER_ADDRESS_HOUR, appealToken } from './appeal.service'

const smtp = await startSmtpServer()
afterAll(() => smtp.stop())
const ctx = await setupTestApp({
  ADMIN_EMAILS: 'mod@example.test',
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Pointbook <hello@pointbook.test>',
})
const call = caller(ctx)
const db = ctx.deps.database.db
const admin = await createUser(ctx, { email: 'mod@example.test' })

async function ban(user: TestUser, note = 'Spam ring') {
  const reply = await call(admin, 'POST', `/admin/users/${user.id}/ban`, { note })
  expect(reply.status).toBe(200)
}

/** Signs in with the right password, as the sign-in page does, and reads the refusal. */
async function refusal(user: TestUser, password = user.password) {
  const reply = await post(ctx, '/api/auth/sign-in/email', { email: user.email, password })
  return { status: reply.status, error: (await reply.json()).error as { code: string; ban?: BanNotice } }
}

async function tokenOf(user: TestUser): Promise<string> {
  const { error } = await refusal(user)
  expect(error.ban?.appealToken).toEqual(expect.any(String))
  return error.ban?.appealToken as string
}

function appeal(token: string, content = 'I only shared my own notes', ip?: string) {
  return post(ctx, '/api/appeals', { token, content }, ip ? { 'X-Forwarded-For': ip } : {})
}

async function queue(status: 'open' | 'answered' = 'open'): Promise<Appeal[]> {
  return (await call(admin, 'GET', `/admin/appeals?status=${status}&limit=50`)).body.items
}

async function mailTo(address: string) {
  // The answer is mailed by the worker, after the answer commits.
  await ctx.deps.jobs.drain()
  return smtp.received.filter((mail) => mail.to.includes(address))
}

describe('a banned person is told why (issue 44, item 13)', () => {
  it('the refused sign-in carries the admin’s note, the date and until when to appeal; a wrong password does not', async () => {
    const { banned } = await createUsers(ctx, 'banned')
    await ban(banned, 'Posting **spam** links')
    const { status, error } = await refusal(banned)
    expect([status, error.code]).toEqual([403, 'USER_BANNED'])
    const at = Date.parse(error.ban?.bannedAt ?? '')
    expect(Math.abs(at - Date.now())).toBeLessThan(60_000)
    expect(error.ban).toMatchObject({ note: 'Posting **spam** links', appeal: null })
    expect(Date.parse(error.ban?.appealUntil ?? '') - at).toBe(20 * 24 * 60 * 60 * 1000)
    const wrong = await refusal(banned, 'not-the-password-1')
    expect(wrong.status).toBe(401)
    expect(wrong.error.ban).toBeUndefined()
    // Signing in by username says the same.
    const byName = await post(ctx, '/api/auth/sign-in/username', {
      username: banned.username,
      password: banned.password,
    })
    expect((await byName.json()).error.ban).toMatchObject({ note: 'Posting **spam** links' })
  })
})

describe('appeals', () => {
  it('takes one appeal per ban with the token, never a second, and the refusal then says it is waiting', async () => {
    const { person } = await createUsers(ctx, 'person')
    await ban(person)
    const token = await tokenOf(person)
    const first = await appeal(token)
    expect(first.status).toBe(201)
    expect(await first.json()).toMatchObject({ status: 'open' })
    const second = await appeal(token, 'Please')
    expect([second.status, (await second.json()).error.code]).toEqual([409, 'APPEAL_EXISTS'])
    const { error } = await refusal(person)
    expect(error.ban).toMatchObject({ appeal: { status: 'open', answeredAt: null }, appealToken: null })
  })

  it('refuses a forged or stale token, empty or NUL text, and a ban older than 20 days', async () => {
    const { person, other } = await createUsers(ctx, 'person', 'other')
    await ban(person)
    const token = await tokenOf(person)
    const forged = await appeal(`${token.slice(0, -2)}xx`)
    expect([forged.status, (await forged.json()).error.code]).toEqual([401, 'APPEAL_EXPIRED'])
    expect((await appeal('bm9uc2Vuc2U.c2lnbmF0dXJl')).status).toBe(401)
    const empty = await appeal(token, '   ')
    expect((await empty.json()).error.details).toEqual([{ path: 'content', code: 'required' }])
    const nul = await appeal(token, 'a\u0000b')
    expect((await nul.json()).error.details).toEqual([{ path: 'content', code: 'invalid-characters' }])
    const long = await appeal(token, 'x'.repeat(1001))
    expect((await long.json()).error.details).toEqual([{ path: 'content', code: 'too-long' }])
    // A token for someone not banned (or a ban since lifted) appeals nothing.
    const notBanned = await appeal(appealToken(ctx.deps.secret, other.id, new Date()))
    expect((await notBanned.json()).error.code).toBe('APPEAL_EXPIRED')
    // 21 days on: the refusal still says why, but offers no appeal, and a token is refused.
    const old = new Date(Date.now() - 21 * 24 * 60 * 60 * 1000)
    await db.execute(sql`update users set banned_at = ${old} where id = ${person.id}`)
    const late = await refusal(person)
    expect(late.error.ban).toMatchObject({ appealToken: null, appeal: null, bannedAt: old.toISOString() })
    const closed = await appeal(appealToken(ctx.deps.secret, person.id, old))
    expect([closed.status, (await closed.json()).error.code]).toEqual([403, 'APPEAL_CLOSED'])
  })

  it('reaches the admin queue with the ban as given; accepting lifts the ban and mails the person', async () => {
    const { person } = await createUsers(ctx, 'person')
    await ban(person, 'Harassment in comments')
    const sent = await appeal(await tokenOf(person), 'It was my sister on my account')
    const { id } = await sent.json()
    const waiting = (await queue()).find((a) => a.id === id)
    expect(waiting).toMatchObject({
      user: expect.objectContaining({ id: person.id }),
      content: 'It was my sister on my account',
      status: 'open',
      ban: { adminName: expect.any(String), note: 'Harassment in comments', isBanned: true },
    })
    const log: AuditEntry[] = (await call(admin, 'GET', '/admin/audit?limit=50')).body.items
    const banEntry = log.find((e) => e.action === 'user.ban' && e.targetId === person.id)
    expect(waiting?.ban.actionId).toBe(banEntry?.id)
    const accepted = await call(admin, 'POST', `/admin/appeals/${id}/accept`, { note: 'Welcome back' })
    expect(accepted.body).toEqual({ id, status: 'accepted' })
    const back = await post(ctx, '/api/auth/sign-in/email', {
      email: person.email,
      password: person.password,
    })
    expect(back.status).toBe(200)
    const [mail] = await mailTo(person.email)
    expect(mail?.subject).toBe('Your Pointbook appeal was accepted')
    expect(mail?.text).toContain('Welcome back')
    expect((await queue('answered')).find((a) => a.id === id)).toMatchObject({
      status: 'accepted',
      answerNote: 'Welcome back',
      answeredBy: expect.objectContaining({ id: admin.id }),
      ban: expect.objectContaining({ isBanned: false }),
    })
    const after: AuditEntry[] = (await call(admin, 'GET', '/admin/audit?limit=50')).body.items
    expect(after).toContainEqual(expect.objectContaining({ action: 'appeal.accept', targetId: id }))
    // Answered once: nothing more to answer.
    expect((await call(admin, 'POST', `/admin/appeals/${id}/reject`, {})).status).toBe(404)
  })

  it('rejecting keeps the ban, mails the answer in the appeal’s language, and the refusal says so', async () => {
    const { person } = await createUsers(ctx, 'person')
    await ban(person)
    const sent = await post(
      ctx,
      '/api/appeals',
      { token: await tokenOf(person), content: '我没有发垃圾信息' },
      { 'Accept-Language': 'zh-CN,zh;q=0.9' },
    )
    const { id } = await sent.json()
    const rejected = await call(admin, 'POST', `/admin/appeals/${id}/reject`, { note: '证据确凿' })
    expect(rejected.body).toEqual({ id, status: 'rejected' })
    const { status, error } = await refusal(person)
    expect(status).toBe(403)
    expect(error.ban).toMatchObject({ appeal: { status: 'rejected' }, appealToken: null })
    const [mail] = await mailTo(person.email)
    expect(mail?.subject).toBe('你的 Pointbook 申诉已审核')
    expect(mail?.text).toContain('证据确凿')
  })

  it('lifting the ban by hand answers the open appeal too, and a new ban may be appealed again', async () => {
    const { person } = await createUsers(ctx, 'person')
    await ban(person)
    const { id } = await (await appeal(await tokenOf(person))).json()
    expect((await call(admin, 'POST', `/admin/users/${person.id}/unban`, { note: 'Mistake' })).status).toBe(
      200,
    )
    expect((await queue('answered')).find((a) => a.id === id)?.status).toBe('accepted')
    expect((await mailTo(person.email)).map((m) => m.subject)).toEqual(['Your Pointbook appeal was accepted'])
    await ban(person, 'Again')
    expect((await appeal(await tokenOf(person))).status).toBe(201)
  })

  it('is limited per address and per account', async () => {
    const ip = '203.0.113.77'
    for (let i = 0; i < APPEALS_PER_ADDRESS_HOUR; i++)
      expect((await appeal('bm9uc2Vuc2U.c2lnbmF0dXJl', 'x', ip)).status).toBe(401)
    const limited = await appeal('bm9uc2Vuc2U.c2lnbmF0dXJl', 'x', ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const { person } = await createUsers(ctx, 'person')
    await ban(person)
    const token = await tokenOf(person)
    // Each from another address: the account's own count stops them.
    const answers = []
    for (let i = 0; i <= APPEAL_TRIES_PER_ACCOUNT_HOUR; i++) answers.push((await appeal(token)).status)
    expect(answers).toEqual([201, ...Array(APPEAL_TRIES_PER_ACCOUNT_HOUR - 1).fill(409), 429])
  })

  it('the queue and the answers are for admins only', async () => {
    const { user } = await createUsers(ctx, 'user')
    expect((await call(user, 'GET', '/admin/appeals')).status).toBe(403)
    expect((await call(null, 'GET', '/admin/appeals')).status).toBe(401)
    const someId = '01971f60-4b2d-7c8e-9f1a-2b3c4d5e6f70'
    expect((await call(user, 'POST', `/admin/appeals/${someId}/accept`, {})).status).toBe(403)
    expect((await call(admin, 'POST', `/admin/appeals/${someId}/accept`, {})).status).toBe(404)
  })
})
