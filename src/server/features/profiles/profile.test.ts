import { afterEach, describe, expect, it } from 'vitest'
import { clock } from '../../lib/clock'
import { setupTestApp } from '../../test/app'
import { caller } from '../../test/fixtures'
import { createUser } from '../../test/users'

const ctx = await setupTestApp()
const realNow = clock.now
afterEach(() => {
  clock.now = realNow
})

const patch = (cookie: string, body: unknown) =>
  ctx.app.request('/api/me', {
    method: 'PATCH',
    body: JSON.stringify(body),
    headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: ctx.config.publicUrl },
  })

const call = caller(ctx)

describe('profiles', () => {
  it('counts friends as the friends list shows them: mutual follows, not a blocked person', async () => {
    const [ana, bo, cy, di] = [
      await createUser(ctx),
      await createUser(ctx),
      await createUser(ctx),
      await createUser(ctx),
    ]
    for (const [from, to] of [
      [ana, bo],
      [bo, ana],
      [ana, cy],
      [cy, ana],
      [di, ana],
    ] as const)
      expect((await call(from, 'POST', `/users/${to.id}/follow`)).status).toBe(200)
    const countFor = async (viewer: typeof ana | null) =>
      (await call(viewer, 'GET', `/profiles/${ana.id}`)).body.friendCount
    const listed = async (viewer: typeof ana | null) =>
      (await call(viewer, 'GET', `/users/${ana.id}/friends`)).body.items.length
    // Di follows Ana one way: not a friend.
    expect(await countFor(null)).toBe(2)
    expect(await countFor(ana)).toBe(2)
    expect(await listed(null)).toBe(2)
    // Di blocks Cy: Di's view of Ana's friends leaves Cy out, in the count as in the list.
    expect((await call(di, 'POST', `/users/${cy.id}/block`)).status).toBe(200)
    expect(await countFor(di)).toBe(1)
    expect(await listed(di)).toBe(1)
    expect(await countFor(bo)).toBe(2)
  })

  it('shows anyone the public fields only', async () => {
    const user = await createUser(ctx)
    const response = await ctx.app.request(`/api/profiles/${user.id}`)
    expect(response.status).toBe(200)
    const profile = await response.json()
    expect(Object.keys(profile).sort()).toEqual(
      [
        'avatarUrl',
        'banned',
        'bannedAt',
        'bio',
        'createdAt',
        'followerCount',
        'followingCount',
        'friendCount',
        'id',
        'name',
        'onlineDuration',
        'postCount',
        'relationship',
        'studyStatsPublic',
        'title',
        'username',
      ].sort(),
    )
    expect(profile.relationship).toBeNull()
    expect(profile.studyStatsPublic).toBe(false)
    expect(JSON.stringify(profile)).not.toContain(user.email)
  })

  it('finds a profile by username, whatever its case', async () => {
    const user = await createUser(ctx)
    const response = await ctx.app.request(`/api/profiles/by-username/${user.username.toUpperCase()}`)
    expect((await response.json()).id).toBe(user.id)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await ctx.app.request('/api/profiles/00000000-0000-7000-8000-000000000000')).status).toBe(404)
    expect((await ctx.app.request('/api/profiles/nope')).status).toBe(404)
  })

  it('lets me change my name, username and bio', async () => {
    const user = await createUser(ctx)
    const response = await patch(user.cookie, {
      name: 'New Name',
      username: 'Renamed_User',
      bio: 'I study maths',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      name: 'New Name',
      username: 'Renamed_User',
      bio: 'I study maths',
    })
  })

  it('refuses a username someone else has', async () => {
    const [a, b] = [await createUser(ctx), await createUser(ctx)]
    const response = await patch(b.cookie, { username: a.username.toUpperCase() })
    expect([response.status, (await response.json()).error.code]).toEqual([409, 'USERNAME_TAKEN'])
  })

  it('checks the edit with the shared limits', async () => {
    const user = await createUser(ctx)
    const response = await patch(user.cookie, { bio: 'x'.repeat(501), username: 'a b' })
    const body = await response.json()
    expect(response.status).toBe(400)
    expect(body.error.details).toEqual(
      expect.arrayContaining([
        { path: 'bio', code: 'too-long' },
        { path: 'username', code: 'invalid-username' },
      ]),
    )
  })
})

describe('online time', () => {
  const beat = async (cookie: string): Promise<Response> =>
    ctx.app.request('/api/me/online', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: ctx.config.publicUrl },
    })

  it('adds 10 s per beat, at most once per 10 s', async () => {
    const user = await createUser(ctx)
    const start = Date.now()
    clock.now = () => new Date(start)
    expect(await (await beat(user.cookie)).json()).toEqual({ onlineDuration: 10, counted: true })
    expect(await (await beat(user.cookie)).json()).toEqual({ onlineDuration: 10, counted: false })
    clock.now = () => new Date(start + 10_000)
    expect(await (await beat(user.cookie)).json()).toEqual({ onlineDuration: 20, counted: true })
    clock.now = () => new Date(start + 19_500)
    expect(await (await beat(user.cookie)).json()).toEqual({ onlineDuration: 30, counted: true })
  })

  it('cannot be inflated by many beats at once', async () => {
    const user = await createUser(ctx)
    const responses = await Promise.all(Array.from({ length: 8 }, () => beat(user.cookie)))
    const results: { counted: boolean }[] = await Promise.all(responses.map((r) => r.json()))
    expect(results.filter((r) => r.counted)).toHaveLength(1)
    const profile = await (await ctx.app.request(`/api/profiles/${user.id}`)).json()
    expect(profile.onlineDuration).toBe(10)
  })

  it('never credits more than the time that passed', async () => {
    const user = await createUser(ctx)
    const start = Date.now()
    let duration = 0
    for (let second = 0; second <= 120; second += 3) {
      clock.now = () => new Date(start + second * 1000)
      duration = (await (await beat(user.cookie)).json()).onlineDuration
    }
    expect(duration).toBeLessThanOrEqual(130)
    expect(duration).toBeGreaterThanOrEqual(110)
  })
})
