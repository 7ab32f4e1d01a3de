// `npm run bench:feed [-- --requests 500 --sizes 10000,1000000 --deep 50 --reseed --explain --pg]`:
// p50 and p99 of GET /api/posts?limit=20 (signed in) for the Following and Everyone feeds (and
// their Study filters), first page and a deep page (the cursor after `--deep` pages), at 10,000
// and at 1,000,000 posts in the same run, through the production server on PGlite. Both servers
// run at once and the requests alternate between them, so whatever else the machine does weighs
// on both sizes alike. Also timed: Following for a typical reader (20 followees; the per-followee
// plan at 1M). Publishing is `npm run bench:publish`'s, on the same stores.
//
// The seeded stores (the shape of a million posts, scaled down below it) are kept and shared with
// bench:publish: scripts/lib/feed-store.ts (`--reseed` seeds again). With `--pg` the servers run
// on the PostgreSQL server of PG_URL, one UTF-8 database per size.
//
// Goals (issue 11): every figure at 1M ≤ 1.5× the one at 10k, and p99 ≤ 50 ms at 1M. When one is
// missed (or with --explain), each database is then opened in this process: the same listPosts
// call is timed without HTTP, and EXPLAIN (ANALYZE, BUFFERS) of each statement it runs is printed.
import { parseArgs } from 'node:util'
import { eq } from 'drizzle-orm'
import type pg from 'pg'
import { users } from '../src/server/auth/auth.table'
import { type Database, openDatabase } from '../src/server/db/client'
import { listPosts } from '../src/server/features/posts/post-list.service'
import { PostListQuery } from '../src/shared/posts'
import {
  type BuiltServer,
  ensureFreshBuild,
  type Figure,
  signIn,
  startBuiltServer,
  summary,
} from './lib/bench'
import { type Facts, openOptions, type Store, seeded, storeEnv, type Who } from './lib/feed-store'
import { SEED_PASSWORD } from './seed'

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '500' },
    sizes: { type: 'string', default: '10000,1000000' },
    deep: { type: 'string', default: '50' },
    reseed: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    pg: { type: 'boolean', default: false },
  },
})
const onPostgres = Boolean(values.pg)
const storeOptions = { pg: onPostgres, reseed: Boolean(values.reseed) }
const REQUESTS = Number(values.requests)
const SIZES = (values.sizes ?? '').split(',').map(Number)
const DEEP_PAGES = Number(values.deep)
const LIMIT = 20
const WARM_UP = 20
/** Following plans: the rule in post-list.service.ts reads per followee below this share. */
const DENSE_SHARE = 0.02
const GOAL_RATIO = 1.5
const GOAL_P99_MS = 50

interface Target {
  posts: number
  store: Store
  facts: Facts
  isCached: boolean
  server: BuiltServer
  cookies: Record<Who | 'celebrity', string>
}

interface Page {
  items: { id: string }[]
  nextCursor: string | null
}

async function getPage(url: string, cookie: string): Promise<Page> {
  const response = await fetch(url, { headers: { Cookie: cookie } })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as Page
}

const withCursor = (url: string, cursor: string | null) =>
  cursor ? `${url}&cursor=${encodeURIComponent(cursor)}` : url

/** The cursor `pages` pages into a feed. */
async function deepCursor(url: string, cookie: string, pages: number): Promise<string> {
  let cursor: string | null = null
  for (let i = 0; i < pages; i++) {
    const page = await getPage(withCursor(url, cursor), cookie)
    if (!page.nextCursor) throw new Error(`${url} has fewer than ${pages + 1} pages`)
    cursor = page.nextCursor
  }
  return cursor as string
}

/**
 * `count` timed calls of each job after a warm-up, alternating between them (the order flips on
 * every round, so neither is always first): the latencies of each, in ms.
 */
async function alternate(jobs: (() => Promise<void>)[], count: number, warmUp = WARM_UP) {
  for (let i = 0; i < warmUp; i++) for (const job of jobs) await job()
  const latencies = jobs.map(() => [] as number[])
  for (let i = 0; i < count; i++) {
    const order = i % 2 === 0 ? jobs.keys() : [...jobs.keys()].reverse()
    for (const j of order) {
      const started = performance.now()
      await (jobs[j] as () => Promise<void>)()
      latencies[j]?.push(performance.now() - started)
    }
  }
  return latencies
}

interface Case {
  name: string
  who: Who
  query: string
  /** Following's share and plan are printed for it. */
  isFollowing: boolean
}

const CASES: Case[] = [
  { name: 'following', who: 'reader', query: 'feed=following', isFollowing: true },
  { name: 'everyone', who: 'reader', query: 'feed=everyone', isFollowing: false },
  { name: 'following study', who: 'reader', query: 'feed=following&kind=study', isFollowing: true },
  { name: 'everyone study', who: 'reader', query: 'feed=everyone&kind=study', isFollowing: false },
  { name: 'following, typical reader', who: 'typical', query: 'feed=following', isFollowing: true },
]

