import { describe, expect, it } from 'vitest'
import { notificationStream } from '../features/notifications/notification.stream'
import { notify } from '../features/notifications/notify'
import { createLogger } from '../lib/logger'
import { setupTestApp } from '../test/app'
import { expectResumesUnderLoad, writeNotification } from '../test/resume-load'
import { readSse } from '../test/sse'
import { createUser, type TestUser } from '../test/users'
import { createRealtimeHub, type Subscriber } from './hub'

const ctx = await setupTestApp()

async function open(user: TestUser, lastEventId: number | null) {
  const controller = new AbortController()
  const headers: Record<string, string> = { Cookie: user.cookie }
  if (lastEventId !== null) headers['Last-Event-ID'] = String(lastEventId)
  const response = await ctx.app.request('/api/realtime', { headers, signal: controller.signal })
  const stream = readSse(response, controller)
  const ready = await stream.next()
  expect(ready.event).toBe('ready')
  return { stream, since: Number(ready.id) }
}

/** A stream as the hub sees it, keeping the numbers it was sent; `reached(n)` waits for n. */
function subscriber(userId: string, lastSeq: number) {
  const sent: number[] = []
  const waiting = new Map<number, () => void>()
  const stream: Subscriber = {
    userId,
    streamId: 'unused',
    sessionToken: 'unused',
    lastSeq,
    send: async (row) => {
      sent.push(row.seq)
      waiting.get(row.seq)?.()
    },
    push: async () => {},
    close: () => {},
  }
  const reached = (seq: number) =>
    new Promise<void>((resolve) => (sent.includes(seq) ? resolve() : waiting.set(seq, resolve)))
  return { stream, sent, reached }
}

describe('the realtime hub', () => {
  it('serves a stream that arrives while a delivery is reading from its own id, not from that read', async () => {
    const me = await createUser(ctx)
    let last = 0
    for (let i = 0; i < 10; i++) last = await writeNotification(ctx.database.db, me.id, `${i}`)
    const hub = createRealtimeHub(ctx.database, createLogger('silent'), notificationStream)
    const live = subscriber(me.id, last - 1)
    const resumed = subscriber(me.id, 3)
    // The first subscribe starts a read after `last - 1`; the second comes while it runs.
    hub.subscribe(live.stream)
    hub.subscribe(resumed.stream)
    await Promise.all([live.reached(last), resumed.reached(last)])
    expect(live.sent).toEqual([last])
    expect(resumed.sent).toEqual(Array.from({ length: last - 3 }, (_, i) => 4 + i))
    hub.closeAll()
  })

  it('sends every resumed stream what came after its id, once and in order, while another is served live', async () => {
    const me = await createUser(ctx)
    for (let i = 0; i < 30; i++) await writeNotification(ctx.database.db, me.id, `before ${i}`)
    let written = 0
    await expectResumesUnderLoad({
      open: (lastEventId) => open(me, lastEventId),
      write: () => writeNotification(ctx.database.db, me.id, `during ${written++}`),
      writes: 60,
      resumes: 24,
    })
  })

  it('replays more than one page of missed notifications, oldest first, until caught up', async () => {
    const me = await createUser(ctx)
    const first = await open(me, null)
    first.stream.close()
    const missed = 1234
    await ctx.database.db.transaction(async (tx) => {
      for (let i = 0; i < missed; i++)
        await notify(tx, [me.id], { type: 'admin', actorId: null, content: `${i}` })
    })
    const { stream } = await open(me, first.since)
    for (let seq = first.since + 1; seq <= first.since + missed; seq++)
      expect((await stream.next(15_000)).id).toBe(String(seq))
    const live = await writeNotification(ctx.database.db, me.id, 'live')
    expect((await stream.next()).id).toBe(String(live))
    stream.close()
  })
})
