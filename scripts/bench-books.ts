// `npm run bench:books [-- --data-dir DIR --seconds 15 --connections 10 --limit 50]`:
// GET /api/books/{id}/points signed in, through the production server on a seeded PGlite
// directory (seeded into a temporary one when none is given, and removed after), then the very SQL that route runs,
// straight on the driver in this process, with the same concurrency and duration.
// Goal: HTTP at least 0.5× the bare queries.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { and, asc, eq, sql } from 'drizzle-orm'
import { accounts, users } from '../src/server/auth/auth.table'
import { type Database, openDatabase } from '../src/server/db/client'
import { migrate } from '../src/server/db/migrate'
import { selectBookFacts } from '../src/server/features/books/book.query'
import { pointsPageSql } from '../src/server/features/points/point.query'
import { books } from '../src/server/records/book.table'
import { load, signIn, startBuiltServer } from './lib/bench'
import { SEED_PASSWORD, seed } from './seed'

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '10' },
    limit: { type: 'string', default: '50' },
  },
})
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const limit = Number(values.limit)

function newest(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

/** The server bundle must hold the routes under test: rebuild when the server sources are newer. */
function ensureFreshBuild(): void {
  const bundle = 'dist/server/main.mjs'
  const isFresh =
    existsSync(bundle) && Math.max(newest('src/server'), newest('src/shared')) < statSync(bundle).mtimeMs
  if (isFresh) return
  console.log('Building (server sources changed since the last build)…')
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0)
    throw new Error('npm run build failed')
}

/** A seeded user who signs in with the seed password, and a public book with enough points. */
async function pickSubjects(database: Database) {
  const [user] = await database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(sql`${users.email} like '%@example.com'`)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1)
  const [book] = await database.db
    .select({ id: books.id })
    .from(books)
    .where(
      sql`${books.visibility} = 'public' and ${books.bannedAt} is null and ${books.pointCount} >= ${limit}`,
    )
    .orderBy(asc(books.createdAt))
    .limit(1)
  if (!user || !book) throw new Error('no seeded user or public book here: run `npm run seed` first')
  return { user, bookId: book.id }
}

async function prepare(): Promise<{ dataDir: string; user: { id: string; email: string }; bookId: string }> {
  const dataDir = values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'pointbook-bench-books-'))
  const database = await openDatabase({ dataDir })
  try {
    if (!values['data-dir']) {
      await migrate(database)
      const seeded = await seed(database, { users: 1000, books: 1000, points: 100 })
      console.log(`Seeded ${dataDir} in ${(seeded.ms / 1000).toFixed(1)} s:`, seeded.counts)
    }
    return { dataDir, ...(await pickSubjects(database)) }
  } finally {
    await database.close()
  }
}

async function overHttp(dataDir: string, email: string, bookId: string) {
  ensureFreshBuild()
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: 'bench-books-secret-0123456789-abcdefghij',
  })
  try {
    const cookie = await signIn(server.url, email, SEED_PASSWORD)
    const url = `${server.url}/api/books/${bookId}/points?limit=${limit}`
    const probe = await fetch(url, { headers: { Cookie: cookie } })
    const page = (await probe.json()) as { items?: unknown[] }
    if (!probe.ok || page.items?.length !== limit) throw new Error(`unexpected answer ${probe.status}`)
    await load(url, { Cookie: cookie }, 2, connections)
    return await load(url, { Cookie: cookie }, seconds, connections)
  } finally {
    await server.stop()
  }
}

/** The route's two statements (the book's facts for the policy, then the page), on the driver. */
async function direct(dataDir: string, userId: string, bookId: string) {
  const database = await openDatabase({ dataDir })
  try {
    const statements = [
      selectBookFacts(database.db, userId, bookId).toSQL(),
      pointsPageSql(database.db, userId, bookId, null, limit),
    ]
    const run = async () => {
      for (const { sql: text, params } of statements) {
        if (database.pglite) await database.pglite.query(text, params, { rowMode: 'array' })
        else await database.pool?.query({ text, values: params, rowMode: 'array' })
      }
    }
    const measure = async (ms: number) => {
      const latencies: number[] = []
      const end = performance.now() + ms
      const worker = async () => {
        while (performance.now() < end) {
          const started = performance.now()
          await run()
          latencies.push(performance.now() - started)
        }
      }
      await Promise.all(Array.from({ length: connections }, worker))
      latencies.sort((a, b) => a - b)
      const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0
      return { opsPerSecond: Math.round(latencies.length / (ms / 1000)), p99: Math.round(p99) }
    }
    await measure(2000)
    return await measure(seconds * 1000)
  } finally {
    await database.close()
  }
}

const { dataDir, user, bookId } = await prepare()
// A directory this run seeded (418 MB) goes with it; one given with --data-dir stays.
let http: Awaited<ReturnType<typeof overHttp>>
let bare: Awaited<ReturnType<typeof direct>>
try {
  http = await overHttp(dataDir, user.email, bookId)
  bare = await direct(dataDir, user.id, bookId)
} finally {
  if (!values['data-dir']) rmSync(dataDir, { recursive: true, force: true })
}
console.log(
  `\nGET /api/books/{id}/points?limit=${limit} signed in, ${connections} connections, ${seconds} s, PGlite`,
)
console.log(
  `  HTTP (built server)   ${String(http.requestsPerSecond).padStart(6)} req/s   p99 ${http.p99} ms   errors ${http.errors + http.non2xx}`,
)
console.log(`  same SQL on driver    ${String(bare.opsPerSecond).padStart(6)} ops/s   p99 ${bare.p99} ms`)
console.log(
  `  ratio                 ${(http.requestsPerSecond / bare.opsPerSecond).toFixed(2)}× (goal ≥ 0.5×)`,
)
