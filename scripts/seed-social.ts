/**
 * The social half of `npm run seed`: authors, posts, follows, likes, comments and stars, written
 * with set-based statements (INSERT … SELECT over generate_series, in slices) so a million posts
 * seed in minutes on PGlite. Everything is a function of a row's number (PostgreSQL's
 * `hashint8extended` stands in for a random source), so a like can name its post's id without
 * looking it up, and every count is known when its row is written: posts carry their likes,
 * comments and stars, comments their replies, people their posts, followers and followees.
 * A final check counts the rows again and fails the seed on any difference.
 *
 * Ids are UUIDv7-shaped (the row's time in the first 48 bits, then hashed bits), made in SQL
 * that runs on PostgreSQL 15 and on PGlite (no `uuidv7()` needed).
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../src/server/db/client'
import { COMMENT_TEXTS, PEOPLE_NAMES, POST_TEXTS } from './seed-content'

export interface SocialSize {
  /** Posts in all, spread over a year and over `authors` (a few write much more than most). */
  posts: number
  /** People who write the posts (made in SQL, without a password). */
  authors: number
  /** Followers of the celebrity (people made for it, without a password). */
  celebrityFollowers: number
  /** How many authors the heavy reader follows. */
  readerFollows: number
  /** How many authors the typical reader follows (20 unless given). */
  typicalFollows?: number
}

export interface SocialCast {
  /** Follows `readerFollows` authors. */
  reader: string
  /** Has `celebrityFollowers` followers (and the other authors' follows), and writes like any author. */
  celebrity: string
  /** Follows `typicalFollows` authors, the celebrity among them. */
  typical: string
}

/** Rows of generate_series per statement: PGlite keeps each statement's work in memory. */
const SLICE = 50_000
/** The timeline: posts spread over the last year. */
const SPAN_SECONDS = 365 * 86_400
/** How many authors each author follows (the next ones in line). */
const AUTHOR_FOLLOWS = 10
/** Most likes and comments one post gets; most get none or a few. */
const MAX_LIKES = 12
const MAX_COMMENTS = 8

/** A number the seed chose, written into the statement (never a parameter, so never mistyped). */
const num = (value: number) => sql.raw(Number.isInteger(value) ? String(value) : value.toFixed(6))

/** A uniform number in [0, 1) from a row number and a salt. */
const unit = (n: SQL, salt: number) =>
  sql`((hashint8extended((${n})::int8, ${sql.raw(String(salt))}) & 9007199254740991)::float8 / 9007199254740992)`

/** A UUIDv7-shaped id: the time's milliseconds, version 7, the variant, then bits of md5(key). */
const uuid7 = (at: SQL, key: SQL) => sql`(lpad(to_hex(floor(extract(epoch from ${at}) * 1000)::int8), 12, '0')
  || '7' || substr(md5(${key}), 1, 3) || substr('89ab', 1 + ascii(substr(md5(${key}), 4, 1)) % 4, 1)
  || substr(md5(${key}), 5, 15))::uuid`

const texts = (items: readonly string[]) =>
  sql`(array[${sql.join(
    items.map((text) => sql`${text}`),
    sql`, `,
  )}]::text[])`

