// `npm run bench:study [-- --users 1000 --points 1000 --new 50 --reviews 5 --requests 500 --reseed]`:
// p50 and p99 of "the next 50 due for me" (GET /api/study/due?limit=50) and of posting a review
// (POST /api/study/reviews with a fresh Idempotency-Key, one of that person's due cards), through
// the real app (`app.request()`, signed in with a bearer session, in this process) on PGlite, next
// to the same "next 50 due" as one hand-written statement straight on the driver (that person's
// cards due before the end of their day, by due date, joined to their points), timed in the same
// run: the three alternate, round by round, so whatever else the machine does weighs on all alike.
// Then EXPLAIN (ANALYZE, BUFFERS) of the due query, and where the time of one listDue and of one
// recordReview goes, statement by statement.
//
// The seed, made with generate_series in the database: 1,000 people, each owning one private book
// of 1,050 points, 1,000 of them scheduled (1,000,000 study_cards: 96 % in review, due spread
// evenly over ±30 days around the bench's "now", so about half are due today; 3 % learning and
// 1 % relearning, due from 2 hours ago to an hour ahead, as after a session earlier today) and 50
// never rated (new); 5 reviews per card (5,000,000 study_reviews, 5,000 per person) ending at the
// card's last review; a settings row per person (time zones UTC, Asia/Tokyo, Europe/Berlin,
// America/New_York). The app's clock runs from a fixed instant (NOW below), so a cached data
// directory always has the same share due. Seeded data directories are kept in
// node_modules/.cache/pointbook-bench, named by size and a hash of the migrations and the seed
// (`--reseed` forces a new one); the reviews a run posts (about 750) stay in it.
//
// Goals (issue: study mode): due queue p99 ≤ 20 ms, review p99 ≤ 30 ms on PGlite, and the due
// query through the app at most 2× the bare statement (baseline / app ≥ 0.5).
import { createHash, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { createApp } from '../src/server/app'
import { loadConfig } from '../src/server/config'
import { type Database, openDatabase } from '../src/server/db/client'
import { migrate } from '../src/server/db/migrate'
import { rowsOf } from '../src/server/db/rows'
import { buildDeps, startBackground, stopBackground } from '../src/server/deps'
import { listDue, recordReview } from '../src/server/features/study/study.service'
import type { Actor } from '../src/server/http/env'
import { clock } from '../src/server/lib/clock'
import { createLogger } from '../src/server/lib/logger'
import { type Figure, summary } from './lib/bench'
import { seededRandom } from './seed-content'

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000' },
    points: { type: 'string', default: '1000' },
    new: { type: 'string', default: '50' },
    reviews: { type: 'string', default: '5' },
    requests: { type: 'string', default: '500' },
    'warm-up': { type: 'string', default: '50' },
    profile: { type: 'string', default: '100' },
    reseed: { type: 'boolean', default: false },
  },
})
const USERS = Number(values.users)
/** Scheduled points per person (one study_cards row each). */
const POINTS = Number(values.points)
/** Points per person never rated. */
const FRESH = Number(values.new)
/** Review-log rows per card. */
const REVIEWS_PER_CARD = Number(values.reviews)
const REQUESTS = Number(values.requests)
const WARM_UP = Number(values['warm-up'])
const PROFILE = Number(values.profile)
const CACHE = 'node_modules/.cache/pointbook-bench'
const SECRET = 'bench-study-secret-0123456789-abcdefghijkl'
/** The bench's "now": the seed is laid out around it and the app's clock starts from it. */
const NOW = new Date('2025-06-02T07:30:00.000Z')
const LIMIT = 50
const USER_BATCH = 100
const GOAL_DUE_P99_MS = 20
const GOAL_REVIEW_P99_MS = 30
const GOAL_RATIO = 0.5
const DUE_INDEX = 'study_cards_user_due_idx'

// ---- Seeding ------------------------------------------------------------------------------------

