import { afterAll, describe, expect, inject, it } from 'vitest'
import { freshDataDir, spawnServer, startServerProcess } from './test/process'

// These start the real server as its own process on a PGlite data directory.
const dataDir = freshDataDir(inject('pgliteTemplate'))
const first = await startServerProcess({ DATA_DIR: dataDir })
afterAll(() => first.stop())

describe('the server process', () => {
  it('answers health on the port it reports', async () => {
    const response = await fetch(`${first.url}/api/health`)
    expect(await response.json()).toMatchObject({ ok: true, db: 'pglite' })
  })

  it('refuses a second process on the same PGlite directory, at once and clearly', async () => {
    // At once: it exits instead of waiting for the lock (a wait would outlast the test's timeout;
    // how long a start takes is the machine's, so no bound in seconds here).
    const second = spawnServer({ DATA_DIR: dataDir })
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain('is in use by another Pointbook process')
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200)
  })

  it('stops at start-up with one message naming every bad variable', async () => {
    const bad = spawnServer({ DATA_DIR: dataDir, PORT: 'abc', DATABASE_URL: 'mysql://db' })
    expect(await bad.exited).toBe(1)
    const output = bad.output()
    expect(output).toContain('Invalid configuration')
    expect(output).toContain('PORT="abc"')
    expect(output).toContain('DATABASE_URL="mysql://db"')
    expect(output).not.toMatch(/\n\s+at /)
  })
})
