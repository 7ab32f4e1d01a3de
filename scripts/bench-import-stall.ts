/**
 * Whether an import stalls the server (issue 42.1): while one person's import is read, checked
 * and written, another client asks `/api/health` every 10 ms; the figure is the slowest of those
 * answers, next to the server's peak resident memory and the import's own status and time.
 * The files: the probe's one line of commas (19 MB and 5 MB after a `title` header), and an
 * ordinary 100,000-row CSV (19 MB) and its JSON.
 *
 *   npm run bench:import-stall                 # PGlite in a fresh data directory, production build
 *   npm run bench:import-stall -- --pg         # a fresh PostgreSQL database
 *   npm run bench:import-stall -- --only commas-19mb
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { delimitedField } from '../src/server/features/imports/delimited'
import { ensureFreshBuild, freshPostgres, startBuiltServer } from './lib/bench'
import { preparePeople } from './lib/bench-people'

const ON_POSTGRES = process.argv.includes('--pg')
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined
const SECRET = 'bench-import-stall-secret-0123456789-abcd'
/** The goal: health answers within tens of milliseconds during any import. */
const HEALTH_GOAL_MS = 50

function rows(count: number): string[][] {
  return Array.from({ length: count }, (_, i) => [
    `光合作用 ${i}: what is concept ${i}?`,
    `Card ${i}, with a comma, and "quotes"`,
    `- **要点** ${i}\n- see \`f(${i})\``,
    `答え ${i % 97}`,
    `Chapter ${Math.floor(i / 5000) + 1}`,
  ])
}

const FILES: Record<string, () => { body: string }> = {
  'commas-19mb': () => ({ body: `title\n${','.repeat(19 * 1024 * 1024)}\n` }),
  'commas-5mb': () => ({ body: `title\n${','.repeat(5 * 1024 * 1024)}\n` }),
  'csv-100k': () => ({
    body: `title,description,content,hidden_content,section\n${rows(100_000)
      .map((cells) => cells.map((cell) => delimitedField(cell)).join(','))
      .join('\n')}\n`,
  }),
  'json-100k': () => ({
    body: JSON.stringify({
      sections: [
        {
          title: 'All',
          points: rows(100_000).map(([title, description, content, hidden]) => ({
            title,
            description,
            content,
            hidden_content: hidden,
          })),
        },
      ],
    }),
  }),
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024)
}

/** Asks /api/health every 10 ms until `done` settles; the slowest answer and how many there were. */
async function watchHealth(url: string, done: Promise<unknown>): Promise<{ worst: number; count: number }> {
  let finished = false
  void done.finally(() => {
    finished = true
  })
  let worst = 0
  let count = 0
  while (!finished) {
    const started = performance.now()
    await fetch(`${url}/api/health`).then((r) => r.arrayBuffer())
    worst = Math.max(worst, performance.now() - started)
    count++
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return { worst, count }
}

/** One file through a server of its own (so its peak memory is the file's alone). */
async function measure(name: string, body: string): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pointbook-bench-stall-'))
  const postgres = ON_POSTGRES ? await freshPostgres('pointbook_bench_stall') : null
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  }
  const [person] = await preparePeople(env, SECRET, [
    { email: 'stall@bench.test', name: 'stall', username: 'stall' },
  ])
  const headers = { Authorization: `Bearer ${(person as { bearer: string }).bearer}` }
  const server = await startBuiltServer({ ...env, NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET })
  const pid = server.child.pid as number
  try {
    const book = await fetch(`${server.url}/api/books`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Stall', visibility: 'private' }),
    }).then((r) => r.json())
    const rssBefore = peakRssMb(pid)
    const started = performance.now()
    const importing = fetch(`${server.url}/api/books/${book.id}/import?dryRun=1`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/octet-stream' },
      body,
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }))
    const health = await watchHealth(server.url, importing)
    const answer = await importing
    const ms = performance.now() - started
    const error = answer.body.error as { code?: string; details?: { code: string }[] } | undefined
    const said = error
      ? `${error.code}${error.details?.[0] ? ` (${error.details[0].code})` : ''}`
      : `${answer.body.importCount} rows`
    const ok = health.worst <= HEALTH_GOAL_MS
    console.log(
      `${name} (${(Buffer.byteLength(body) / 1024 / 1024).toFixed(1)} MB): ${answer.status} ${said} in ${Math.round(ms)} ms; ` +
        `slowest of ${health.count} health answers ${Math.round(health.worst)} ms (goal ≤ ${HEALTH_GOAL_MS}); ` +
        `server peak RSS ${rssBefore} → ${peakRssMb(pid)} MB ${ok ? '✓' : '✗'}`,
    )
    return ok
  } finally {
    await server.stop()
    await postgres?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function main() {
  ensureFreshBuild()
  console.log(`bench:import-stall on ${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'}, a dry run of each file`)
  let failed = false
  for (const [name, make] of Object.entries(FILES)) {
    if (only && name !== only) continue
    failed = !(await measure(name, make().body)) || failed
  }
  if (failed) process.exitCode = 1
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
