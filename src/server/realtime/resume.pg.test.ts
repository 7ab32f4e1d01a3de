import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { setupTestApp } from '../test/app'
import { startServerProcess } from '../test/process'
import { expectResumesUnderLoad, writeNotification } from '../test/resume-load'
import { readSse } from '../test/sse'
import { createUser } from '../test/users'

// The probe's setting: streams on a server process, notifications committed by another client of
// the same PostgreSQL database, so the hub's reads overlap the arrival of resumed streams.
describe('resumed streams on PostgreSQL', async () => {
  const secret = 'a-secret-the-process-and-the-test-share-0123'
  const ctx = await setupTestApp({ BETTER_AUTH_SECRET: secret })
  const pool = ctx.database.pool
  if (!pool) throw new Error('expected PostgreSQL')
  const server = await startServerProcess({
    DATABASE_URL: String(pool.options.connectionString),
    BETTER_AUTH_SECRET: secret,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pointbook-rt-')),
  })
  afterAll(() => server.stop())

  it('sends every resumed stream what came after its id, once and in order, while another is served live', async () => {
    const me = await createUser(ctx)
    for (let i = 0; i < 30; i++) await writeNotification(ctx.database.db, me.id, `before ${i}`)
    let written = 0
    await expectResumesUnderLoad({
      open: async (lastEventId) => {
        const controller = new AbortController()
        const headers: Record<string, string> = { Authorization: `Bearer ${me.token}` }
        if (lastEventId !== null) headers['Last-Event-ID'] = String(lastEventId)
        const response = await fetch(`${server.url}/api/realtime`, { headers, signal: controller.signal })
        const stream = readSse(response, controller)
        const ready = await stream.next()
        expect(ready.event).toBe('ready')
        return { stream, since: Number(ready.id) }
      },
      write: () => writeNotification(ctx.database.db, me.id, `during ${written++}`),
      writes: 60,
      resumes: 24,
    })
  })
})