const shape = { users: USERS, points: POINTS, fresh: FRESH, reviewsPerCard: REVIEWS_PER_CARD }

/** What the seed's output depends on: the shape, the migrations and the seed's own text. */
function seedKey(): string {
  const hash = createHash('sha256').update(JSON.stringify(shape)).update(NOW.toISOString())
  hash.update(seedStudy.toString())
  const migrations = 'src/server/db/migrations'
  for (const file of readdirSync(migrations).sort())
    if (file.endsWith('.sql')) hash.update(readFileSync(join(migrations, file)))
  return hash.digest('hex').slice(0, 10)
}

interface Seeded {
  seedMs: number
  counts: Record<string, number>
}

async function seedStudy(database: Database): Promise<Seeded> {
  const { db } = database
  const started = performance.now()
  const now = NOW.toISOString()
  const step = async (what: string, run: () => Promise<unknown>) => {
    const t = performance.now()
    await run()
    console.log(`  ${what}: ${((performance.now() - t) / 1000).toFixed(1)} s`)
  }
  // A bulk load: no foreign-key triggers (the rows are made consistent), and the big tables'
  // indexes built once the rows are in. They are rebuilt from their own definitions.
  await db.execute(sql`set session_replication_role = replica`)
  await db.execute(sql`select setseed(0.2025)`)
  const indexes = await rowsOf<{ name: string; def: string }>(
    db,
    sql`select indexname as name, indexdef as def from pg_indexes
      where tablename in ('study_cards', 'study_reviews') and indexname not like '%_pk' and indexname not like '%_pkey'`,
  )
  const keys = await rowsOf<{ tbl: string; name: string; def: string }>(
    db,
    sql`select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def
      from pg_constraint where contype = 'p' and conrelid::regclass::text in ('study_cards', 'study_reviews')`,
  )
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`))
  for (const key of keys) await db.execute(sql.raw(`alter table ${key.tbl} drop constraint "${key.name}"`))

  const zones = ['UTC', 'Asia/Tokyo', 'Europe/Berlin', 'America/New_York']
  await step(`${USERS.toLocaleString('en')} people, their books and settings`, async () => {
    await db.execute(sql`
      insert into users (id, name, email, email_verified, username, display_username, created_at, updated_at)
      select gen_random_uuid(), 'Student ' || i, 'student' || i || '@bench.test', true, 'student_' || i,
        'student_' || i, ${now}::timestamptz - interval '400 days', ${now}::timestamptz - interval '400 days'
      from generate_series(1, ${USERS}::int) i`)
    await db.execute(sql`
      insert into books (id, owner_id, slug, title, description, visibility, point_count, created_at, updated_at)
      select gen_random_uuid(), u.id, 'study-' || u.username, 'The deck of ' || u.name,
        'Everything ' || u.name || ' studies.', 'private', ${POINTS + FRESH}::int,
        u.created_at, u.created_at
      from users u where u.email like '%@bench.test'`)
    await db.execute(sql`
      insert into study_settings (user_id, time_zone, review_count, updated_at)
      select u.id, (${`{${zones.join(',')}}`}::text[])[1 + (row_number() over (order by u.id))::int % ${zones.length}::int],
        ${POINTS * REVIEWS_PER_CARD}::int, u.created_at
      from users u where u.email like '%@bench.test'`)
  })
  const people = await rowsOf<{ id: string }>(
    db,
    sql`select id from users where email like '%@bench.test' order by id`,
  )
  const batches: string[][] = []
  for (let i = 0; i < people.length; i += USER_BATCH)
    batches.push(people.slice(i, i + USER_BATCH).map((p) => p.id))
  const progress = (what: string, done: number) =>
    process.stdout.write(
      `\r  ${what}: ${done.toLocaleString('en')} / ${USERS.toLocaleString('en')} people   `,
    )

  let t = performance.now()
  for (const [n, ids] of batches.entries()) {
    await db.execute(sql`
      insert into points (id, book_id, title, description, content, hidden_content, section_title, position,
        created_at, updated_at)
      select gen_random_uuid(), b.id, 'Point ' || g || ': ' || md5(b.id::text || g),
        'What point ' || g || ' is about, in a sentence or two.',
        repeat('Some of what the point says, ' || g || '. ', 6),
        'The answer to point ' || g || '.', 'Section ' || (g / 50 + 1), g, b.created_at, b.created_at
      from books b cross join generate_series(0, ${POINTS + FRESH - 1}::int) g
      where b.owner_id = any(${`{${ids.join(',')}}`}::uuid[])
      order by b.id, g`)
    progress('points', (n + 1) * USER_BATCH)
  }
  console.log(`${((performance.now() - t) / 1000).toFixed(1)} s`)

  // Review cards' due dates: evenly over ±30 days; the interval reaches back from there (at least
  // past now, so the last review is in the past). Learning and relearning: due from 2 h ago to 1 h ahead.
  t = performance.now()
  for (const [n, ids] of batches.entries()) {
    await db.execute(sql`
      insert into study_cards (user_id, point_id, book_id, state, due, stability, difficulty, elapsed_days,
        scheduled_days, learning_steps, reps, lapses, last_review, created_at)
      select user_id, point_id, book_id, state, due, stability, difficulty, elapsed_days, scheduled_days,
        learning_steps, reps, lapses, last_review, last_review - (reps * interval '3 days')
      from (
        select *, case when state = 2 then due - ivl * interval '1 day'
            else least(due - interval '10 minutes', ${now}::timestamptz - interval '1 minute') end as last_review,
          case when state = 2 then ivl * (0.8 + 0.4 * r4) when state = 1 then 0.2 + 3 * r4 else 0.5 + 5 * r4 end as stability,
          case when state = 2 then 1 + 9 * r5 when state = 1 then 2 + 6 * r5 else 5 + 5 * r5 end as difficulty,
          case when state = 2 then round(ivl / 2.5)::int when state = 3 then 5 + (r6 * 55)::int else 0 end as elapsed_days,
          case when state = 2 then ivl else 0 end as scheduled_days,
          case when state = 1 then (r6 < 0.5)::int else 0 end as learning_steps,
          case when state = 1 then 1 + (r6 < 0.5)::int else 3 + (r6 * 25)::int end as reps,
          case when state = 2 then floor(r7 ^ 3 * 4)::int when state = 3 then 1 + floor(r7 * 3)::int else 0 end as lapses
        from (
          select *, case when state = 2
              then greatest(1, round(exp(r3 * ln(240)))::int, ceil(extract(epoch from due - ${now}::timestamptz) / 86400)::int + 1)
              else 0 end as ivl
          from (
            select *, case when state = 2 then ${now}::timestamptz + (r2 * 60 - 30) * interval '1 day'
                else ${now}::timestamptz + (r2 * 3 - 2) * interval '1 hour' end as due
            from (
              select b.owner_id as user_id, p.id as point_id, p.book_id, p.position,
                case when r1 < 0.96 then 2 when r1 < 0.99 then 1 else 3 end as state, r2, r3, r4, r5, r6, r7
              from (
                select id, book_id, position, random() as r1, random() as r2, random() as r3, random() as r4,
                  random() as r5, random() as r6, random() as r7
                from points where book_id in (select id from books where owner_id = any(${`{${ids.join(',')}}`}::uuid[]))
                  and position < ${POINTS}::int
              ) p join books b on b.id = p.book_id
            ) a
          ) b
        ) c
      ) d
      order by user_id, due`)
    progress('study_cards', (n + 1) * USER_BATCH)
  }
  console.log(`${((performance.now() - t) / 1000).toFixed(1)} s`)

  // The log: REVIEWS_PER_CARD reviews of each card, the last at its last review, the others half an
  // interval apart before it (the first one of a new card).
  t = performance.now()
  for (const [n, ids] of batches.entries()) {
    await db.execute(sql`
      insert into study_reviews (id, user_id, point_id, rating, state, due, stability, difficulty, elapsed_days,
        last_elapsed_days, scheduled_days, learning_steps, previous_review, reviewed_at, duration_ms)
      select gen_random_uuid(), user_id, point_id,
        case when r < 0.1 then 1 when r < 0.2 then 2 when r < 0.95 then 3 else 4 end,
        case when g = 1 then 0 when g = 2 then 1 else 2 end,
        reviewed_at, stability * g / ${REVIEWS_PER_CARD}::int, difficulty, spacing::int, spacing::int,
        case when g <= 2 then 0 else spacing::int end, 0,
        case when g = 1 then null else reviewed_at - spacing * interval '1 day' end,
        reviewed_at, 2000 + (r * 20000)::int
      from (
        select c.user_id, c.point_id, c.stability, c.difficulty, g, random() as r,
          greatest(0.5, least(c.scheduled_days, 60) / 2.0)::float8 as spacing,
          c.last_review - (${REVIEWS_PER_CARD}::int - g) * greatest(0.5, least(c.scheduled_days, 60) / 2.0) * interval '1 day' as reviewed_at
        from study_cards c cross join generate_series(1, ${REVIEWS_PER_CARD}::int) g
        where c.user_id = any(${`{${ids.join(',')}}`}::uuid[])
      ) x
      order by user_id, reviewed_at`)
    progress('study_reviews', (n + 1) * USER_BATCH)
  }
  console.log(`${((performance.now() - t) / 1000).toFixed(1)} s`)

  await step('indexes and keys', async () => {
    for (const key of keys)
      await db.execute(sql.raw(`alter table ${key.tbl} add constraint "${key.name}" ${key.def}`))
    for (const index of indexes) await db.execute(sql.raw(index.def))
  })
  await db.execute(sql`set session_replication_role = origin`)
  // Nothing to backfill into the search index: this bench never searches.
  await db.execute(sql`update jobs set done_at = now() where done_at is null`)
  await step('vacuum analyze', () => db.execute(sql`vacuum analyze`))
  await db.execute(sql`checkpoint`)
  const counts: Record<string, number> = {}
  for (const table of ['users', 'books', 'points', 'study_cards', 'study_reviews']) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )
    counts[table] = row?.n ?? 0
  }
  return { seedMs: performance.now() - started, counts }
}

async function openSeeded(): Promise<{ database: Database; dir: string; facts: Seeded; isCached: boolean }> {
  mkdirSync(CACHE, { recursive: true })
  const prefix = `study-${USERS}x${POINTS}+${FRESH}x${REVIEWS_PER_CARD}-`
  const dir = join(CACHE, `${prefix}${seedKey()}`)
  const marker = join(dir, 'seeded.json')
  if (values.reseed) rmSync(dir, { recursive: true, force: true })
  if (existsSync(marker)) {
    console.log(`Using the seeded data in ${dir}`)
    const facts = JSON.parse(readFileSync(marker, 'utf8')) as Seeded
    return { database: await openDatabase({ dataDir: dir }), dir, facts, isCached: true }
  }
  // Directories of this size from an older seed are of no more use.
  for (const old of readdirSync(CACHE))
    if (old.startsWith(prefix)) rmSync(join(CACHE, old), { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  console.log(`Seeding into ${dir}…`)
  const database = await openDatabase({ dataDir: dir })
  await migrate(database)
  const facts = await seedStudy(database)
  writeFileSync(marker, JSON.stringify(facts, null, 2))
  console.log(`  seeded in ${(facts.seedMs / 1000).toFixed(0)} s`)
  return { database, dir, facts, isCached: false }
}

// ---- Timing -------------------------------------------------------------------------------------

const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`

/** The end of `now`'s day in `timeZone`, as the service computes it. */
const dayEndSql = (now: Date, timeZone: string) =>
  `(date_trunc('day', '${now.toISOString()}'::timestamptz at time zone '${timeZone}') + interval '1 day') at time zone '${timeZone}'`

/** The bare "next 50 due": that person's cards due before the end of their day, with their points. */
const BASELINE = `select c.point_id, c.book_id, c.state, c.due, c.stability, c.difficulty, c.elapsed_days,
    c.scheduled_days, c.learning_steps, c.reps, c.lapses, c.last_review,
    p.title, p.description, p.content, p.hidden_content, p.section_title, b.title as book_title
  from study_cards c join points p on p.id = c.point_id join books b on b.id = c.book_id
  where c.user_id = $1 and c.due < $2
  order by c.due limit ${LIMIT}`

interface Statement {
  text: string
  params: unknown[]
  ms: number
}

/**
 * Records every statement the app sends to PGlite (outside and inside transactions) while
 * `recording` is on, with its time.
 */
function statementRecorder(pglite: PGlite) {
  let recording: Statement[] | null = null
  const timed = <Q extends PGlite['query']>(query: Q): Q =>
    (async (text: string, params?: unknown[], options?: unknown) => {
      const started = performance.now()
      try {
        return await query(text, params as never, options as never)
      } finally {
        recording?.push({ text, params: params ?? [], ms: performance.now() - started })
      }
    }) as Q
  pglite.query = timed(pglite.query.bind(pglite))
  const transaction = pglite.transaction.bind(pglite)
  pglite.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = timed(tx.query.bind(tx))
      return callback(tx)
    })) as PGlite['transaction']
  return {
    async record<T>(run: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> {
      const statements: Statement[] = []
      recording = statements
      try {
        return { result: await run(), statements }
      } finally {
        recording = null
      }
    },
  }
}