interface Row {
  name: string
  case: Case
  /** Per size: the cursor it starts from (null: the first page) and its figures. */
  cursors: Map<number, string | null>
  figures: Map<number, Figure>
}

async function startTarget(posts: number): Promise<Target> {
  const { store, facts, isCached } = await seeded(posts, storeOptions)
  const server = await startBuiltServer({
    ...storeEnv(store),
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: 'bench-feed-secret-0123456789-abcdefghijkl',
  })
  const cookies = {
    reader: await signIn(server.url, facts.cast.reader, SEED_PASSWORD),
    typical: await signIn(server.url, facts.cast.typical, SEED_PASSWORD),
    celebrity: await signIn(server.url, facts.cast.celebrity, SEED_PASSWORD),
  }
  return { posts, store, facts, isCached, server, cookies }
}

async function measureFeeds(targets: Target[]): Promise<Row[]> {
  const rows: Row[] = []
  for (const feedCase of CASES) {
    for (const deep of [false, true]) {
      const row: Row = {
        name: `${feedCase.name}, ${deep ? `page ${DEEP_PAGES + 1}` : 'first page'}`,
        case: feedCase,
        cursors: new Map(),
        figures: new Map(),
      }
      const urls: string[] = []
      for (const target of targets) {
        const url = `${target.server.url}/api/posts?limit=${LIMIT}&${feedCase.query}`
        const cookie = target.cookies[feedCase.who]
        const cursor = deep ? await deepCursor(url, cookie, DEEP_PAGES) : null
        row.cursors.set(target.posts, cursor)
        urls.push(withCursor(url, cursor))
      }
      const jobs = targets.map((target, i) => async () => {
        const page = await getPage(urls[i] as string, target.cookies[feedCase.who])
        if (page.items.length !== LIMIT) throw new Error(`${urls[i]} gave ${page.items.length} posts`)
      })
      const latencies = await alternate(jobs, REQUESTS)
      targets.forEach((target, i) => {
        row.figures.set(target.posts, summary(latencies[i] ?? []))
      })
      rows.push(row)
      process.stdout.write('.')
    }
  }
  process.stdout.write('\n')
  return rows
}

type Statement = { text: string; params: unknown[] }

/** Runs raw SQL on either driver, and records the statements a call sends. */
function statementsOf(database: Database) {
  const { pglite, pool } = database
  if (pglite) {
    const query = pglite.query.bind(pglite)
    return {
      run: async (text: string, params: unknown[]) =>
        (await query<Record<string, string>>(text, params as never)).rows,
      async record(call: () => Promise<void>): Promise<Statement[]> {
        const statements: Statement[] = []
        pglite.query = (async (text: string, params?: unknown[], options?: unknown) => {
          statements.push({ text, params: params ?? [] })
          return query(text, params as never, options as never)
        }) as typeof pglite.query
        await call().finally(() => {
          pglite.query = query
        })
        return statements
      },
    }
  }
  if (!pool) throw new Error('no driver')
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>
  return {
    run: async (text: string, params: unknown[]) =>
      (await query(text, params)).rows as Record<string, string>[],
    async record(call: () => Promise<void>): Promise<Statement[]> {
      const statements: Statement[] = []
      pool.query = ((...args: unknown[]) => {
        // drizzle's node-postgres session passes `({ text, types, rowMode }, params)`.
        const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[]?]
        statements.push(
          typeof first === 'string'
            ? { text: first, params: second ?? [] }
            : { text: first.text, params: first.values ?? second ?? [] },
        )
        return query(...args)
      }) as typeof pool.query
      await call().finally(() => {
        pool.query = query as typeof pool.query
      })
      return statements
    },
  }
}

/**
 * The same listPosts call in this process (no HTTP, no session): its p50 and p99, and
 * EXPLAIN (ANALYZE, BUFFERS) of every statement it runs.
 */
async function explain(store: Store, facts: Facts, rows: Row[], posts: number) {
  const database = await openDatabase(openOptions(store))
  try {
    const actors = {} as Record<Who, { id: string; role: 'user'; isBanned: false }>
    for (const who of ['reader', 'typical'] as const) {
      const [user] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, facts.cast[who]))
      if (!user) throw new Error(`no ${who}`)
      actors[who] = { id: user.id, role: 'user', isBanned: false }
    }
    const { run, record } = statementsOf(database)
    for (const row of rows) {
      const params = Object.fromEntries(new URLSearchParams(row.case.query))
      const cursor = row.cursors.get(posts)
      const listQuery = PostListQuery.parse({ ...params, limit: LIMIT, ...(cursor ? { cursor } : {}) })
      const call = () => listPosts(database.db, actors[row.case.who], listQuery).then(() => {})
      const [latencies = []] = await alternate([call], 200)
      const inProcess = summary(latencies)
      const statements = await record(call)
      console.log(
        `\n## ${posts.toLocaleString('en')} posts, ${row.name}: listPosts in-process p50 ${inProcess.p50.toFixed(1)} ms, p99 ${inProcess.p99.toFixed(1)} ms (HTTP: p50 ${row.figures.get(posts)?.p50.toFixed(1)}, p99 ${row.figures.get(posts)?.p99.toFixed(1)})`,
      )
      for (const statement of statements) {
        const plan = await run(`explain (analyze, buffers) ${statement.text}`, statement.params)
        console.log(`\n${statement.text.replace(/\s+/g, ' ').slice(0, 160)}…`)
        for (const line of plan) console.log(`  ${Object.values(line)[0]}`)
      }
    }
  } finally {
    await database.close()
  }
}

