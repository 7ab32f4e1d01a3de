/**
 * `npm run seed [-- --users 1000 --books 1000 --points 100 --posts 10000 --data-dir ./data]`:
 * fills the database the app would use (DATA_DIR's PGlite, locked like the server, or
 * DATABASE_URL) with realistic people, books, points, members, stars and notes in one
 * transaction, then posts, follows, likes and comments in another (`--posts 1000000` for a
 * million; see seed-social.ts). Every seeded user signs in with the password SEED_PASSWORD.
 */
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { hashPassword } from 'better-auth/crypto'
import { count, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { accounts, users } from '../src/server/auth/auth.table'
import { loadConfig } from '../src/server/config'
import { type Database, type Db, databaseOptions, openDatabase } from '../src/server/db/client'
import { DataDirLockedError } from '../src/server/db/lock'
import { migrate } from '../src/server/db/migrate'
import { newId } from '../src/server/lib/ids'
import { person, seededRandom } from './seed-content'
import { planBooks, type SeedPlan } from './seed-plan'
import { type SocialSize, seedSocial } from './seed-social'

export const SEED_PASSWORD = 'pointbook-seed-1'

/** Rows per INSERT: big enough to be fast, small enough to stay under 65,535 parameters. */
const BATCH_ROWS = 1000

export interface SeedSize {
  users: number
  books: number
  points: number
  /** The social half; none when absent. */
  social?: SocialSize
}

export interface SeedResult {
  counts: Record<string, number>
  ms: number
  /** A seeded user and a public book with points, for a quick look or a benchmark. */
  sample: { email: string; password: string; bookId: string }
  /** The seeded people the social half gave roles (their emails), when it ran. */
  cast?: { reader: string; celebrity: string; typical: string }
}

async function insertAll(db: Db, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS)
    await db.insert(table).values(rows.slice(i, i + BATCH_ROWS) as never)
}

async function seedUsers(db: Db, size: number, offset: number, random: () => number) {
  const password = await hashPassword(SEED_PASSWORD)
  const now = new Date()
  const people = Array.from({ length: size }, (_, i) => ({ id: newId(), ...person(random, offset + i + 1) }))
  await insertAll(
    db,
    users,
    people.map((p) => ({
      ...p,
      displayUsername: p.username,
      emailVerified: true,
      bio: 'Studying every day.',
      termsAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
    })),
  )
  const credentials = people.map((p) => ({
    id: newId(),
    accountId: p.id,
    providerId: 'credential',
    userId: p.id,
    password,
    createdAt: now,
    updatedAt: now,
  }))
  await insertAll(db, accounts, credentials)
  return people
}

export async function seed(
  database: Database,
  size: SeedSize,
  randomSeed = 1,
  /** Told when each step of the social half is done, with its time. */
  progress?: (step: string, ms: number) => void,
): Promise<SeedResult> {
  const started = performance.now()
  const random = seededRandom(randomSeed)
  const result = await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db
    const [existing] = await db.select({ n: count() }).from(users)
    const people = await seedUsers(db, size.users, existing?.n ?? 0, random)
    const plan: SeedPlan = await planBooks(db, people, size, random, (table, rows) =>
      insertAll(db, table, rows),
    )
    const first = people[0]
    if (!first) throw new Error('seed at least one user')
    const counts: Record<string, number> = { users: people.length, ...plan.counts }
    return { counts, first, people, offset: existing?.n ?? 0, bookId: plan.sampleBookId }
  })
  progress?.('users, books and points', performance.now() - started)
  let cast: SeedResult['cast']
  if (size.social) {
    const social = size.social
    const [reader, celebrity, typical] = result.people
    if (!reader || !celebrity || !typical) throw new Error('the social seed needs at least three users')
    // A tag unique to this run, so seeding twice into one database makes new rows.
    const tag = `s${result.offset}`
    const counts = await database.db.transaction((tx) =>
      seedSocial(
        tx as unknown as Db,
        social,
        { reader: reader.id, celebrity: celebrity.id, typical: typical.id },
        tag,
        progress,
      ),
    )
    Object.assign(result.counts, counts)
    cast = { reader: reader.email, celebrity: celebrity.email, typical: typical.email }
  }
  // Fresh statistics and visibility maps, so the planner and the first reads see the data as a
  // long-running (autovacuumed) database would. VACUUM runs outside any transaction.
  const vacuumStarted = performance.now()
  await database.db.execute(sql`vacuum analyze`)
  progress?.('vacuum analyze', performance.now() - vacuumStarted)
  return {
    ...(cast ? { cast } : {}),
    counts: result.counts,
    ms: Math.round(performance.now() - started),
    sample: { email: result.first.email, password: SEED_PASSWORD, bookId: result.bookId },
  }
}

