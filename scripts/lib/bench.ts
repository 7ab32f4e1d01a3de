import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'

export interface BuiltServer {
  url: string
  child: ChildProcess
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export function ensureBuild(): void {
  if (existsSync('dist/server/main.mjs') && existsSync('dist/web/index.html')) return
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error('npm run build failed')
}

function newest(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

/** Like ensureBuild, and rebuilds when the server sources are newer than the bundle. */
export function ensureFreshBuild(): void {
  const bundle = 'dist/server/main.mjs'
  const isFresh =
    existsSync(bundle) &&
    existsSync('dist/web/index.html') &&
    Math.max(newest('src/server'), newest('src/shared')) < statSync(bundle).mtimeMs
  if (isFresh) return
  console.log('Building (server sources changed since the last build)…')
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0)
    throw new Error('npm run build failed')
}

/**
 * The production bundle as its own process, as `npm start` runs it; with `fromSources`, the
 * working tree's server sources through tsx instead (no build: a change stashed or not is what
 * runs, for before/after figures). `port` starts it where another one listened (a restart).
 */
export async function startBuiltServer(
  env: Record<string, string>,
  {
    fromSources = false,
    port: wanted = 0,
    onLog,
  }: { fromSources?: boolean; port?: number; onLog?: (line: string) => void } = {},
): Promise<BuiltServer> {
  if (!fromSources) ensureBuild()
  const port = wanted || (await freePort())
  const url = `http://localhost:${port}`
  const entry = fromSources ? ['--import', 'tsx', 'src/server/main.ts'] : ['dist/server/main.mjs']
  const child = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: 'false',
      ...env,
    },
    // `onLog` hears each line the server logs (JSON, at the LOG_LEVEL given in `env`).
    stdio: ['ignore', onLog ? 'pipe' : 'inherit', 'inherit'],
  })
  if (onLog && child.stdout) createInterface({ input: child.stdout }).on('line', onLog)
  // A bench stopped early (Ctrl-C, a timeout) leaves no server holding its store or port.
  const orphanGuard = () => child.kill('SIGKILL')
  process.once('exit', orphanGuard)
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      orphanGuard()
      process.exit(130)
    })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (Date.now() > deadline) throw new Error('server did not become healthy')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

export interface LoadResult {
  requestsPerSecond: number
  p99: number
  errors: number
  non2xx: number
}

export async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = 10,
): Promise<LoadResult> {
  const result = await autocannon({ url, headers, duration: seconds, connections, pipelining: 1 })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

export function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN
  return Number.isFinite(value) ? value : fallback
}

/** Signs a seeded person in; the session cookie, as a browser would send it. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** The PostgreSQL server the benches keep their seeded databases on (`--pg`). */
export const PG_URL = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432'

/** One statement on PG_URL's server, outside any database of the app (create, drop, comment). */
export async function onPostgresServer(statement: string): Promise<Record<string, unknown>[]> {
  const pg = (await import('pg')).default
  const client = new pg.Client({ connectionString: `${PG_URL}/postgres` })
  await client.connect()
  try {
    return (await client.query(statement)).rows
  } finally {
    await client.end()
  }
}

/**
 * A fresh, empty PostgreSQL database for one benchmark run (on DATABASE_URL's server, or
 * 127.0.0.1:5432), UTF-8 as pg_trgm needs; `drop` removes it afterwards.
 */
export async function freshPostgres(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const pg = (await import('pg')).default
  const admin = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
  const name = `${prefix}_${Date.now()}`
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  await client.query(
    `CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  )
  await client.end()
  const url = new URL(admin)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: admin.toString() })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await dropper.end()
    },
  }
}

/** The `p` quantile (0–1) of latencies sorted ascending: the nearest rank, 0 for none. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))] ?? 0

/** What the benches print of a list of latencies (ms). */
export interface Figure {
  p50: number
  p99: number
  max: number
  mean: number
  n: number
}

export function summary(latencies: readonly number[]): Figure {
  const sorted = [...latencies].sort((a, b) => a - b)
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / Math.max(1, sorted.length)
  return {
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    mean,
    n: sorted.length,
  }
}
