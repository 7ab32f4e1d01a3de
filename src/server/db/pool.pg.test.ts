import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/db'

// Only PostgreSQL has pooled connections that its server can end (see vitest.config.ts).
describe('the PostgreSQL pool', async () => {
  const database = await createTestDatabase()
  afterAll(() => database.close())

  it('replaces an idle connection that the server ended, without crashing the process', async () => {
    const pool = database.pool
    if (!pool) throw new Error('expected a pool')
    const victim = await pool.connect()
    const other = await pool.connect()
    const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid')
    victim.release()
    // Waits without listening for 'error': only the pool's own listener stands between the
    // ended connection and an uncaught exception.
    const lost = new Promise((resolve) => pool.once('remove', resolve))
    await other.query('select pg_terminate_backend($1)', [rows[0]?.pid])
    other.release()
    await lost
    expect(pool.totalCount).toBe(1)

    const { rows: after } = await pool.query<{ answer: number }>('select 1 + 1 as answer')
    expect(after[0]?.answer).toBe(2)
  })
})
