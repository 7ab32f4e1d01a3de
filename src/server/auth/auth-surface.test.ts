import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../test/app'
import { cookiesFrom, createUser, createUsers, newSignUp, post, signUpOverHttp } from '../test/users'
import { users } from './auth.table'

const ctx = await setupTestApp()

const me = (headers: Record<string, string>) => ctx.app.request('/api/me', { headers })
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error

describe("the auth library's routes go through the profile rules", () => {
  it('closes update-user: profile edits go through PATCH /api/me', async () => {
    const user = await createUser(ctx)
    for (const body of [
      { name: 'x'.repeat(100_000) },
      { image: 'javascript:alert(1)' },
      { displayUsername: 'someone_else' },
    ]) {
      const response = await post(ctx, '/api/auth/update-user', body, { Cookie: user.cookie })
      expect(response.status).toBe(404)
      expect(await errorOf(response)).toMatchObject({ code: 'NOT_FOUND' })
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({ name: user.name, image: null, displayUsername: user.username })
  })

  it("refuses sign-up fields the form does not have (another's name as display name, a script as avatar)", async () => {
    const victim = await createUser(ctx)
    for (const extra of [
      { displayUsername: victim.username },
      { image: 'javascript:alert(1)' },
      { role: 'admin' },
    ]) {
      const response = await post(ctx, '/api/auth/sign-up/email', newSignUp(extra))
      expect(response.status).toBe(400)
      expect(await errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED' })
    }
  })

  it('answers wrong types and oversized fields with 400 and the field, never 500', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/auth/sign-in/email', { email: 123, password: 'x' }, 'email'],
      ['/api/auth/sign-in/email', { email: 'a@b.co', password: ['x'] }, 'password'],
      ['/api/auth/sign-in/username', { username: { $ne: 1 }, password: 'x' }, 'username'],
      ['/api/auth/sign-up/email', newSignUp({ name: 'n'.repeat(51) }), 'name'],
      ['/api/auth/email-otp/send-verification-otp', { email: 'a@b.co', type: 'change-email' }, 'type'],
      [
        '/api/auth/sign-in/social',
        { provider: 'google', callbackURL: 'https://evil.example/' },
        'callbackURL',
      ],
    ]
    for (const [path, body, field] of cases) {
      const response = await post(ctx, path, body)
      expect(response.status, path).toBe(400)
      const error = (await response.json()).error
      expect(error.code).toBe('VALIDATION_FAILED')
      expect(error.details.map((d: { path: string }) => d.path)).toContain(field)
    }
    const notJson = await ctx.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      body: '{"email":',
      headers: { 'Content-Type': 'application/json', Origin: ctx.config.publicUrl },
    })
    expect([notJson.status, (await errorOf(notJson)).code]).toEqual([400, 'BAD_REQUEST'])
  })

  it('keeps the display name equal to the username up to case, in the database too', async () => {
    const { a, b } = await createUsers(ctx, 'a', 'b')
    const impersonate = ctx.database.db
      .update(users)
      .set({ displayUsername: b.username })
      .where(eq(users.id, a.id))
    await expect(impersonate).rejects.toThrow()
    const tooLong = ctx.database.db
      .update(users)
      .set({ name: 'x'.repeat(51) })
      .where(eq(users.id, a.id))
    await expect(tooLong).rejects.toThrow()
    const script = ctx.database.db
      .update(users)
      .set({ image: 'javascript:alert(1)' })
      .where(eq(users.id, a.id))
    await expect(script).rejects.toThrow()
    await ctx.database.db
      .update(users)
      .set({ displayUsername: a.username.toUpperCase() })
      .where(eq(users.id, a.id))
  })

  it("shows Better Auth's page for a failed provider sign-in, naming the error", async () => {
    const response = await ctx.app.request('/api/auth/error?error=access_denied')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toContain('access_denied')
  })

  it('answers an unknown auth path with 404 in the one error shape', async () => {
    for (const [method, path] of [
      ['GET', '/api/auth/nope'],
      ['POST', '/api/auth/nope'],
      ['POST', '/api/auth/admin/set-role'],
      ['GET', '/api/auth/callback'],
    ] as const) {
      const response = await ctx.app.request(path, {
        method,
        headers: { 'Content-Type': 'application/json', Origin: ctx.config.publicUrl },
        ...(method === 'POST' ? { body: '{}' } : {}),
      })
      expect(response.status, path).toBe(404)
      expect(await response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'No such API route' },
      })
    }
    // Whatever the body: the path is checked before the body is read.
    const unreadable = await ctx.app.request('/api/auth/nope', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ctx.config.publicUrl },
      body: '{',
    })
    expect(unreadable.status).toBe(404)
  })
})

