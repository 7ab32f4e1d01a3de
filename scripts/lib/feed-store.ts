// The seeded stores the feed and publishing benches share (`npm run bench:feed`, `bench:publish`):
// the shape of a million posts, scaled down below it (at 1M, 2,000 authors, one of them with
// 100,000 followers, and a reader who follows 1,000 of them; at 10k, 50 authors, 1,000 followers
// and 25 follows). PGlite data directories are kept in node_modules/.cache/pointbook-bench, and
// PostgreSQL databases on PG_URL's server (default postgres://postgres@127.0.0.1:5432), named by
// their size and a hash of the seed's sources and the migrations, so a changed seed seeds again.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { type Database, openDatabase } from '../../src/server/db/client'
import { migrate } from '../../src/server/db/migrate'
import { POST_FANOUT, postFanout } from '../../src/server/features/notifications/post-fanout'
import { SEARCH_BACKFILL, searchBackfill } from '../../src/server/features/search/documents'
import { createJobRunner } from '../../src/server/jobs/jobs'
import { createLogger } from '../../src/server/lib/logger'
import { type SeedSize, seed } from '../seed'
import { onPostgresServer, PG_URL } from './bench'

const CACHE = 'node_modules/.cache/pointbook-bench'

export interface StoreOptions {
  /** On the PostgreSQL server of PG_URL, not PGlite. */
  pg: boolean
  /** Seed again even when a store of this seed is kept. */
  reseed: boolean
}

/** The seed at `posts` posts: the shape of a million, scaled down below it. */
export function feedShape(posts: number): SeedSize {
  const authors = Math.min(2000, Math.max(50, Math.ceil(posts / 500)))
  return {
    users: 10,
    books: 10,
    points: 10,
    social: {
      posts,
      authors,
      celebrityFollowers: Math.min(100_000, Math.ceil(posts / 10)),
      readerFollows: Math.min(1000, Math.ceil(authors / 2)),
    },
  }
}

export type Who = 'reader' | 'typical'
export interface Facts {
  cast: { reader: string; celebrity: string; typical: string }
  counts: Record<string, number>
  seedMs: number
  /** Per reader: how many people they follow and the share of all posts those people wrote. */
  follows: Record<Who, { followees: number; share: number }>
  celebrityFollowers: number
}

/** What the seed's output depends on: its sources, the migrations and the shape. */
function seedKey(posts: number): string {
  const hash = createHash('sha256').update(JSON.stringify(feedShape(posts)))
  const migrations = 'src/server/db/migrations'
  const files = [
    ...readdirSync('scripts')
      .filter((name) => /^seed.*\.ts$/.test(name))
      .map((name) => join('scripts', name)),
    ...readdirSync(migrations).map((name) => join(migrations, name)),
  ].sort()
  for (const file of files) if (!file.endsWith('meta')) hash.update(file).update(readFileSync(file))
  return hash.digest('hex').slice(0, 10)
}

async function factsOf(database: Database, cast: Facts['cast']) {
  const rows = async <Row>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows
  const follows = {} as Facts['follows']
  for (const who of ['reader', 'typical'] as const) {
    const [row] = await rows<{ followees: number; share: number }>(sql`
      select count(*)::int as followees,
        (coalesce(sum(u.post_count), 0) + (select post_count from users where email = ${cast[who]}))::float8
          / greatest(1, (select count(*) from posts))::float8 as share
      from follows f join users me on me.id = f.follower_id and me.email = ${cast[who]}
      join users u on u.id = f.followee_id`)
    follows[who] = row ?? { followees: 0, share: 0 }
  }
  const [celebrity] = await rows<{ n: number }>(
    sql`select follower_count as n from users where email = ${cast.celebrity}`,
  )
  return { follows, celebrityFollowers: celebrity?.n ?? 0 }
}

/** Where a size's data is: a PGlite data directory, or a PostgreSQL database's URL. */
export type Store = { dataDir: string } | { databaseUrl: string }

/** What openDatabase takes for a store (its dataDir is unused beside a URL). */
export const openOptions = (store: Store) => ('dataDir' in store ? store : { dataDir: '', ...store })

export const storeEnv = (store: Store): Record<string, string> =>
  'dataDir' in store ? { DATA_DIR: store.dataDir } : { DATABASE_URL: store.databaseUrl }

