/**
 * How fast a ban takes effect (issue 13: within a second). On one server process (the production
 * build), each of N people (20 by default) holds `GET /api/realtime` open with a live session;
 * an admin bans them one by one through the API. Reported per ban, from sending the ban: when
 * the person's stream said `session.ended` (reason `banned`), and when their session was first
 * refused (401 on `GET /api/me`).
 *
 *   npm run bench:ban                 # PGlite in a fresh data directory
 *   npm run bench:ban -- --pg         # a fresh PostgreSQL database (127.0.0.1:5432 or DATABASE_URL's server)
 *   npm run bench:ban -- --people 50
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureFreshBuild, flag, freshPostgres, startBuiltServer } from './lib/bench'
import { type BenchPerson, preparePeople, readEvents } from './lib/bench-people'

const PEOPLE = flag('people', 20)
const ON_POSTGRES = process.argv.includes('--pg')
const SECRET = 'bench-ban-secret-0123456789-abcdefghijkl'
const ADMIN_EMAIL = 'admin@bench.test'
const GOAL_MS = 1000

/** The admin and the people to ban, made through the auth library, each with a session. */
async function prepare(env: Record<string, string>): Promise<{ admin: BenchPerson; people: BenchPerson[] }> {
  const specs = [
    { email: ADMIN_EMAIL, name: 'bench_admin', username: 'bench_admin' },
    ...Array.from({ length: PEOPLE }, (_, i) => ({
      email: `ban${i}@bench.test`,
      name: `ban_${i}`,
      username: `ban_${i}`,
    })),
  ]
  const [admin, ...people] = await preparePeople(env, SECRET, specs)
  return { admin: admin as BenchPerson, people }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

async function main() {
  ensureFreshBuild()
  const dataDir = mkdtempSync(join(tmpdir(), 'pointbook-bench-ban-'))
  const postgres = ON_POSTGRES ? await freshPostgres('pointbook_bench_ban') : null
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ADMIN_EMAILS: ADMIN_EMAIL,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  }
  const { admin, people } = await prepare(env)
  const server = await startBuiltServer({ ...env, NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET })
  const streamEnded: number[] = []
  const refused: number[] = []
  try {
    for (const person of people) {
      const controller = new AbortController()
      const response = await fetch(`${server.url}/api/realtime`, {
        headers: { Authorization: `Bearer ${person.bearer}`, Accept: 'text/event-stream' },
        signal: controller.signal,
      })
      if (response.status !== 200 || !response.body) throw new Error(`stream refused: ${response.status}`)
      let onReady: () => void = () => {}
      const ready = new Promise<void>((resolve) => {
        onReady = resolve
      })
      let onEnded: (reason: string) => void = () => {}
      const ended = new Promise<string>((resolve) => {
        onEnded = resolve
      })
      readEvents(response.body, (event) => {
        if (event.event === 'ready') onReady()
        if (event.event === 'session.ended')
          onEnded((JSON.parse(event.data) as { reason?: string }).reason ?? '')
      })
      await ready

      const started = performance.now()
      const ban = fetch(`${server.url}/api/admin/users/${person.id}/ban`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${admin.bearer}`, 'Content-Type': 'application/json' },
        body: '{}',
      })
      const reason = await ended
      streamEnded.push(performance.now() - started)
      if (reason !== 'banned') throw new Error(`the stream ended saying ${reason}`)
      if ((await ban).status !== 200) throw new Error(`the ban answered ${(await ban).status}`)
      for (;;) {
        const me = await fetch(`${server.url}/api/me`, {
          headers: { Authorization: `Bearer ${person.bearer}` },
        })
        if (me.status === 401) break
      }
      refused.push(performance.now() - started)
      controller.abort()
    }
  } finally {
    await server.stop()
    await postgres?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  const report = (name: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    const max = sorted.at(-1) ?? Number.NaN
    console.log(
      `${name}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    )
    return max
  }
  console.log(`${people.length} bans on ${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'}, each from sending the ban:`)
  const worst = Math.max(
    report('stream said session.ended (banned)', streamEnded),
    report('session refused (401)', refused),
  )
  console.log(worst <= GOAL_MS ? `within the goal of ${GOAL_MS} ms` : `over the goal of ${GOAL_MS} ms`)
  process.exit(worst <= GOAL_MS ? 0 : 1)
}

await main()
