import { afterAll, describe, expect, inject, it } from 'vitest'
import { freshDataDir, spawnServer, startServerProcess } from './test/process'

// These start the real server as its own process on a PGlite data directory.
const dataDir = freshDataDir(inject('pgliteTemplate'))
const first = await startServerProcess({ DATA_DIR: dataDir })
afterAll(() => first.stop())

async function signUp(url: string, username: string) {
  return fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `${username}@example.test`,
      password: 'password 123',
      name: username,
      username,
      acceptTerms: true,
    }),
  })
}

describe('the server process', () => {
  it('answers health on the port it reports', async () => {
    const response = await fetch(`${first.url}/api/health`)
    expect(await response.json()).toMatchObject({ ok: true, db: 'pglite' })
  })

  it('refuses a second process on the same PGlite directory, at once and clearly', async () => {
    const second = spawnServer({ DATA_DIR: dataDir })
    const started = Date.now()
    expect(await second.exited).toBe(1)
    expect(Date.now() - started).toBeLessThan(10_000)
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

describe('graceful shutdown', () => {
  it('finishes a request in flight on SIGTERM, and the acknowledged write survives a restart', async () => {
    const env = { DATA_DIR: freshDataDir(inject('pgliteTemplate')) }
    const server = await startServerProcess(env)
    const inFlight = signUp(server.url, 'durable')
    await new Promise((resolve) => setTimeout(resolve, 15))
    const exited = server.stop('SIGTERM')
    expect((await inFlight).status).toBe(200)
    expect(await exited).toBe(0)

    const again = await startServerProcess(env)
    const profile = await fetch(`${again.url}/api/profiles/by-username/durable`)
    expect(profile.status).toBe(200)
    expect(await again.stop('SIGINT')).toBe(0)
  })
})
