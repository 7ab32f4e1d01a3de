import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PointHit, SearchResult } from '../../../shared/search'
import { users } from '../../auth/auth.table'
import { jobs } from '../../jobs/job.table'
import { enqueueJob } from '../../jobs/jobs'
import { books } from '../../records/book.table'
import { setupTestApp } from '../../test/app'
import { type Caller, caller, newBook, newPoint, share } from '../../test/fixtures'
import { createPost } from '../../test/posts'
import { createUsers } from '../../test/users'
import { SEARCH_BACKFILL } from './documents'
import { searchTuning } from './search.service'

const ctx = await setupTestApp()
const call = caller(ctx)
const db = ctx.database.db
const { owner, viewer, stranger, poster, blocker, banned } = await createUsers(
  ctx,
  'owner',
  'viewer',
  'stranger',
  'poster',
  'blocker',
  'banned',
)

async function find(who: Caller, q: string, kind = 'point', extra = '') {
  const reply = await call<SearchResult>(
    who,
    'GET',
    `/search?kind=${kind}&q=${encodeURIComponent(q)}${extra}`,
  )
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body
}
const titlesOf = (result: SearchResult) =>
  result.items.map((hit) => ('user' in hit ? hit.user.name : hit.title.text || hit.snippet.text))

let privateBook: { id: string }
let publicBook: { id: string }

beforeAll(async () => {
  publicBook = await newBook(call, owner, { title: 'Open biology', visibility: 'public' })
  privateBook = await newBook(call, owner, { title: 'Secret diary zebracorn', visibility: 'private' })
  await share(call, owner, privateBook.id, viewer, 'viewer')
  await newPoint(call, owner, privateBook.id, {
    title: '秘密の単語 zebracorn',
    content: 'The zebracorn hides in 私密筆記 here.',
  })
  await newPoint(call, owner, publicBook.id, { title: 'Public zebra facts', content: 'Zebras have stripes.' })
})

describe('who finds what', () => {
  it("finds a private book's point for its owner and viewer, never for a stranger or a visitor", async () => {
    for (const who of [owner, viewer]) {
      expect(titlesOf(await find(who, 'zebracorn'))).toEqual(['秘密の単語 zebracorn'])
      expect(titlesOf(await find(who, '私密笔记'))).toEqual(['秘密の単語 zebracorn'])
      expect(titlesOf(await find(who, 'zebracorn', 'book'))).toEqual(['Secret diary zebracorn'])
    }
    for (const who of [stranger, null]) {
      for (const kind of ['point', 'book', 'post', 'user']) {
        const result = await find(who, 'zebracorn', kind)
        // No title, snippet or count of private text: the answer carries nothing of it.
        expect(result.items).toEqual([])
        expect(result.nextCursor).toBeNull()
        expect(JSON.stringify(result)).not.toMatch(/zebracorn|私密/i)
      }
      // Not even searching inside the book by its id.
      expect((await find(who, 'zebracorn', 'point', `&book=${privateBook.id}`)).items).toEqual([])
    }
    // Typo tolerance may widen to a word of private text, but only visible rows come back.
    const widened = await find(stranger, 'zebracorm')
    expect(titlesOf(widened)).toEqual(['Public zebra facts'])
    expect(JSON.stringify(widened)).not.toMatch(/zebracorn/i)
  })

  it('hides banned books from everyone but their owner, and banned people and their posts', async () => {
    const book = await newBook(call, owner, { title: 'Quokka atlas', visibility: 'public' })
    await newPoint(call, owner, book.id, { title: 'Quokka habitats' })
    await createPost(ctx, banned, { kind: 'study', content: 'Quokka selfies all day' })
    await call(banned, 'PATCH', '/me', { name: 'Quokka fan' })
    expect(titlesOf(await find(stranger, 'quokka', 'point'))).toEqual(['Quokka habitats'])
    expect(titlesOf(await find(stranger, 'quokka', 'post'))).toEqual(['Quokka selfies all day'])
    expect(titlesOf(await find(stranger, 'quokka', 'user'))).toEqual(['Quokka fan'])

    await db.update(books).set({ bannedAt: new Date() }).where(eq(books.id, book.id))
    await db.update(users).set({ banned: true }).where(eq(users.id, banned.id))
    for (const kind of ['point', 'book', 'post', 'user']) {
      expect((await find(stranger, 'quokka', kind)).items, kind).toEqual([])
    }
    expect(titlesOf(await find(owner, 'quokka', 'point'))).toEqual(['Quokka habitats'])
    await db.update(users).set({ banned: false }).where(eq(users.id, banned.id))
  })

  it('keeps people and their posts out of each other’s results once one blocks the other', async () => {
    await call(poster, 'PATCH', '/me', { name: 'Narwhal keeper' })
    await createPost(ctx, poster, { kind: 'life', content: 'Narwhal tusks are teeth' })
    expect(titlesOf(await find(blocker, 'narwhal', 'post'))).toEqual(['Narwhal tusks are teeth'])
    expect((await call(blocker, 'POST', `/users/${poster.id}/block`)).status).toBe(200)
    expect((await find(blocker, 'narwhal', 'post')).items).toEqual([])
    expect((await find(blocker, 'narwhal', 'user')).items).toEqual([])
    // People always find themselves; the block hides the two from each other only.
    expect(titlesOf(await find(poster, 'narwhal', 'user'))).toEqual(['Narwhal keeper'])
    expect(titlesOf(await find(stranger, 'narwhal', 'post'))).toEqual(['Narwhal tusks are teeth'])
  })
})

