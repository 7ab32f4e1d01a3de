import { spawn } from 'node:child_process'
import { describe, expect, inject, it } from 'vitest'
import { freshDataDir, startServerProcess } from './test/process'

function runAdmin(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
    env: { ...process.env, NODE_ENV: 'test', ...env },
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  )
}

async function signUp(url: string, email: string, username: string) {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'password 123', name: 'Ada', username, acceptTerms: true }),
  })
  expect(response.status).toBe(200)
}

// Each test starts Node processes as `npm run admin` does (tsx compiling the script and the server
// modules it imports) and one a server: on CI's loaded two-core host the first test took ~30 s,
// the suite's default limit for one test, and failed by time alone (the PostgreSQL run, fdb177d).
describe('npm run admin', { timeout: 180_000 }, () => {
  it('refuses politely while a server holds the PGlite directory, then grants and revokes', async () => {
    const env = { DATA_DIR: freshDataDir(inject('pgliteTemplate')) }
    const server = await startServerProcess(env)
    await signUp(server.url, 'ada@example.test', 'ada')

    const refused = await runAdmin(['grant', 'ada@example.test'], env)
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('Stop the server, run this command again')
    expect(refused.output).not.toMatch(/\n\s+at /)
    expect(await server.stop()).toBe(0)

    const granted = await runAdmin(['grant', 'ADA@example.test'], env)
    expect([granted.code, granted.output.trim()]).toEqual([0, 'ada@example.test is now an admin.'])
    const revoked = await runAdmin(['revoke', 'ada@example.test'], env)
    expect([revoked.code, revoked.output.trim()]).toEqual([0, 'ada@example.test is now a regular user.'])
  })

  it('explains its usage and unknown accounts', async () => {
    const env = { DATA_DIR: freshDataDir(inject('pgliteTemplate')) }
    expect((await runAdmin(['promote'], env)).output).toContain('Usage: npm run admin -- grant <email>')
    const unknown = await runAdmin(['grant', 'nobody@example.test'], env)
    expect([unknown.code, unknown.output.trim()]).toEqual([1, 'No account uses nobody@example.test.'])
  })
})
