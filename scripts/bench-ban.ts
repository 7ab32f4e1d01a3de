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
import { createHmac } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '../src/server/config'
import { openDatabase } from '../src/server/db/client'
import { migrate } from '../src/server/db/migrate'
import { buildDeps, stopBackground } from '../src/server/deps'
import { createLogger } from '../src/server/lib/logger'
import { createSseParser } from '../src/shared/sse'
import { ensureFreshBuild, flag, freshPostgres, startBuiltServer } from './lib/bench'

const PEOPLE = flag('people', 20)
const ON_POSTGRES = process.argv.includes('--pg')
const SECRET = 'bench-ban-secret-0123456789-abcdefghijkl'
const ADMIN_EMAIL = 'admin@bench.test'
const GOAL_MS = 1000

const signed = (token: string) => `${token}.${createHmac('sha256', SECRET).update(token).digest('base64')}`

interface Person {
  id: string
  bearer: string
}

/** The admin and the people, through the auth library's own adapter (its hooks run), signed in. */
async function prepare(env: Record<string, string>): Promise<{ admin: Person; people: Person[] }> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: SECRET,
    ...env,
  })
  const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL })
  await migrate(database)
  const deps = buildDeps(config, database, createLogger('silent'))
  const auth = await deps.auth.$context
  const make = async (email: string, username: string): Promise<Person> => {
    const user = await auth.internalAdapter.createUser(
      { email, name: username, username, displayUsername: username, emailVerified: true },
      { method: 'email-password' },
    )
    const session = await auth.internalAdapter.createSession(user.id, false)
    return { id: user.id, bearer: signed(session.token) }
  }
  const admin = await make(ADMIN_EMAIL, 'bench_admin')
  const people: Person[] = []
  for (let i = 0; i < PEOPLE; i++) people.push(await make(`ban${i}@bench.test`, `ban_${i}`))
  await stopBackground(deps)
  await database.close()
  return { admin, people }
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
      const parse = createSseParser((event) => {
        if (event.event === 'ready') onReady()
        if (event.event === 'session.ended')
          onEnded((JSON.parse(event.data) as { reason?: string }).reason ?? '')
      })
      void (async () => {
        const decoder = new TextDecoder()
        try {
          for await (const chunk of response.body as AsyncIterable<Uint8Array>)
            parse(decoder.decode(chunk, { stream: true }))
        } catch {
          // Aborted below.
        }
      })()
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