describe('the index keeps step with every write', () => {
  it('follows a point through edit, section rename, copy and delete', async () => {
    const book = await newBook(call, owner, { title: 'Step book', visibility: 'public', allowCopy: true })
    const point = await newPoint(call, owner, book.id, { title: 'Okapi', sectionTitle: 'Forest mammals' })
    expect(titlesOf(await find(null, 'okapi'))).toEqual(['Okapi'])

    expect((await call(owner, 'PATCH', `/points/${point.id}`, { title: 'Tapir' })).status).toBe(200)
    expect((await find(null, 'okapi')).items).toEqual([])
    expect(titlesOf(await find(null, 'tapir'))).toEqual(['Tapir'])

    const renamed = await call(owner, 'PATCH', `/books/${book.id}/sections`, {
      section: 'Forest mammals',
      title: 'Rainforest dwellers',
    })
    expect(renamed.status).toBe(200)
    expect(titlesOf(await find(null, 'rainforest dwellers'))).toEqual(['Tapir'])
    expect((await find(null, 'forest mammals')).items).toEqual([])

    const copy = await call<{ id: string }>(stranger, 'POST', `/books/${book.id}/copy`)
    expect(copy.status).toBe(201)
    const found = (await find(stranger, 'tapir')).items as PointHit[]
    expect(found.map((hit) => hit.book.id).sort()).toEqual([book.id, copy.body.id].sort())
    expect(titlesOf(await find(stranger, 'step book', 'book')).sort()).toEqual([
      'Step book',
      'Step book (copy)',
    ])

    expect((await call(owner, 'DELETE', `/points/${point.id}`)).status).toBe(204)
    expect((await find(null, 'tapir')).items).toEqual([])
  })

  it('indexes imported points, edited books and posts, and changed names', async () => {
    const book = await newBook(call, owner, { title: 'Imports', visibility: 'public' })
    const csv = 'title,content\n袋熊,澳大利亞的有袋動物\nWombat,Cube-shaped droppings\n'
    const response = await ctx.app.request(`/api/books/${book.id}/import`, {
      method: 'POST',
      headers: {
        Origin: ctx.config.publicUrl,
        Cookie: owner.cookie,
        'Content-Type': 'application/octet-stream',
      },
      body: csv,
    })
    expect(response.status).toBe(201)
    expect(titlesOf(await find(null, '有袋动物'))).toEqual(['袋熊'])
    expect(titlesOf(await find(null, 'droppings'))).toEqual(['Wombat'])

    expect((await call(owner, 'PATCH', `/books/${book.id}`, { title: 'Marsupials' })).status).toBe(200)
    expect(titlesOf(await find(null, 'marsupials', 'book'))).toEqual(['Marsupials'])
    expect((await find(null, 'imports', 'book')).items).toEqual([])

    const post = await createPost(ctx, poster, { kind: 'study', content: 'Axolotl gills' })
    expect((await call(poster, 'PATCH', `/posts/${post.id}`, { content: 'Axolotl regrowth' })).status).toBe(
      200,
    )
    expect((await find(null, 'gills', 'post')).items).toEqual([])
    expect(titlesOf(await find(null, 'regrowth', 'post'))).toEqual(['Axolotl regrowth'])

    await call(viewer, 'PATCH', '/me', { name: '鈴木 一郎' })
    expect(titlesOf(await find(null, '铃木', 'user'))).toEqual(['鈴木 一郎'])
  })

  it('fills in rows written before the index existed (the backfill job), and says so while it runs', async () => {
    const book = await newBook(call, owner, { title: 'Backfill pangolin', visibility: 'public' })
    await newPoint(call, owner, book.id, { title: 'Pangolin scales' })
    await db.execute(sql`delete from point_search`)
    await db.execute(sql`delete from book_search`)
    expect(await find(null, 'pangolin')).toMatchObject({ items: [], indexing: false })
    await db.transaction((tx) => enqueueJob(tx, SEARCH_BACKFILL, {}))
    // Until the job is done, a search may miss rows, and says so, on every tab.
    expect(await find(null, 'pangolin')).toMatchObject({ items: [], indexing: true })
    expect(await find(null, 'pangolin', 'user')).toMatchObject({ indexing: true })
    await ctx.deps.jobs.drain()
    expect(await find(null, 'pangolin')).toMatchObject({ indexing: false })
    expect(titlesOf(await find(null, 'pangolin'))).toEqual(['Pangolin scales'])
    expect(titlesOf(await find(null, 'pangolin', 'book'))).toEqual(['Backfill pangolin'])
    expect(titlesOf(await find(owner, 'zebracorn'))).toEqual(['秘密の単語 zebracorn'])
  })

  it('does one pass for the backfills an upgrade across two migrations records', async () => {
    // An app of its own, with no background worker: on PostgreSQL it would claim one pass while
    // the test runs the other, and a pass under way is another's to finish.
    const own = await setupTestApp()
    await own.deps.jobs.drain()
    await own.deps.jobs.stop()
    const ownDb = own.database.db
    const recorded = await ownDb.transaction(async (tx) => [
      await enqueueJob(tx, SEARCH_BACKFILL, {}),
      await enqueueJob(tx, SEARCH_BACKFILL, {}),
    ])
    const waiting = () =>
      ownDb
        .select({ id: jobs.id, cursor: jobs.cursor })
        .from(jobs)
        .where(and(inArray(jobs.id, recorded), isNull(jobs.doneAt)))
    // The first batch of one takes the other along: one pass is left, and it has begun.
    expect(await own.deps.jobs.runOnce()).toBe(true)
    const [left, ...others] = await waiting()
    expect(others).toEqual([])
    expect(left?.cursor).toMatch(/^book:/)
    await own.deps.jobs.drain()
    expect(await waiting()).toEqual([])
  })
})

