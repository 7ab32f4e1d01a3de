import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { wrapPool } from '../db/client'
import { rowsOf } from '../db/rows'
import { POST_FANOUT, postFanout } from '../features/notifications/post-fanout'
import { createJobRunner, type JobHandler } from '../jobs/jobs'
import { createLogger } from '../lib/logger'
import { setupTestApp } from '../test/app'
import { caller } from '../test/fixtures'
import { createPost } from '../test/posts'
import { type ServerProcess, startServerProcess } from '../test/process'
import { readSse } from '../test/sse'
import { createUser } from '../test/users'

// Two server processes on one PostgreSQL database: NOTIFY carries receivers' ids between them.
describe('realtime across processes', async () => {
  const secret = 'a-secret-both-processes-share-0123456789'
  const ctx = await setupTestApp({ BETTER_AUTH_SECRET: secret })
  const pool = ctx.database.pool
  if (!pool) throw new Error('expected PostgreSQL')
  const url = String(pool.options.connectionString)
  const servers: ServerProcess[] = []
  for (let i = 0; i < 2; i++)
    servers.push(
      await startServerProcess({
        DATABASE_URL: url,
        BETTER_AUTH_SECRET: secret,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'pointbook-rt-')),
      }),
    )
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
  })
  const [one, two] = servers as [ServerProcess, ServerProcess]

  it('delivers a notification made through one process to a stream open on the other', async () => {
    const me = await createUser(ctx)
    const fan = await createUser(ctx)
    const controller = new AbortController()
    const response = await fetch(`${two.url}/api/realtime`, {
      headers: { Authorization: `Bearer ${me.token}` },
      signal: controller.signal,
    })
    const stream = readSse(response, controller)
    expect((await stream.next()).event).toBe('ready')
    const follow = await fetch(`${one.url}/api/users/${me.id}/follow`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${fan.token}` },
    })
    expect(follow.status).toBe(200)
    const event = await stream.next()
    expect(event.event).toBe('notification.created')
    expect(JSON.parse(event.data)).toMatchObject({ type: 'follow', actorId: fan.id, receiverId: me.id })
    stream.close()
  })

  it('runs each fan-out batch once when two processes work the same job', async () => {
    const call = caller(ctx)
    const author = await createUser(ctx)
    const followers = 9
    for (let i = 0; i < followers; i++) {
      const fan = await createUser(ctx)
      await call(fan, 'POST', `/users/${author.id}/follow`)
    }
    // This file's own worker and the two processes' workers are left out: two fresh ones race.
    await ctx.deps.jobs.stop()
    await Promise.all(servers.map((server) => server.stop()))
    const created = await createPost(ctx, author, { kind: 'life', content: 'Hello, followers' })
    let batches = 0
    const counted: JobHandler = async (tx, job) => {
      batches++
      return postFanout(2)(tx, job)
    }
    const otherPool = wrapPool(new pg.Pool(pool.options))
    const logger = createLogger('silent')
    const runners = [
      createJobRunner(ctx.database, logger, { [POST_FANOUT]: counted }),
      createJobRunner(otherPool, logger, { [POST_FANOUT]: counted }),
    ]
    await Promise.all(runners.map((runner) => runner.drain()))
    await otherPool.close()
    const [row] = await rowsOf<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from notifications where dedupe_key = ${`post:${created.id}`}`,
    )
    expect(row?.n).toBe(followers)
    // Five batches of two followers; the last one finds fewer and ends the job.
    expect(batches).toBe(5)
  })
})