/** A bad command line: its message is all the user needs. */
class UsageError extends Error {}

function sizeFrom(values: Record<string, string | undefined>): SeedSize {
  const read = (name: string, fallback: number) => {
    const raw = values[name] ?? process.env[`SEED_${name.toUpperCase().replaceAll('-', '_')}`]
    const value = raw === undefined ? fallback : Number(raw)
    if (!Number.isInteger(value) || value < 1)
      throw new UsageError(`--${name} must be a positive whole number`)
    return value
  }
  const posts = read('posts', 10_000)
  // The shape of a million posts, scaled down: 2,000 authors, a celebrity with 100,000
  // followers and a reader of 1,000 authors at 1M; 50 authors, 1,000 followers and 25 at 10k.
  const authors = read('authors', Math.min(2000, Math.max(50, Math.ceil(posts / 500))))
  return {
    users: read('users', 1000),
    books: read('books', 1000),
    points: read('points', 100),
    social: {
      posts,
      authors,
      celebrityFollowers: read('followers', Math.min(100_000, Math.ceil(posts / 10))),
      readerFollows: read('reader-follows', Math.min(1000, Math.ceil(authors / 2))),
      typicalFollows: read('typical-follows', Math.min(20, authors)),
    },
  }
}

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env')
  const { values } = parseArgs({
    options: {
      users: { type: 'string' },
      books: { type: 'string' },
      points: { type: 'string' },
      posts: { type: 'string' },
      authors: { type: 'string' },
      followers: { type: 'string' },
      'reader-follows': { type: 'string' },
      'typical-follows': { type: 'string' },
      'data-dir': { type: 'string' },
      seed: { type: 'string' },
    },
  })
  const size = sizeFrom(values)
  const config = loadConfig({
    ...process.env,
    ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}),
  })
  const where = config.DATABASE_URL ? 'DATABASE_URL' : config.DATA_DIR
  console.log(
    `Seeding ${size.users} users, ${size.books} books × ${size.points} points and ${size.social?.posts ?? 0} posts into ${where}…`,
  )
  const database = await openDatabase(databaseOptions(config))
  try {
    await migrate(database)
    const result = await seed(database, size, Number(values.seed ?? 1), (step, ms) =>
      console.log(`  … ${step}: ${(ms / 1000).toFixed(1)} s`),
    )
    for (const [table, rows] of Object.entries(result.counts)) console.log(`  ${table.padEnd(10)} ${rows}`)
    if (result.cast)
      console.log(
        `Follows the most authors: ${result.cast.reader}; the author with the most followers: ${result.cast.celebrity}; a typical reader: ${result.cast.typical}.`,
      )
    console.log(`Done in ${(result.ms / 1000).toFixed(1)} s.`)
    console.log(`Sign in as ${result.sample.email} with the password ${result.sample.password}.`)
  } finally {
    await database.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    const isExpected = error instanceof DataDirLockedError || error instanceof UsageError
    console.error(isExpected ? error.message : error)
    process.exit(1)
  })
}