describe('results', () => {
  it('ranks title matches above body matches, whole words above parts, then the newest', async () => {
    const book = await newBook(call, owner, { title: 'Ranking', visibility: 'public' })
    await newPoint(call, owner, book.id, { title: 'Notes', content: 'About the capybara.' })
    await newPoint(call, owner, book.id, { title: 'Capybara' })
    await newPoint(call, owner, book.id, { title: 'Capybaras everywhere' })
    expect(titlesOf(await find(null, 'capybara ', 'point', `&book=${book.id}`))).toEqual([
      'Capybara',
      'Capybaras everywhere',
      'Notes',
    ])
  })

  it('marks what matched, and says a hidden answer matched without showing it', async () => {
    const book = await newBook(call, owner, { title: 'Marks', visibility: 'public' })
    await newPoint(call, owner, book.id, {
      title: 'Résumé 學習',
      content: 'Write a **resume** every year.',
      hiddenContent: 'The answer is flamingo.',
    })
    const hit = (await find(null, '学习 resume')).items[0] as PointHit
    expect(hit.title.marks).toEqual([
      [0, 6],
      [7, 9],
    ])
    expect(hit.snippet.text).toBe('Write a resume every year.')
    expect(hit.snippet.marks).toEqual([[8, 14]])
    expect(hit.matchedHidden).toBe(false)

    const hidden = (await find(null, 'flamingo')).items as PointHit[]
    expect(hidden.map((item) => item.title.text)).toEqual(['Résumé 學習'])
    expect(hidden[0]?.matchedHidden).toBe(true)
    expect(JSON.stringify(hidden)).not.toContain('flamingo')
  })

  it('pages by number, refuses a forged cursor and a bad query', async () => {
    const book = await newBook(call, owner, { title: 'Paging', visibility: 'public' })
    for (let i = 0; i < 5; i++) await newPoint(call, owner, book.id, { title: `Gecko ${i}` })
    const seen: string[] = []
    let cursor: string | null = ''
    while (cursor !== null) {
      const page: SearchResult = await find(
        null,
        'gecko',
        'point',
        `&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      )
      seen.push(...titlesOf(page))
      cursor = page.nextCursor
    }
    expect(seen.sort()).toEqual(['Gecko 0', 'Gecko 1', 'Gecko 2', 'Gecko 3', 'Gecko 4'])
    for (const query of ['q=gecko&cursor=bad', 'q=', 'q=%00', 'q=gecko&kind=plant', `q=${'x'.repeat(201)}`]) {
      const reply = await call(null, 'GET', `/search?${query}`)
      expect(reply.status, query).toBe(400)
      expect(reply.body.error.code).toBe('VALIDATION_FAILED')
    }
  })

  it('ranks only the newest matches of a word more rows hold than it ranks', async () => {
    // A small index made to behave like a large one: rank at most 5 matches.
    const saved = { ...searchTuning }
    Object.assign(searchTuning, { rankedMax: 5 })
    try {
      const stamp = Date.now()
      await db.execute(sql`
        insert into posts (id, author_id, kind, slug, title, content, created_at)
        select gen_random_uuid(), ${poster.id}, 'study', 'walrus-' || n, '', 'Walrus note ' || n,
          to_timestamp(${Math.floor(stamp / 1000)}::bigint + n)
        from generate_series(1, 150) as n`)
      await db.execute(sql`
        insert into post_search (id, vector, at)
        select id, ('''walrus'':1B ''note'':2B ''' || replace(content, 'Walrus note ', '') || ''':3B')::tsvector, created_at
        from posts where slug like 'walrus-%'`)
      // Its size known to the statistics, as PostgreSQL's autovacuum would have them.
      await db.execute(sql`analyze post_search`)
      // Read whole by the sample (PostgreSQL's plan), then judged from the newest 20 rows: the
      // common word walked down the time index, the rarer query read from its GIN index.
      for (const sample of [500, 20]) {
        searchTuning.sample = sample
        const found = await find(stranger, 'walrus', 'post')
        expect(titlesOf(found), `sample ${sample}`).toEqual(
          [150, 149, 148, 147, 146].map((n) => `Walrus note ${n}`),
        )
        expect(found.nextCursor).toBeNull()
        // A rarer query among them is found through its index, however old its match.
        expect(titlesOf(await find(stranger, 'walrus 123', 'post'))).toEqual(['Walrus note 123'])
        expect(titlesOf(await find(stranger, 'walrus 1 note', 'post')), `sample ${sample}`).toEqual([
          'Walrus note 1',
        ])
      }
    } finally {
      Object.assign(searchTuning, saved)
    }
  })

  it('takes C++ and C# for whole words, not "c" as a prefix of every word', async () => {
    const book = await newBook(call, owner, { title: 'Languages', visibility: 'public' })
    await newPoint(call, owner, book.id, { title: 'C++ templates' })
    await newPoint(call, owner, book.id, { title: 'C# delegates' })
    await newPoint(call, owner, book.id, { title: 'Cells and cytoplasm' })
    for (const q of ['C++', 'c#', 'templates C++']) {
      const found = titlesOf(await find(null, q, 'point', `&book=${book.id}`))
      expect(found, q).not.toContain('Cells and cytoplasm')
      expect(found, q).toContain(q.includes('#') ? 'C# delegates' : 'C++ templates')
    }
    // Still a prefix while typed with nothing after it.
    expect(titlesOf(await find(null, 'cel', 'point', `&book=${book.id}`))).toEqual(['Cells and cytoplasm'])
  })

  it('answers punctuation, symbols and emoji with an empty page, never an error', async () => {
    for (const q of ["'", '&|!', '(:*)', '<->', '\\', '🦄', '。、']) {
      expect((await find(null, q)).items, q).toEqual([])
    }
  })
})