describe('session tokens', () => {
  it('are never in a body, and not in a header for a cookie client', async () => {
    const user = await createUser(ctx)
    const signIn = await post(ctx, '/api/auth/sign-in/email', { email: user.email, password: user.password })
    expect(signIn.status).toBe(200)
    expect(await signIn.json()).not.toHaveProperty('token')
    const cookie = cookiesFrom(signIn)
    const session = await ctx.app.request('/api/auth/get-session', { headers: { Cookie: cookie } })
    const body = await session.json()
    expect(body.user.id).toBe(user.id)
    expect(body.session).not.toHaveProperty('token')
    expect(session.headers.get('set-auth-token')).toBeNull()
    const list = await ctx.app.request('/api/auth/list-sessions', { headers: { Cookie: cookie } })
    const sessions = (await list.json()) as Record<string, unknown>[]
    expect(sessions.length).toBeGreaterThan(0)
    for (const item of sessions) expect(item).not.toHaveProperty('token')
  })

  it('work as bearer only when signed, as the native client receives them', async () => {
    const user = await signUpOverHttp(ctx)
    expect(user.token).toContain('.')
    expect((await me({ Authorization: `Bearer ${user.token}` })).status).toBe(200)
    const raw = user.token.split('.')[0] ?? ''
    expect((await me({ Authorization: `Bearer ${raw}` })).status).toBe(401)
  })
})

describe('sign-out and revocation', () => {
  it('ends the cookie session on the very next request', async () => {
    const user = await createUser(ctx)
    const headers = { Cookie: user.cookie }
    expect((await me(headers)).status).toBe(200)
    expect((await me(headers)).status).toBe(200)
    expect((await post(ctx, '/api/auth/sign-out', {}, headers)).status).toBe(200)
    expect((await me(headers)).status).toBe(401)
    const write = await post(ctx, '/api/books', { title: 'After sign-out' }, headers)
    expect(write.status).toBe(401)
  })

  it('ends the bearer session on the very next request', async () => {
    const user = await createUser(ctx)
    const bearer = { Authorization: `Bearer ${user.token}` }
    expect((await me(bearer)).status).toBe(200)
    expect((await post(ctx, '/api/auth/sign-out', {}, bearer)).status).toBe(200)
    expect((await me(bearer)).status).toBe(401)
  })

  it('ends every session of a banned account at once, writes included', async () => {
    const [user, admin] = [await createUser(ctx), await createUser(ctx)]
    expect((await me({ Cookie: user.cookie })).status).toBe(200)
    expect((await me({ Authorization: `Bearer ${user.token}` })).status).toBe(200)
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id))
    const adminSignIn = await post(ctx, '/api/auth/sign-in/email', {
      email: admin.email,
      password: admin.password,
    })
    const adminHeaders = new Headers({ Cookie: cookiesFrom(adminSignIn) })
    await ctx.deps.auth.api.banUser({ body: { userId: user.id }, headers: adminHeaders })
    expect((await me({ Cookie: user.cookie })).status).toBe(401)
    expect((await post(ctx, '/api/books', { title: 'Banned' }, { Cookie: user.cookie })).status).toBe(401)
    expect((await me({ Authorization: `Bearer ${user.token}` })).status).toBe(401)
  })
})