const fmt = (ms: number) => ms.toFixed(1).padStart(6)
const sizeName = (posts: number) => `${posts.toLocaleString('en')} posts`

async function main() {
  ensureFreshBuild()
  const targets: Target[] = []
  const stopAll = async () => {
    for (const target of targets.splice(0)) await target.server.stop()
  }
  try {
    for (const size of SIZES) targets.push(await startTarget(size))
    console.log(
      `Measuring ${CASES.length * 2} cases × ${REQUESTS} requests on ${SIZES.length} servers, alternating`,
    )
    const rows = await measureFeeds(targets)
    const measured = [...targets]
    await stopAll()

    const [small, large] = SIZES as [number, number]
    console.log(
      `\nGET /api/posts?limit=${LIMIT}, signed in, ${REQUESTS} requests each (alternating sizes), ${onPostgres ? 'PostgreSQL' : 'PGlite'}`,
    )
    for (const target of measured) {
      const { facts } = target
      const plan = (share: number) => (share >= DENSE_SHARE ? 'newest-posts walk' : 'per-followee reads')
      const who = (w: Who) =>
        `${w} follows ${facts.follows[w].followees.toLocaleString('en')} (${(facts.follows[w].share * 100).toFixed(1)}% of posts: ${plan(facts.follows[w].share)})`
      console.log(
        `${sizeName(target.posts)}: ${facts.counts.authors?.toLocaleString('en')} authors, the most followed has ${facts.celebrityFollowers.toLocaleString('en')} followers; ${who('reader')}; ${who('typical')}; seeded in ${(facts.seedMs / 1000).toFixed(1)} s${target.isCached ? ' (cached)' : ''}`,
      )
      console.log(
        `  rows: ${Object.entries(facts.counts)
          .map(([table, n]) => `${table} ${n.toLocaleString('en')}`)
          .join(', ')}`,
      )
    }
    const header = `${'case'.padEnd(34)}${SIZES.map((s) => `${sizeName(s)} p50 / p99`.padStart(28)).join('')}   ratio p50 / p99   goals`
    console.log(`\n${header}\n${'-'.repeat(header.length)}`)
    const missed: Row[] = []
    let ratioHolds = true
    let p99Holds = true
    const line = (name: string, figures: Map<number, Figure>, judged: boolean) => {
      const cells = SIZES.map((size) => {
        const f = figures.get(size)
        return f ? `${fmt(f.p50)} / ${fmt(f.p99)} ms`.padStart(28) : ''.padStart(28)
      })
      const a = figures.get(small)
      const b = figures.get(large)
      let verdict = ''
      let ratio = ''
      if (a && b) {
        const r50 = b.p50 / a.p50
        const r99 = b.p99 / a.p99
        ratio = `${r50.toFixed(2)}× / ${r99.toFixed(2)}×`
        const ratioOk = Math.max(r50, r99) <= GOAL_RATIO
        const p99Ok = b.p99 <= GOAL_P99_MS
        verdict = `${ratioOk ? 'ratio ok' : 'RATIO'}, ${p99Ok ? 'p99 ok' : 'P99'}`
        if (judged) {
          ratioHolds &&= ratioOk
          p99Holds &&= p99Ok
        }
        return {
          text: `${name.padEnd(34)}${cells.join('')}   ${ratio.padEnd(15)}   ${verdict}`,
          ok: ratioOk && p99Ok,
        }
      }
      return { text: `${name.padEnd(34)}${cells.join('')}`, ok: true }
    }
    for (const row of rows) {
      const { text, ok } = line(row.name, row.figures, true)
      console.log(text)
      if (!ok) missed.push(row)
    }
    if (SIZES.length >= 2)
      console.log(
        `\nGoal: every feed figure at ${sizeName(large)} ≤ ${GOAL_RATIO}× the one at ${sizeName(small)}: ${ratioHolds ? 'holds' : 'MISSED'}` +
          `\nGoal: every feed p99 at ${sizeName(large)} ≤ ${GOAL_P99_MS} ms: ${p99Holds ? 'holds' : 'MISSED'}` +
          (missed.length ? `\nMissed by: ${missed.map((row) => row.name).join('; ')}` : ''),
      )
    const toExplain = values.explain ? rows : missed
    if (toExplain.length > 0) {
      console.log(`\n# Where the time goes (in-process, then EXPLAIN (ANALYZE, BUFFERS))`)
      for (const target of measured) await explain(target.store, target.facts, toExplain, target.posts)
    }
  } finally {
    await stopAll()
  }
}

await main()
