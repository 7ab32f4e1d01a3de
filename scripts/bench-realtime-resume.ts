/**
 * Resumed streams under load (the probe of 2026-12): one person's stream is served live while
 * others comment on their post, and meanwhile more streams of that person come back with
 * `Last-Event-ID`, each at another id (one of them further behind than a page of 500). Every
 * stream should get exactly what came after its id; reported: how many resumed streams lost,
 * duplicated or reordered notifications, and how many.
 *
 * The server runs from the working tree's sources (tsx), so stashing a change to the hub and
 * running again gives the before figures.
 *
 *   npm run bench:realtime-resume                    # PGlite in a fresh data directory
 *   DATABASE_URL=postgres://… npm run bench:realtime-resume   # a fresh database on that server (or --pg: 127.0.0.1:5432)
 *   npm run bench:realtime-resume -- --resumes 20 --writes 200 --before 600
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Agent, fetch as undiciFetch } from 'undici'
import { flag, freshPostgres, startBuiltServer } from './lib/bench'
import { type BenchPerson, preparePeople, readEvents } from './lib/bench-people'

const RESUMES = flag('resumes', 20)
const WRITES = flag('writes', 200)
const BEFORE = flag('before', 600)
const WRITERS = 4
const ON_POSTGRES = process.argv.includes('--pg') || Boolean(process.env.DATABASE_URL)
const SECRET = 'bench-realtime-resume-secret-0123456789-ab'

interface Stream {
  since: number
  ids: number[]
  done: Promise<void>
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pointbook-bench-resume-'))
  const postgres = ON_POSTGRES ? await freshPostgres('pointbook_bench_resume') : null
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  }
  const specs = Array.from({ length: WRITERS + 1 }, (_, i) => ({
    email: `resume${i}@bench.test`,
    name: `Resume ${i}`,
    username: `resume_${i}`,
  }))
  const [me, ...writers] = (await preparePeople(env, SECRET, specs)) as [BenchPerson, ...BenchPerson[]]
  const server = await startBuiltServer(
    { ...env, NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET, WRITE_RATE_LIMIT_PER_MINUTE: '10000000' },
    { fromSources: true },
  )
  const dispatcher = new Agent({ connections: null, pipelining: 0, bodyTimeout: 0, headersTimeout: 0 })
  const call = async (person: BenchPerson, method: string, path: string, body?: unknown) => {
    const response = await undiciFetch(`${server.url}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${person.bearer}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      dispatcher,
    })
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
    return (await response.json()) as Record<string, unknown>
  }
  const post = await call(me, 'POST', '/posts', { kind: 'life', content: 'Ask me anything' })
  let written = 0
  const lastSeq = async () => {
    const page = (await call(me, 'GET', '/notifications?limit=1')) as { items: { seq: number }[] }
    return page.items[0]?.seq ?? 0
  }
  /** `count` comments by the writers, `WRITERS` at a time; `after` runs after each one. */
  const comment = async (count: number, after: (n: number) => void = () => {}) => {
    let next = 0
    await Promise.all(
      writers.map(async (writer) => {
        while (next < count) {
          next++
          await call(writer, 'POST', `/posts/${post.id}/comments`, { content: `Comment ${++written}` })
          after(next)
        }
      }),
    )
  }
  const controllers: AbortController[] = []
  const checks: (() => void)[] = []
  let last: number | null = null
  const open = async (lastEventId: number | null, until: () => number | null): Promise<Stream> => {
    const controller = new AbortController()
    controllers.push(controller)
    const headers: Record<string, string> = { Authorization: `Bearer ${me.bearer}` }
    if (lastEventId !== null) headers['Last-Event-ID'] = String(lastEventId)
    const response = await undiciFetch(`${server.url}/api/realtime`, {
      headers,
      signal: controller.signal,
      dispatcher,
    })
    if (response.status !== 200 || !response.body) throw new Error(`stream refused: ${response.status}`)
    const stream: Stream = { since: -1, ids: [], done: Promise.resolve() }
    let ready: () => void = () => {}
    let reached: () => void = () => {}
    const isReady = new Promise<void>((resolve) => {
      ready = resolve
    })
    stream.done = new Promise<void>((resolve) => {
      reached = resolve
    })
    const check = () => {
      const last = until()
      if (last !== null && (stream.ids.at(-1) ?? stream.since) >= last) reached()
    }
    readEvents(response.body, (event) => {
      if (event.event === 'ready') {
        stream.since = Number(event.id)
        ready()
      } else if (event.event === 'notification.created') stream.ids.push(Number(event.id))
      check()
    })
    await isReady
    checks.push(check)
    return stream
  }

  await comment(BEFORE)
  const live = await open(null, () => last)
  const first = live.since
  const resumed: Promise<Stream>[] = []
  const started = performance.now()
  await comment(WRITES, (n) => {
    // One resume every WRITES / RESUMES comments, at ids spread from the first to the newest.
    if (resumed.length >= Math.floor((n * RESUMES) / WRITES)) return
    const at = 2 + Math.floor(((first + n - 2) * ((resumed.length * 7) % RESUMES)) / RESUMES)
    resumed.push(open(at, () => last))
  })
  const streams = await Promise.all(resumed)
  last = await lastSeq()
  for (const check of checks) check()
  const caughtUp = await Promise.race([
    Promise.all([live, ...streams].map((s) => s.done)).then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000)),
  ])
  const seconds = (performance.now() - started) / 1000
  const end = last
  const report = (stream: Stream) => {
    const expected = end - stream.since
    const unique = new Set(stream.ids.filter((id) => id <= end)).size
    const isOrdered = stream.ids.every((id, i) => i === 0 || id > (stream.ids[i - 1] ?? 0))
    return { lost: expected - unique, duplicated: stream.ids.length - new Set(stream.ids).size, isOrdered }
  }
  const reports = streams.map(report)
  const losing = reports.filter((r) => r.lost > 0)
  console.log(
    `\nDriver: ${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'}; ${BEFORE} notifications before, ${WRITES} written by ${WRITERS} at a time while ${streams.length} streams resumed at ids ${Math.min(...streams.map((s) => s.since))}…${Math.max(...streams.map((s) => s.since))}; the newest is ${end}`,
  )
  console.log(
    `Resumed streams that lost notifications: ${losing.length} of ${streams.length}, ${losing.reduce((n, r) => n + r.lost, 0)} lost in all (${losing.map((r) => r.lost).join(', ') || 'none'})`,
  )
  console.log(
    `Duplicated: ${reports.reduce((n, r) => n + r.duplicated, 0)}; out of order: ${reports.filter((r) => !r.isOrdered).length} streams; live stream lost ${report(live).lost}`,
  )
  console.log(
    `All caught up: ${caughtUp ? `yes, ${seconds.toFixed(1)} s after the writes began` : 'NO (30 s wait)'}`,
  )
  for (const controller of controllers) controller.abort()
  await dispatcher.destroy().catch(() => {})
  await server.stop()
  await postgres?.drop()
  rmSync(dataDir, { recursive: true, force: true })
}

await main()