/** A name for each statement the study routes run (the service's function), or its opening words. */
function labelOf(text: string): string {
  const t = text.replace(/\s+/g, ' ')
  const known: [RegExp, string][] = [
    [/auth_store/i, 'auth_store (session, rate limit)'],
    [/^select .* from "users"/i, 'actor (users)'],
    [/from "study_settings"/i, 'readSettings'],
    [/insert into "study_settings"/i, 'moveReviewCount'],
    [/timer_books tb join timers/i, 'queueBooks'],
    [/from study_reviews where user_id = \$\d+ and reviewed_at >=/i, 'todayCounts'],
    [
      /"study_cards"\."state" in \(1, 3\) and "study_cards"\."due" <= /i,
      'dueCards (learning due now / ahead)',
    ],
    [/"study_cards"\."state" = 2 and/i, 'dueCards (reviews due today)'],
    [/"study_cards"\."state" in \(1, 3\) and "study_cards"\."due" < /i, 'dueCards (next learning today)'],
    [/from "points" inner join "books".*not exists/i, 'newPoints'],
    [/count\(\*\) filter \(where state in \(1, 3\)/i, 'countsOf (cards)'],
    [/select count\(\*\)::int as count from \(select 1 from points p/i, 'countsOf (new)'],
    [/delete from "study_idempotency"/i, 'idempotency: expire'],
    [/insert into "study_idempotency"/i, 'idempotency: claim'],
    [/update "study_idempotency"/i, 'idempotency: answer'],
    [/select "id", "book_id" from "points"/i, 'readablePoint'],
    [/from "books"/i, 'bookFactsFor'],
    [/from "study_cards" where .* for update/i, 'lockedCard'],
    [/insert into "study_cards"/i, 'upsert card'],
    [/insert into "study_reviews"/i, 'insert review'],
    [/^(begin|commit|rollback)/i, t.split(' ')[0]?.toLowerCase() ?? ''],
  ]
  for (const [pattern, name] of known) if (pattern.test(t)) return name
  return `${t.slice(0, 70)}…`
}

interface Person {
  id: string
  timeZone: string
  bearer: string
}

async function main() {
  const { database, dir, facts, isCached } = await openSeeded()
  const pglite = database.pglite
  if (!pglite) throw new Error('PGlite expected')
  const { db } = database
  // The app's clock: from NOW, at the pace of the real one.
  const started = Date.now()
  clock.now = () => new Date(NOW.getTime() + (Date.now() - started))

  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: SECRET,
    DATA_DIR: dir,
    WEB_DIST_DIR: join(tmpdir(), 'pointbook-no-web-build'),
    WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
  })
  const deps = buildDeps(config, database, createLogger('silent'))
  await startBackground(deps)
  const app = createApp(deps)
  const recorder = statementRecorder(pglite)

  const rows = await rowsOf<{ id: string; timeZone: string }>(
    db,
    sql`select u.id, coalesce(s.time_zone, 'UTC') as "timeZone" from users u
      left join study_settings s on s.user_id = u.id where u.email like '%@bench.test' order by u.id`,
  )
  const auth = await deps.auth.$context
  const { createHmac } = await import('node:crypto')
  const people: Person[] = []
  const tokens: string[] = []
  for (let i = 0; i < rows.length; i += 50)
    people.push(
      ...(await Promise.all(
        rows.slice(i, i + 50).map(async (row) => {
          const session = await auth.internalAdapter.createSession(row.id, false)
          tokens.push(session.token)
          const signature = createHmac('sha256', deps.secret).update(session.token).digest('base64')
          return { ...row, bearer: `${session.token}.${signature}` }
        }),
      )),
    )

  const random = seededRandom(2025)
  const pick = () => people[Math.floor(random() * people.length)] as Person
  const ratings = () => {
    const r = random()
    return r < 0.1 ? 'again' : r < 0.2 ? 'hard' : r < 0.95 ? 'good' : 'easy'
  }

  const getDue = async (person: Person) => {
    const response = await app.request(`/api/study/due?limit=${LIMIT}`, {
      headers: { Authorization: `Bearer ${person.bearer}` },
    })
    if (response.status !== 200) throw new Error(`due: ${response.status} ${await response.text()}`)
    return (await response.json()) as { items: { point: { id: string } }[] }
  }
  const baseline = async (person: Person) => {
    const result = await pglite.query(BASELINE.replace('$2', dayEndSql(clock.now(), person.timeZone)), [
      person.id,
    ])
    if (result.rows.length === 0) throw new Error('baseline: nothing due')
    return result
  }
  /** One of the person's cards due now (picked untimed). */
  const dueCardOf = async (person: Person) => {
    const [row] = await rowsOf<{ pointId: string }>(
      db,
      sql`select point_id as "pointId" from study_cards where user_id = ${person.id}
        and due <= ${clock.now().toISOString()}::timestamptz order by due limit 1 offset ${Math.floor(random() * 20)}`,
    )
    if (!row) throw new Error('no due card')
    return row.pointId
  }
  const postReview = async (person: Person, pointId: string) => {
    const response = await app.request('/api/study/reviews', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${person.bearer}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': randomUUID(),
      },
      body: JSON.stringify({ pointId, rating: ratings(), durationMs: 4000 }),
    })
    if (response.status !== 201) throw new Error(`review: ${response.status} ${await response.text()}`)
    await response.arrayBuffer()
  }

  const timedCall = async (run: () => Promise<unknown>) => {
    const t = performance.now()
    await run()
    return performance.now() - t
  }
  const dueTimes: number[] = []
  const baseTimes: number[] = []
  const reviewTimes: number[] = []
  let items = 0
  console.log(
    `\n${WARM_UP} warm-up rounds, then ${REQUESTS} rounds: each the due list through the app and the bare statement for one random person (order flipping), and a review by another`,
  )
  for (let round = 0; round < WARM_UP + REQUESTS; round++) {
    const reader = pick()
    const reviewer = pick()
    const pointId = await dueCardOf(reviewer)
    const app1 = () => getDue(reader).then((list) => (items += list.items.length))
    const bare = () => baseline(reader)
    const [first, second] = round % 2 === 0 ? [app1, bare] : [bare, app1]
    const a = await timedCall(first)
    const b = await timedCall(second)
    const r = await timedCall(() => postReview(reviewer, pointId))
    if (round < WARM_UP) continue
    dueTimes.push(round % 2 === 0 ? a : b)
    baseTimes.push(round % 2 === 0 ? b : a)
    reviewTimes.push(r)
  }
  const due = summary(dueTimes)
  const base = summary(baseTimes)
  const review = summary(reviewTimes)

  console.log(
    `\n${facts.counts.users?.toLocaleString('en')} users, ${facts.counts.points?.toLocaleString('en')} points, ` +
      `${facts.counts.study_cards?.toLocaleString('en')} study_cards, ${facts.counts.study_reviews?.toLocaleString('en')} study_reviews ` +
      `(seeded in ${(facts.seedMs / 1000).toFixed(0)} s${isCached ? ', cached' : ''}); PGlite, in this process, clock from ${NOW.toISOString()}`,
  )
  console.log(`${' '.repeat(46)}      p50         p99        mean`)
  const line = (name: string, f: Figure) =>
    console.log(`${name.padEnd(46)}${ms(f.p50)} ${ms(f.p99)} ${ms(f.mean)}`)
  line(`GET /api/study/due?limit=${LIMIT} (app)`, due)
  line('the same due query on the driver (baseline)', base)
  line('POST /api/study/reviews (app)', review)
  console.log(`  (${(items / due.n).toFixed(1)} items per due list on average)`)
  const ratio50 = base.p50 / due.p50
  const ratio99 = base.p99 / due.p99
  console.log(`baseline / app: ${ratio50.toFixed(2)}× at p50, ${ratio99.toFixed(2)}× at p99`)

  // EXPLAIN of the due query: the bare one, and the app's own statements for one person.
  const someone = pick()
  console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the bare due query:')
  const plan = await pglite.query<Record<string, string>>(
    `explain (analyze, buffers) ${BASELINE.replace('$2', dayEndSql(clock.now(), someone.timeZone))}`,
    [someone.id],
  )
  const planLines = plan.rows.map((row) => Object.values(row)[0] as string)
  for (const text of planLines) console.log(`  ${text}`)
  let usesIndex = planLines.some((text) => text.includes(DUE_INDEX))

  const { statements: dueStatements } = await recorder.record(() => getDue(someone))
  for (const statement of dueStatements) {
    const label = labelOf(statement.text)
    if (!label.startsWith('dueCards')) continue
    const explained = await pglite.query<Record<string, string>>(
      `explain (analyze, buffers) ${statement.text}`,
      statement.params as never,
    )
    const lines = explained.rows.map((row) => Object.values(row)[0] as string)
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of the app's ${label}:`)
    for (const text of lines) console.log(`  ${text}`)
    if (label === 'dueCards (reviews due today)') usesIndex &&= lines.some((text) => text.includes(DUE_INDEX))
  }

  // Where the time goes: every statement of PROFILE due lists and PROFILE reviews through the app,
  // each next to the same service call without HTTP (no routing, session, validation or JSON).
  const actorOf = (person: Person): Actor => ({ id: person.id, role: 'user', isBanned: false })
  const kinds = [
    {
      name: `GET /api/study/due?limit=${LIMIT}`,
      prepare: async (_person: Person) => '',
      app: async (person: Person, _pointId: string) => {
        await getDue(person)
      },
      service: (person: Person) => listDue(db, actorOf(person), { limit: LIMIT }),
    },
    {
      name: 'POST /api/study/reviews',
      prepare: dueCardOf,
      app: (person: Person, pointId: string) => postReview(person, pointId),
      service: (person: Person, pointId: string) =>
        recordReview(db, actorOf(person), { pointId, rating: ratings(), durationMs: 4000 }, randomUUID()),
    },
  ]
  for (const kind of kinds) {
    const byLabel = new Map<string, number[]>()
    const calls = new Map<string, number>()
    const totals: number[] = []
    const inDb: number[] = []
    const service: number[] = []
    for (let i = 0; i < PROFILE; i++) {
      const person = pick()
      // A review's card is picked before timing: only the request's statements count.
      const pointId = await kind.prepare(person)
      const t = performance.now()
      const { statements } = await recorder.record(() => kind.app(person, pointId))
      totals.push(performance.now() - t)
      inDb.push(statements.reduce((sum, s) => sum + s.ms, 0))
      const seen = new Map<string, number>()
      for (const s of statements) {
        const label = labelOf(s.text)
        seen.set(label, (seen.get(label) ?? 0) + s.ms)
        calls.set(label, (calls.get(label) ?? 0) + 1)
      }
      for (const [label, spent] of seen) {
        const list = byLabel.get(label) ?? []
        list.push(spent)
        byLabel.set(label, list)
      }
      const other = pick()
      const otherPoint = await kind.prepare(other)
      service.push(await timedCall(() => kind.service(other, otherPoint)))
    }
    const total = summary(totals)
    const direct = summary(service)
    const dbTime = summary(inDb)
    const statementsPerRequest = [...calls.values()].reduce((n, count) => n + count, 0) / PROFILE
    console.log(
      `\n${kind.name}, ${PROFILE} requests: p50 ${total.p50.toFixed(2)} ms, mean ${total.mean.toFixed(2)} ms, of which ${dbTime.mean.toFixed(2)} ms in ${statementsPerRequest.toFixed(1)} statements on average;` +
        ` the service call alone (no HTTP, session, validation, JSON): p50 ${direct.p50.toFixed(2)} ms, mean ${direct.mean.toFixed(2)} ms`,
    )
    console.log(`  ${'statement'.padEnd(40)} calls/req   p50 ms   p99 ms  mean ms  share of request`)
    const entries = [...byLabel.entries()].sort(
      (a, b) => b[1].reduce((s, x) => s + x, 0) - a[1].reduce((s, x) => s + x, 0),
    )
    for (const [label, list] of entries) {
      const f = summary(list)
      const perRequest = list.reduce((s, x) => s + x, 0) / PROFILE
      console.log(
        `  ${label.slice(0, 40).padEnd(40)} ${((calls.get(label) ?? 0) / PROFILE).toFixed(2).padStart(9)} ${f.p50.toFixed(2).padStart(8)} ${f.p99.toFixed(2).padStart(8)} ${perRequest.toFixed(2).padStart(8)}  ${((perRequest / total.mean) * 100).toFixed(0).padStart(5)} %`,
      )
    }
  }

  for (const token of tokens) await auth.internalAdapter.deleteSession(token)
  await stopBackground(deps)
  await database.close()

  const goals = [
    [`due list p99 ≤ ${GOAL_DUE_P99_MS} ms`, due.p99 <= GOAL_DUE_P99_MS, `${due.p99.toFixed(1)} ms`],
    [
      `review p99 ≤ ${GOAL_REVIEW_P99_MS} ms`,
      review.p99 <= GOAL_REVIEW_P99_MS,
      `${review.p99.toFixed(1)} ms`,
    ],
    [
      `baseline / app ≥ ${GOAL_RATIO}× (p50 and p99)`,
      Math.min(ratio50, ratio99) >= GOAL_RATIO,
      `${ratio50.toFixed(2)}× / ${ratio99.toFixed(2)}×`,
    ],
    [`the due query walks ${DUE_INDEX}`, usesIndex, usesIndex ? 'yes' : 'no'],
  ] as const
  console.log('')
  for (const [goal, ok, figure] of goals) console.log(`${ok ? 'met   ' : 'MISSED'}  ${goal}: ${figure}`)
  process.exitCode = goals.every(([, ok]) => ok) ? 0 : 1
}

await main()
