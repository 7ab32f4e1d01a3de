/**
 * How fast a spreadsheet becomes points (issue 14): a 10,000-row and a 100,000-row CSV (CJK and
 * Latin, Markdown, quoted commas, quotes and line breaks) imported through the API of the
 * production build, from the first byte of the upload to the committed answer, and the server's
 * peak resident memory. Next to it, in the same run, a baseline that inserts the same rows
 * straight through the database driver (multi-row parameterised INSERTs in one transaction,
 * rows already in memory), on a database of the same kind.
 *
 *   npm run bench:import              # PGlite in a fresh data directory
 *   npm run bench:import -- --pg      # a fresh PostgreSQL database
 *   npm run bench:import -- --rows 10000,100000
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../src/server/db/client'
import { migrate } from '../src/server/db/migrate'
import { delimitedField } from '../src/server/features/imports/delimited'
import { newId } from '../src/server/lib/ids'
import { EXPORT_HEADERS, IMPORT_FIELDS } from '../src/shared/import-constants'
import type { ImportedPoint } from '../src/shared/imports'
import { ensureFreshBuild, freshPostgres, startBuiltServer } from './lib/bench'
import { preparePeople } from './lib/bench-people'

const ON_POSTGRES = process.argv.includes('--pg')
const rowsArg = process.argv[process.argv.indexOf('--rows') + 1]
const SIZES = process.argv.includes('--rows') && rowsArg ? rowsArg.split(',').map(Number) : [10_000, 100_000]
const SECRET = 'bench-import-secret-0123456789-abcdefgh'
const GOALS: Record<number, number> = { 10000: 2_000, 100000: 15_000 }
const RSS_GOAL_MB = 300

const SUBJECTS = ['光合作用', '細胞の構造', 'Thermodynamics', '线性代数', 'Écologie', '日本史']

/** One row of the benchmark sheet: about 180 bytes of CJK and Latin text with Markdown. */
function point(i: number): ImportedPoint {
  const subject = SUBJECTS[i % SUBJECTS.length] as string
  return {
    title: `${subject} ${i}: 什么是第 ${i} 个概念?`,
    description: `Card ${i}, with a comma, and "quotes"`,
    content: `- **要点** ${i}\n- see \`f(${i})\`, then ÷2`,
    hiddenContent: `答え ${i % 97}`,
    sectionTitle: `Chapter ${Math.floor(i / 5000) + 1}`,
    sectionDescription: '',
    majorName: i % 2 ? 'Biology' : '生物学',
    fieldName: '',
  }
}

function csvOf(points: ImportedPoint[]): string {
  const header = IMPORT_FIELDS.map((field) => EXPORT_HEADERS[field]).join(',')
  const lines = points.map((p) => IMPORT_FIELDS.map((field) => delimitedField(p[field])).join(','))
  return `${header}\r\n${lines.join('\r\n')}\r\n`
}

