/**
 * Realtime delivery: N subscribers (2,000 by default) hold `GET /api/realtime` open on one server
 * process (the production build); one person then follows each of them through the API, which
 * writes one notification per subscriber. Reported: how many arrived, p50/p99/max from the
 * notification's insert (its `createdAt`, stamped by the server on this machine's clock) to its
 * arrival at the subscriber, and the server's RSS with every stream open.
 *
 *   npm run bench:realtime                      # PGlite in a fresh data directory
 *   npm run bench:realtime -- --pg              # a fresh PostgreSQL database (DATABASE_URL's server, or 127.0.0.1:5432)
 *   npm run bench:realtime -- --subscribers 500 --concurrency 16
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Agent, fetch as undiciFetch } from 'undici'
import { ensureFreshBuild, flag, freshPostgres, startBuiltServer } from './lib/bench'
import { type BenchPerson, preparePeople, readEvents } from './lib/bench-people'

const SUBSCRIBERS = flag('subscribers', 2000)
const CONCURRENCY = flag('concurrency', 16)
const ON_POSTGRES = process.argv.includes('--pg')
const SECRET = 'bench-realtime-secret-0123456789-abcdefgh'
const GOAL_P99_MS = 100

/** The sender and the subscribers, made through the auth library, each with a session. */
async function prepare(
  env: Record<string, string>,
): Promise<{ sender: BenchPerson; subscribers: BenchPerson[] }> {
  const started = performance.now()
  const specs = Array.from({ length: SUBSCRIBERS + 1 }, (_, i) => ({
    email: `rt${i}@bench.test`,
    name: `Subscriber ${i}`,
    username: `rt_${i}`,
  }))
  const [sender, ...subscribers] = await preparePeople(env, SECRET, specs)
  console.log(
    `Prepared ${SUBSCRIBERS + 1} people with sessions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  return { sender: sender as BenchPerson, subscribers }
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN)

async function main() {
  ensureFreshBuild()
  const dataDir = mkdtempSync(join(tmpdir(), 'pointbook-bench-rt-'))
  const postgres = ON_POSTGRES ? await freshPostgres('pointbook_bench_rt') : null
  const databaseUrl = postgres?.url
  const dropDatabase = async () => postgres?.drop()
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  }
  const { sender, subscribers } = await prepare(env)
  const server = await startBuiltServer({
    ...env,
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: SECRET,
    WRITE_RATE_LIMIT_PER_MINUTE: '10000000',
  })
  process.once('uncaughtException', (error) => {
    console.error(error)
    server.child.kill('SIGKILL')
    process.exit(1)
  })
  const pid = server.child.pid ?? 0
  const rssBefore = rssMb(pid)
  // One connection per stream, as 2,000 devices would have.
  const dispatcher = new Agent({ connections: null, pipelining: 0, bodyTimeout: 0, headersTimeout: 0 })
  const latencies: number[] = []
  const arrived = new Set<string>()
  let readyCount = 0
  let allReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => {
    allReady = resolve
  })
  let allArrived: () => void = () => {}
  const done = new Promise<void>((resolve) => {
    allArrived = resolve
  })
  const controllers: AbortController[] = []
  const openedAt = performance.now()
  // Opened 50 at a time, as devices arrive: 2,000 at once overflow the listen backlog.
  const opening = [...subscribers]
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      for (let person = opening.shift(); person; person = opening.shift()) await openStream(person)
    }),
  )
  async function openStream(person: BenchPerson) {
    const controller = new AbortController()
    controllers.push(controller)
    const response = await undiciFetch(`${server.url}/api/realtime`, {
      headers: { Authorization: `Bearer ${person.bearer}`, Accept: 'text/event-stream' },
      signal: controller.signal,
      dispatcher,
    })
    if (response.status !== 200 || !response.body) throw new Error(`stream refused: ${response.status}`)
    readEvents(response.body, (event) => {
      if (event.event === 'ready') {
        if (++readyCount === subscribers.length) allReady()
      } else if (event.event === 'notification.created') {
        const data = JSON.parse(event.data) as { createdAt: string; receiverId: string; type: string }
        if (data.type !== 'follow' || arrived.has(data.receiverId)) return
        latencies.push(Date.now() - Date.parse(data.createdAt))
        arrived.add(data.receiverId)
        if (arrived.size === subscribers.length) allArrived()
      }
    })
  }
  await ready
  const openSeconds = (performance.now() - openedAt) / 1000
  const rssOpen = rssMb(pid)
  console.log(
    `${subscribers.length} streams open in ${openSeconds.toFixed(1)} s; server RSS ${rssBefore} MB → ${rssOpen} MB`,
  )

  const started = performance.now()
  let next = 0
  const failures: number[] = []
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < subscribers.length) {
        const person = subscribers[next++] as BenchPerson
        const response = await undiciFetch(`${server.url}/api/users/${person.id}/follow`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${sender.bearer}` },
          dispatcher,
        })
        if (response.status !== 200) failures.push(response.status)
        await response.arrayBuffer()
      }
    }),
  )
  const writeSeconds = (performance.now() - started) / 1000
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 30_000))])
  const sorted = [...latencies].sort((a, b) => a - b)
  const p99 = percentile(sorted, 99)
  console.log(
    `\nDriver: ${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'}; ${subscribers.length} subscribers; ${subscribers.length} follows in ${writeSeconds.toFixed(1)} s (${CONCURRENCY} at a time, ${failures.length} failed)`,
  )
  console.log(`Arrived: ${arrived.size} of ${subscribers.length}`)
  console.log(
    `Insert → arrival: p50 ${percentile(sorted, 50)} ms, p99 ${p99} ms, max ${sorted.at(-1) ?? Number.NaN} ms`,
  )
  console.log(
    `Server RSS with ${subscribers.length} open streams: ${rssOpen} MB (idle before: ${rssBefore} MB)`,
  )
  console.log(
    `Goal: all arrive, p99 ≤ ${GOAL_P99_MS} ms: ${arrived.size === subscribers.length && p99 <= GOAL_P99_MS ? 'holds' : 'MISSED'}`,
  )
  for (const controller of controllers) controller.abort()
  await dispatcher.destroy().catch(() => {})
  await server.stop()
  await dropDatabase()
  rmSync(dataDir, { recursive: true, force: true })
}

await main()