/** The store for `posts` posts (made empty when new), and its facts if it is already seeded. */
async function prepareStore(
  posts: number,
  options: StoreOptions,
): Promise<{ store: Store; marker: string; facts?: Facts }> {
  mkdirSync(CACHE, { recursive: true })
  const prefix = options.pg ? `pointbook_bench_feed_${posts}_` : `feed-${posts}-`
  const name = `${prefix}${seedKey(posts)}`
  if (!options.pg) {
    const dataDir = join(CACHE, name)
    const marker = join(dataDir, 'seeded.json')
    if (options.reseed) rmSync(dataDir, { recursive: true, force: true })
    if (existsSync(marker))
      return { store: { dataDir }, marker, facts: JSON.parse(readFileSync(marker, 'utf8')) }
    // Directories of this size from an older seed are of no more use.
    for (const old of readdirSync(CACHE))
      if (old.startsWith(prefix)) rmSync(join(CACHE, old), { recursive: true, force: true })
    mkdirSync(dataDir, { recursive: true })
    return { store: { dataDir }, marker }
  }
  const store = { databaseUrl: `${PG_URL}/${name}` }
  // The facts are the database's own comment: they go where it goes (npm ci empties the cache).
  const [kept] = (await onPostgresServer(
    `select shobj_description(oid, 'pg_database') as facts from pg_database where datname = '${name}'`,
  )) as { facts: string | null }[]
  if (!options.reseed && kept?.facts) return { store, marker: name, facts: JSON.parse(kept.facts) }
  const old = (await onPostgresServer(`select datname from pg_database where datname like '${prefix}%'`)) as {
    datname: string
  }[]
  for (const { datname } of old) await onPostgresServer(`drop database "${datname}" with (force)`)
  await onPostgresServer(
    `create database "${name}" template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`,
  )
  return { store, marker: name }
}

/** Keeps a seeded store's facts: beside its data directory, or as its database's comment. */
async function keepFacts(store: Store, marker: string, facts: Facts): Promise<void> {
  if ('dataDir' in store) writeFileSync(marker, JSON.stringify(facts, null, 2))
  else
    await onPostgresServer(
      `comment on database "${marker}" is '${JSON.stringify(facts).replaceAll("'", "''")}'`,
    )
}

/**
 * Works off the jobs a store holds before it is measured: the search backfills its migrations
 * record (1.1M documents at 1M posts), and a fan-out an earlier run left. A bench then measures
 * the app at rest, not the hours after an upgrade.
 */
async function settle(store: Store): Promise<void> {
  const database = await openDatabase(openOptions(store))
  try {
    const started = performance.now()
    const jobs = createJobRunner(database, createLogger('warn'), {
      [SEARCH_BACKFILL]: searchBackfill(),
      [POST_FANOUT]: postFanout(),
    })
    let batches = 0
    while (await jobs.runOnce()) batches++
    if (batches > 0)
      console.log(
        `  the store's jobs worked off: ${batches} batches in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      )
  } finally {
    await database.close()
  }
}

/** A store seeded with `posts` posts, made once and kept. */
export async function seeded(
  posts: number,
  options: StoreOptions,
): Promise<{ store: Store; facts: Facts; isCached: boolean }> {
  const prepared = await prepareStore(posts, options)
  const { store, marker } = prepared
  if (prepared.facts) {
    await settle(store)
    return { store, facts: prepared.facts, isCached: true }
  }
  console.log(
    `Seeding ${posts.toLocaleString('en')} posts into ${'dataDir' in store ? store.dataDir : store.databaseUrl}…`,
  )
  const database = await openDatabase(openOptions(store))
  let facts: Facts
  try {
    await migrate(database)
    const result = await seed(database, feedShape(posts), 1, (step, ms) =>
      console.log(`  ${step}: ${(ms / 1000).toFixed(1)} s`),
    )
    if (!result.cast) throw new Error('the seed made no social cast')
    console.log(`  done in ${(result.ms / 1000).toFixed(1)} s:`, JSON.stringify(result.counts))
    facts = {
      cast: result.cast,
      counts: result.counts,
      seedMs: result.ms,
      ...(await factsOf(database, result.cast)),
    }
    await keepFacts(store, marker, facts)
  } finally {
    await database.close()
  }
  await settle(store)
  return { store, facts, isCached: false }
}