/** The server's resident set now (VmRSS) or at its peak (VmHWM), in MB, from /proc. */
function rssMb(pid: number, which: 'VmRSS' | 'VmHWM' = 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(new RegExp(`${which}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN)
  return Math.round(kb / 1024)
}

async function api(url: string, bearer: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${url}/api${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${bearer}`, ...(init.headers ?? {}) },
  })
  const body = await response.json()
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`)
  return body
}

const COLUMNS =
  'id, book_id, title, description, content, hidden_content, section_title, section_description, major_name, field_name, position'

/** The baseline: the same rows through the driver, 1,000 per INSERT, in one transaction. */
async function baseline(points: ImportedPoint[], databaseUrl: string | undefined): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pointbook-bench-baseline-'))
  const postgres = databaseUrl ? await freshPostgres('pointbook_bench_baseline') : null
  const database = await openDatabase({ dataDir, databaseUrl: postgres?.url })
  await migrate(database)
  const userId = newId()
  const bookId = newId()
  const run = async (query: (text: string, params: unknown[]) => Promise<unknown>) => {
    await query(
      `insert into users (id, name, email, username, email_verified) values ($1, 'b', 'b@bench.test', 'baseline', true)`,
      [userId],
    )
    await query(`insert into books (id, owner_id, title, slug) values ($1, $2, 'Baseline', 'baseline')`, [
      bookId,
      userId,
    ])
    const started = performance.now()
    await query('begin', [])
    for (let start = 0; start < points.length; start += 1000) {
      const batch = points.slice(start, start + 1000)
      const params: unknown[] = []
      const values = batch.map((p, i) => {
        params.push(newId(), bookId, p.title, p.description, p.content, p.hiddenContent, p.sectionTitle)
        params.push(p.sectionDescription, p.majorName, p.fieldName, start + i)
        const at = params.length - 11
        return `(${Array.from({ length: 11 }, (_, k) => `$${at + k + 1}`).join(', ')})`
      })
      await query(`insert into points (${COLUMNS}) values ${values.join(', ')}`, params)
    }
    await query('commit', [])
    return performance.now() - started
  }
  try {
    if (database.pglite)
      return await run((text, params) =>
        (database.pglite as NonNullable<typeof database.pglite>).query(text, params),
      )
    const client = await (database.pool as NonNullable<typeof database.pool>).connect()
    try {
      return await run((text, params) => client.query(text, params))
    } finally {
      client.release()
    }
  } finally {
    await database.close()
    await postgres?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function main() {
  ensureFreshBuild()
  const dataDir = mkdtempSync(join(tmpdir(), 'pointbook-bench-import-'))
  const postgres = ON_POSTGRES ? await freshPostgres('pointbook_bench_import') : null
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  }
  const [person] = await preparePeople(env, SECRET, [
    { email: 'importer@bench.test', name: 'importer', username: 'importer' },
  ])
  const bearer = (person as { bearer: string }).bearer
  const server = await startBuiltServer({ ...env, NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET })
  const pid = server.child.pid as number
  const results: string[] = []
  let failed = false
  try {
    console.log(
      `bench:import on ${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'}; server RSS at start ${rssMb(pid, 'VmRSS')} MB (peak so far ${rssMb(pid)} MB)`,
    )
    for (const size of SIZES) {
      const points = Array.from({ length: size }, (_, i) => point(i))
      const csv = csvOf(points)
      const bytes = Buffer.byteLength(csv)
      const book = await api(server.url, bearer, '/books', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: `Bench ${size}`, visibility: 'private' }),
      })
      const before = rssMb(pid, 'VmRSS')
      // As the web app sends it: the file as the body.
      const started = performance.now()
      const result = await api(server.url, bearer, `/books/${book.id}/import`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: csv,
      })
      const ms = performance.now() - started
      if (result.created !== size) throw new Error(`created ${result.created} of ${size}`)
      const check = await api(server.url, bearer, `/books/${book.id}`)
      if (check.pointCount !== size) throw new Error(`the book holds ${check.pointCount} points`)
      const rss = rssMb(pid)
      const base = await baseline(points, postgres?.url)
      const ratio = base / ms
      const goal = GOALS[size]
      const ok = (goal === undefined || ms <= goal) && ratio >= 0.5 && (size < 100_000 || rss <= RSS_GOAL_MB)
      failed ||= !ok
      results.push(
        `${size.toLocaleString('en')} rows (${(bytes / 1024 / 1024).toFixed(1)} MB): import ${Math.round(ms)} ms` +
          `${goal ? ` (goal ≤ ${goal.toLocaleString('en')})` : ''}, ${Math.round((size / ms) * 1000).toLocaleString('en')} rows/s; ` +
          `driver baseline ${Math.round(base)} ms → import at ${ratio.toFixed(2)}× the baseline's speed (goal ≥ 0.5); ` +
          `server RSS ${before} MB before, peak ${rss} MB${size >= 100_000 ? ` (goal ≤ ${RSS_GOAL_MB})` : ''} ${ok ? '✓' : '✗'}`,
      )
      console.log(results.at(-1))
    }
  } finally {
    await server.stop()
    await postgres?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (failed) process.exitCode = 1
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