async function inSlices(total: number, write: (from: number, to: number) => Promise<unknown>) {
  for (let from = 1; from <= total; from += SLICE) await write(from, Math.min(total, from + SLICE - 1))
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

/** A step that visits every residue modulo `size`, so `base + j·step` names `j` different people. */
function coprimeStep(size: number): number {
  for (const prime of [7919, 7927, 7933, 104_729]) {
    const step = prime % size
    if (step !== 0 && gcd(step, size) === 1) return step
  }
  return 1
}

export async function seedSocial(
  db: Db,
  size: SocialSize,
  cast: SocialCast,
  tag = 's',
  /** Told when each step is done, with its time (the command line prints these). */
  progress: (step: string, ms: number) => void = () => {},
): Promise<Record<string, number>> {
  let stepStarted = performance.now()
  const done = (step: string) => {
    const now = performance.now()
    progress(step, now - stepStarted)
    stepStarted = now
  }
  const t = tag.replace(/[^a-z0-9]/gi, '')
  const T = sql`${t}::text`
  const A = size.authors
  const P = size.posts
  const F = size.celebrityFollowers
  const R = Math.min(size.readerFollows, A)
  const typicalFollows = Math.min(size.typicalFollows ?? 20, A)
  if (A < 1 || P < 0 || F < 0) throw new Error('the social seed needs at least one author')
  /** Everyone who likes and comments: the celebrity's fans, then the authors. */
  const POOL = F + A
  const likeStep = coprimeStep(POOL)
  const commentStep = coprimeStep(POOL)
  const names = texts(PEOPLE_NAMES.map((p) => p.name))
  const handles = texts(PEOPLE_NAMES.map((p) => p.handle))
  const nameOf = (n: SQL) => sql`${names}[1 + (${n}) % ${num(PEOPLE_NAMES.length)}]`
  const handleOf = (n: SQL) => sql`${handles}[1 + (${n}) % ${num(PEOPLE_NAMES.length)}]`

  await db.execute(sql`set local work_mem = '64MB'`)
  // The rows are made to reference rows that exist, so skip the foreign-key triggers (a row lock
  // on the referenced row per inserted row) where allowed, and check the references once at the end.
  const [role] = await rows<{ superuser: string }>(
    db,
    sql`select current_setting('is_superuser') as superuser`,
  )
  const skipsTriggers = role?.superuser === 'on'
  if (skipsTriggers) await db.execute(sql`set local session_replication_role = replica`)
  for (const table of ['seed_people', 'seed_texts'])
    await db.execute(sql.raw(`drop table if exists pg_temp.${table}`))
  // Everyone the seed makes, by number: fans 0 … F-1, then authors F … F+A-1 (the celebrity,
  // an existing person, is author 0).
  await db.execute(
    sql`create temporary table seed_people (n int primary key, id uuid not null) on commit drop`,
  )
  await db.execute(sql`create temporary table seed_texts (kind text, i int, title text, content text,
    primary key (kind, i)) on commit drop`)
  for (const kind of ['study', 'life'] as const)
    for (const [i, text] of POST_TEXTS[kind].entries())
      await db.execute(sql`insert into seed_texts values (${kind}, ${i}, ${text.title}, ${text.content})`)

  // People: authors joined over the year before the timeline, fans over its first half.
  const authorAt = (n: SQL) => sql`now() - make_interval(days => 730) + make_interval(mins => ${n})`
  const fanAt = (g: SQL) => sql`now() - make_interval(days => 365) + make_interval(secs => ${g} * 150)`
  const authorId = (n: SQL) => uuid7(authorAt(n), sql`${T} || 'a' || ${n}`)
  const fanId = (g: SQL) => uuid7(fanAt(g), sql`${T} || 'f' || ${g}`)
  // Authors know how many they follow when made: the next AUTHOR_FOLLOWS in line.
  const authorFollows = Math.min(AUTHOR_FOLLOWS, A - 1)
  await db.execute(sql`
    insert into users (id, name, email, email_verified, username, display_username, bio, following_count, created_at, updated_at)
    select ${authorId(sql`g`)}, ${nameOf(sql`g`)}, ${handleOf(sql`g`)} || '.' || ${T} || 'a' || g || '@seed.example', true,
      ${handleOf(sql`g`)} || '_' || ${T} || 'a' || g, ${handleOf(sql`g`)} || '_' || ${T} || 'a' || g,
      'I post what I learn.', ${num(authorFollows)}, ${authorAt(sql`g`)}, ${authorAt(sql`g`)}
    from generate_series(1, ${num(A - 1)}) g`)
  await db.execute(sql`insert into seed_people values (${num(F)}, ${cast.celebrity}::uuid)`)
  await db.execute(
    sql`insert into seed_people select ${num(F)} + g, ${authorId(sql`g`)} from generate_series(1, ${num(A - 1)}) g`,
  )
  await db.execute(sql`
    update users set following_count = following_count + ${num(authorFollows)} where id = ${cast.celebrity}::uuid`)
  await inSlices(F, async (from, to) => {
    await db.execute(sql`
      insert into users (id, name, email, email_verified, username, display_username, bio, following_count, created_at, updated_at)
      select ${fanId(sql`g`)}, ${nameOf(sql`g`)}, ${handleOf(sql`g`)} || '.' || ${T} || 'f' || g || '@seed.example', true,
        ${handleOf(sql`g`)} || '_' || ${T} || 'f' || g, ${handleOf(sql`g`)} || '_' || ${T} || 'f' || g,
        '', 1, ${fanAt(sql`g`)}, ${fanAt(sql`g`)}
      from generate_series(${from}::int, ${to}::int) g`)
    await db.execute(
      sql`insert into seed_people select g - 1, ${fanId(sql`g`)} from generate_series(${from}::int, ${to}::int) g`,
    )
  })
  done(`people (${A - 1} authors, ${F} fans)`)

  // Follows: fans the celebrity; each author the next ones in line; the heavy reader every
  // (A / R)th author, the typical reader every (A / 20)th (both from the celebrity on).
  await inSlices(F, (from, to) =>
    db.execute(sql`
      insert into follows (follower_id, followee_id, created_at)
      select ${fanId(sql`g`)}, ${cast.celebrity}::uuid, ${fanAt(sql`g`)} + make_interval(mins => 5)
      from generate_series(${from}::int, ${to}::int) g`),
  )
  await db.execute(sql`
    insert into follows (follower_id, followee_id, created_at)
    select a.id, b.id, now() - make_interval(days => 400) + make_interval(mins => a.n + j)
    from seed_people a cross join generate_series(1, ${num(authorFollows)}) j
    join seed_people b on b.n = ${num(F)} + (a.n - ${num(F)} + j) % ${num(A)}
    where a.n >= ${num(F)}`)
  const stride = (follows: number) => (follows > 0 ? A / follows : 1)
  for (const [who, follows] of [
    [cast.reader, R],
    [cast.typical, typicalFollows],
  ] as const)
    await db.execute(sql`
      insert into follows (follower_id, followee_id, created_at)
      select ${who}::uuid, p.id, now() - make_interval(days => 360) + make_interval(mins => i)
      from generate_series(0, ${num(follows - 1)}) i
      join seed_people p on p.n = ${num(F)} + floor(i * ${num(stride(follows))})::int
      where p.id <> ${who}::uuid
      on conflict do nothing`)
  done('follows')

  // Posts, one by one along the timeline (post g's time grows with g). Author a of A writes
  // about (a+1)^(2/3) − a^(2/3) of them: a few write many, most a few. One in three is life.
  const at = (g: SQL) =>
    sql`(now() - make_interval(secs => ${num(SPAN_SECONDS)} * (${num(P)} - ${g} + ${unit(g, 2)}) / ${num(P)}))`
  const postId = (g: SQL) => uuid7(at(g), sql`${T} || 'p' || ${g}`)
  const authorN = (g: SQL) =>
    sql`${num(F)} + least(${num(A - 1)}, floor(${num(A)} * power(${unit(g, 1)}, 1.5))::int)`
  const kind = (g: SQL) => sql`case when ${unit(g, 3)} < 0.35 then 'life' else 'study' end`
  // At most one like per person: never more likes than people in the pool.
  const likes = (g: SQL) =>
    sql`least(${num(POOL)}, floor(${num(MAX_LIKES + 1)} * power(${unit(g, 5)}, 4))::int)`
  const comments = (g: SQL) => sql`floor(${num(MAX_COMMENTS + 1)} * power(${unit(g, 6)}, 5))::int`
  const readerLikes = (g: SQL) => sql`(${unit(g, 7)} < 0.03)`
  const typicalLikes = (g: SQL) => sql`(${unit(g, 8)} < 0.01)`
  const readerStars = (g: SQL) => sql`(${unit(g, 9)} < 0.005)`
  const liker = (g: SQL, j: SQL) =>
    sql`(floor(${unit(g, 10)} * ${num(POOL)})::int8 + ${j}::int8 * ${num(likeStep)}) % ${num(POOL)}`
  const commenter = (g: SQL, j: SQL) =>
    sql`(floor(${unit(g, 11)} * ${num(POOL)})::int8 + ${j}::int8 * ${num(commentStep)}) % ${num(POOL)}`
  const counts = { study: POST_TEXTS.study.length, life: POST_TEXTS.life.length }
  await inSlices(P, (from, to) =>
    db.execute(sql`
      insert into posts (id, author_id, kind, slug, title, content, like_count, comment_count, star_count, created_at, updated_at)
      select ${postId(sql`g`)}, a.id, x.kind, ${T} || '-p-' || g, x.title, x.content,
        ${likes(sql`g`)} + ${readerLikes(sql`g`)}::int + ${typicalLikes(sql`g`)}::int,
        ${comments(sql`g`)}, ${readerStars(sql`g`)}::int, ${at(sql`g`)}, ${at(sql`g`)}
      from generate_series(${from}::int, ${to}::int) g
      join seed_people a on a.n = ${authorN(sql`g`)}
      join seed_texts x on x.kind = ${kind(sql`g`)}
        and x.i = floor(${unit(sql`g`, 4)} * case when ${kind(sql`g`)} = 'life' then ${num(counts.life)} else ${num(counts.study)} end)::int`),
  )
  done(`posts (${P})`)

  // Likes and comments: from fans and authors, in the days after the post (never in the
  // future). Comment 1 starts a thread; every even one replies to it, every other odd one
  // starts another.
  const after = (g: SQL, minutes: SQL) => sql`least(now(), ${at(g)} + make_interval(mins => ${minutes}))`
  const commentAt = (g: SQL, j: SQL) => after(g, sql`${j} * 17`)
  const commentId = (g: SQL, j: SQL) => uuid7(commentAt(g, j), sql`${T} || 'c' || ${g} || '.' || ${j}`)
  await inSlices(P, (from, to) =>
    db.execute(sql`
      insert into post_likes (post_id, user_id, created_at)
      select ${postId(sql`g`)}, p.id, ${after(sql`g`, sql`j * 23`)}
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral generate_series(1, ${likes(sql`g`)}) j
      join seed_people p on p.n = ${liker(sql`g`, sql`j`)}
      union all
      select ${postId(sql`g`)}, ${cast.reader}::uuid, ${after(sql`g`, sql`60`)}
      from generate_series(${from}::int, ${to}::int) g where ${readerLikes(sql`g`)}
      union all
      select ${postId(sql`g`)}, ${cast.typical}::uuid, ${after(sql`g`, sql`90`)}
      from generate_series(${from}::int, ${to}::int) g where ${typicalLikes(sql`g`)}`),
  )
  done('likes')
  await inSlices(P, (from, to) =>
    db.execute(sql`
      insert into comments (id, post_id, author_id, parent_id, reply_to_user_id, content, reply_count, created_at)
      select ${commentId(sql`g`, sql`j`)}, ${postId(sql`g`)}, p.id,
        case when j % 2 = 0 then ${commentId(sql`g`, sql`1`)} end,
        case when j % 2 = 0 then first.id end,
        ${texts(COMMENT_TEXTS)}[1 + (g + j) % ${num(COMMENT_TEXTS.length)}],
        case when j = 1 then ${comments(sql`g`)} / 2 else 0 end,
        ${commentAt(sql`g`, sql`j`)}
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral generate_series(1, ${comments(sql`g`)}) j
      join seed_people p on p.n = ${commenter(sql`g`, sql`j`)}
      join seed_people first on first.n = ${commenter(sql`g`, sql`1`)}`),
  )
  done('comments')
  await inSlices(P, (from, to) =>
    db.execute(sql`
      insert into stars (id, user_id, kind, post_id, created_at)
      select ${uuid7(after(sql`g`, sql`120`), sql`${T} || 's' || g`)}, ${cast.reader}::uuid, 'post', ${postId(sql`g`)}, ${after(sql`g`, sql`120`)}
      from generate_series(${from}::int, ${to}::int) g where ${readerStars(sql`g`)}`),
  )
  done('stars')

  // People's counts: posts per author, followers of the authors, followees of the two readers.
  await db.execute(sql`
    update users u set post_count = u.post_count + c.n
    from (select author_id, count(*)::int n from posts where slug like ${`${t}-p-%`} group by author_id) c
    where c.author_id = u.id`)
  await db.execute(sql`
    update users u set follower_count = u.follower_count + c.n
    from (select f.followee_id, count(*)::int n from seed_people p join follows f on f.followee_id = p.id
      where p.n >= ${num(F)} group by f.followee_id) c
    where c.followee_id = u.id`)
  await db.execute(sql`
    update users u set following_count = u.following_count + c.n
    from (select follower_id, count(*)::int n from follows where follower_id in (${cast.reader}::uuid, ${cast.typical}::uuid)
      group by follower_id) c
    where c.follower_id = u.id`)
  done("people's counts")

  const [totals] = await rows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from seed_people where n >= ${num(F)}) as authors,
      (select count(*)::int from posts) as posts,
      (select count(*)::int from follows) as follows,
      (select count(*)::int from post_likes) as likes,
      (select count(*)::int from comments) as comments,
      (select count(*)::int from stars where kind = 'post') as "post stars"`,
  )
  if (skipsTriggers) {
    await db.execute(sql`set local session_replication_role = origin`)
    await checkReferences(db)
  }
  await checkCounts(db)
  done(skipsTriggers ? 'every reference and count checked' : 'every count checked')
  return totals ?? {}
}

async function rows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows
}

/** The foreign keys the social tables hold, checked once (the seed wrote them without triggers). */
async function checkReferences(db: Db): Promise<void> {
  const references = [
    ['posts', 'author_id', 'users'],
    ['follows', 'follower_id', 'users'],
    ['follows', 'followee_id', 'users'],
    ['post_likes', 'post_id', 'posts'],
    ['post_likes', 'user_id', 'users'],
    ['comments', 'post_id', 'posts'],
    ['comments', 'author_id', 'users'],
    ['comments', 'parent_id', 'comments'],
    ['comments', 'reply_to_user_id', 'users'],
    ['stars', 'post_id', 'posts'],
    ['stars', 'user_id', 'users'],
  ] as const
  const wrong: string[] = []
  for (const [table, column, target] of references) {
    const [result] = await rows<{ n: number }>(
      db,
      sql.raw(`select count(*)::int n from ${table} x where x.${column} is not null
        and not exists (select 1 from ${target} t where t.id = x.${column})`),
    )
    if (result && result.n > 0) wrong.push(`${table}.${column} (${result.n} rows)`)
  }
  if (wrong.length > 0) throw new Error(`the seed wrote references to nothing: ${wrong.join(', ')}`)
}

/**
 * Every stored count against the rows it counts, over the whole database (so a seed into a
 * database that already held data checks that too). Throws on any difference.
 */
async function checkCounts(db: Db): Promise<void> {
  const checks = {
    'posts.like_count': sql`select count(*)::int n from posts p
      left join (select post_id, count(*)::int n from post_likes group by post_id) c on c.post_id = p.id
      where p.like_count <> coalesce(c.n, 0)`,
    'posts.comment_count': sql`select count(*)::int n from posts p
      left join (select post_id, count(*)::int n from comments where deleted_at is null group by post_id) c on c.post_id = p.id
      where p.comment_count <> coalesce(c.n, 0)`,
    'posts.star_count': sql`select count(*)::int n from posts p
      left join (select post_id, count(*)::int n from stars where post_id is not null group by post_id) c on c.post_id = p.id
      where p.star_count <> coalesce(c.n, 0)`,
    'comments.reply_count': sql`select count(*)::int n from comments r
      left join (select parent_id, count(*)::int n from comments where parent_id is not null group by parent_id) c on c.parent_id = r.id
      where r.parent_id is null and r.reply_count <> coalesce(c.n, 0)`,
    'users.post_count': sql`select count(*)::int n from users u
      left join (select author_id, count(*)::int n from posts group by author_id) c on c.author_id = u.id
      where u.post_count <> coalesce(c.n, 0)`,
    'users.follower_count': sql`select count(*)::int n from users u
      left join (select followee_id, count(*)::int n from follows group by followee_id) c on c.followee_id = u.id
      where u.follower_count <> coalesce(c.n, 0)`,
    'users.following_count': sql`select count(*)::int n from users u
      left join (select follower_id, count(*)::int n from follows group by follower_id) c on c.follower_id = u.id
      where u.following_count <> coalesce(c.n, 0)`,
  }
  const wrong: string[] = []
  for (const [name, query] of Object.entries(checks)) {
    const [result] = await rows<{ n: number }>(db, query)
    if (result && result.n > 0) wrong.push(`${name} (${result.n} rows)`)
  }
  if (wrong.length > 0)
    throw new Error(`the seed left counts that differ from their rows: ${wrong.join(', ')}`)
}
