import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { wrapPool } from '../db/client'
import { setupTestApp } from '../test/app'
import { createUser, post } from '../test/users'

// Two server processes on one PostgreSQL: a session revoked through one must fail on the very
// next request through the other, though the other has it in memory.
describe('revocation across processes', async () => {
  const env = { BETTER_AUTH_SECRET: 'a-secret-both-processes-share-0123456789' }
  const first = await setupTestApp(env)
  const pool = first.database.pool
  if (!pool) throw new Error('expected PostgreSQL')
  const second = await setupTestApp(env, wrapPool(new pg.Pool(pool.options)))

  const meAt = (ctx: typeof first, headers: Record<string, string>) => ctx.app.request('/api/me', { headers })

  /** NOTIFY is asynchronous: the other process hears of it within milliseconds. */
  async function eventually(check: () => Promise<boolean>) {
    const deadline = Date.now() + 2000
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('not within 2 s')
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }

  it('ends a cookie and a bearer session in every process', async () => {
    const user = await createUser(first)
    const cookie = { Cookie: user.cookie }
    const bearer = { Authorization: `Bearer ${user.token}` }
    for (const headers of [cookie, bearer]) expect((await meAt(second, headers)).status).toBe(200)
    expect((await post(first, '/api/auth/revoke-sessions', {}, cookie)).status).toBe(200)
    await eventually(async () => (await meAt(second, cookie)).status === 401)
    expect((await meAt(second, bearer)).status).toBe(401)
  })
})
