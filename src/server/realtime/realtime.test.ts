import { describe, expect, it } from 'vitest'
import type { Notification } from '../../shared/notifications'
import { setupTestApp } from '../test/app'
import { caller } from '../test/fixtures'
import { readSse } from '../test/sse'
import { createUser, createUsers, post, type TestUser } from '../test/users'

const ctx = await setupTestApp()
const call = caller(ctx)

async function open(user: TestUser, headers: Record<string, string> = {}) {
  const controller = new AbortController()
  const response = await ctx.app.request('/api/realtime', {
    headers: { Cookie: user.cookie, ...headers },
    signal: controller.signal,
  })
  const stream = readSse(response, controller)
  const ready = await stream.next()
  expect(ready.event).toBe('ready')
  return { stream, ready }
}

describe('GET /api/realtime', () => {
  it('refuses a visitor', async () => {
    expect((await ctx.app.request('/api/realtime')).status).toBe(401)
  })

  it('sends a new notification to the open stream, its number as the event id', async () => {
    const { me, fan } = await createUsers(ctx, 'me', 'fan')
    const { stream, ready } = await open(me)
    // Welcome and badge came before: the stream starts after them.
    expect(ready.id).toBe('2')
    await call(fan, 'POST', `/users/${me.id}/follow`)
    const event = await stream.next()
    expect(event.event).toBe('notification.created')
    expect(event.id).toBe('3')
    const data = JSON.parse(event.data) as Notification
    expect(data).toMatchObject({ type: 'follow', actorId: fan.id, receiverId: me.id, seq: 3, isRead: false })
    expect(data.actor?.id).toBe(fan.id)
    stream.close()
  })

  it('replays what was missed after Last-Event-ID, in order, then goes on live', async () => {
    const me = await createUser(ctx)
    const first = await open(me)
    first.stream.close()
    const fans = [await createUser(ctx), await createUser(ctx), await createUser(ctx)]
    for (const fan of fans) await call(fan, 'POST', `/users/${me.id}/follow`)
    const { stream, ready } = await open(me, { 'Last-Event-ID': first.ready.id ?? '' })
    expect(ready.id).toBe('2')
    const missed = [await stream.next(), await stream.next(), await stream.next()]
    expect(missed.map((e) => e.id)).toEqual(['3', '4', '5'])
    expect(missed.map((e) => JSON.parse(e.data).actorId)).toEqual(fans.map((f) => f.id))
    const late = await createUser(ctx)
    await call(late, 'POST', `/users/${me.id}/follow`)
    expect((await stream.next()).id).toBe('6')
    stream.close()
  })

  it('treats a Last-Event-ID beyond the last notification, or not a number, as now', async () => {
    const me = await createUser(ctx)
    for (const id of ['999', 'abc', '-1']) {
      const { stream, ready } = await open(me, { 'Last-Event-ID': id })
      expect(ready.id).toBe('2')
      stream.close()
    }
  })

  it('ends the stream at once when its session signs out', async () => {
    const me = await createUser(ctx)
    const { stream } = await open(me)
    const signOut = await post(ctx, '/api/auth/sign-out', {}, { Cookie: me.cookie })
    expect(signOut.status).toBe(200)
    expect((await stream.next(2000)).event).toBe('session.ended')
    expect(await stream.ended(2000)).toBe(true)
  })
})
