import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Book } from '../../../shared/books'
import { users } from '../../auth/auth.table'
import { setupTestApp } from '../../test/app'
import { allPages, caller, newBook, share, stepClock } from '../../test/fixtures'
import { createUser, type TestUser } from '../../test/users'

const ctx = await setupTestApp()
const call = caller(ctx)
let alice: TestUser
let bob: TestUser
const publicTitles: string[] = []

let restoreClock = () => {}
afterAll(() => restoreClock())

beforeAll(async () => {
  alice = await createUser(ctx)
  bob = await createUser(ctx)
  restoreClock = stepClock()
  for (let i = 0; i < 7; i++) {
    const title = `Public ${i} ${i % 2 ? 'Biology' : 'Chemistry'}`
    publicTitles.push(title)
    await newBook(call, i % 2 ? alice : bob, { title, visibility: 'public' })
  }
  await newBook(call, alice, { title: 'Alice private Biology', visibility: 'private' })
  const shared = await newBook(call, bob, { title: 'Bob shares Biology', visibility: 'private' })
  await share(call, bob, shared.id, alice, 'viewer')
})

const titles = (pages: Book[][]) => pages.flat().map((book) => book.title)

describe('explore', () => {
  it("lists one person's public books for their profile, and nothing for a bad owner id", async () => {
    const pages = await allPages<Book>(call, bob, `/books?scope=explore&owner=${alice.id}&limit=2`)
    const expected = publicTitles.filter((_, i) => i % 2).reverse()
    expect(titles(pages)).toEqual(expected)
    expect(pages.flat().every((book) => book.ownerId === alice.id && book.visibility === 'public')).toBe(true)
    for (const owner of ['nobody', '0190a5b2-0000-7000-8000-000000000000'])
      expect((await call(null, 'GET', `/books?scope=explore&owner=${owner}`)).body.items).toEqual([])
  })

  it('lists public books newest first, page by page, without gaps or repeats', async () => {
    const pages = await allPages<Book>(call, null, '/books?scope=explore&limit=3')
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1])
    expect(titles(pages)).toEqual([...publicTitles].reverse())
  })

  it('is the default scope', async () => {
    const reply = await call(null, 'GET', '/books?limit=100')
    expect(reply.body.items.map((book: Book) => book.title)).toEqual([...publicTitles].reverse())
  })

  it('orders by stars, most first, paging stably through ties', async () => {
    const list = (await call(null, 'GET', '/books?limit=100')).body.items as Book[]
    const [first, second] = [list[4], list[6]]
    if (!first || !second) throw new Error('fixture')
    await call(alice, 'PUT', `/stars/book/${first.id}`)
    await call(bob, 'PUT', `/stars/book/${first.id}`)
    await call(alice, 'PUT', `/stars/book/${second.id}`)
    const pages = await allPages<Book>(call, null, '/books?sort=stars&limit=2')
    const ordered = pages.flat()
    expect(ordered.map((book) => book.id).slice(0, 2)).toEqual([first.id, second.id])
    expect(ordered.map((book) => book.starCount).slice(0, 3)).toEqual([2, 1, 0])
    expect(new Set(ordered.map((book) => book.id)).size).toBe(7)
  })

  it('searches titles case-insensitively, treating % and _ literally', async () => {
    const found = await call(null, 'GET', `/books?q=${encodeURIComponent('bIOLOGY')}`)
    expect(found.body.items.map((book: Book) => book.title).sort()).toEqual(
      publicTitles.filter((title) => title.includes('Biology')).sort(),
    )
    expect((await call(null, 'GET', '/books?q=%25')).body.items).toEqual([])
    expect((await call(null, 'GET', '/books?q=Public_1')).body.items).toEqual([])
  })

  it('shows the caller their role and stars on each book', async () => {
    const list = (await call(alice, 'GET', '/books?limit=100')).body.items as Book[]
    expect(new Set(list.map((book) => book.myRole))).toEqual(new Set(['owner', null]))
    expect(list.filter((book) => book.isStarred)).toHaveLength(2)
  })

  it('refuses a forged cursor', async () => {
    const forged = Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url')
    const reply = await call(null, 'GET', `/books?cursor=${forged}`)
    expect(reply.status).toBe(400)
    expect(reply.body.error.details).toEqual([{ path: 'cursor', code: 'invalid' }])
  })

  it('refuses a limit over 100', async () => {
    expect((await call(null, 'GET', '/books?limit=101')).status).toBe(400)
  })
})

describe('mine and shared', () => {
  it('needs a signed-in user', async () => {
    expect((await call(null, 'GET', '/books?scope=mine')).status).toBe(401)
    expect((await call(null, 'GET', '/books?scope=shared')).status).toBe(401)
  })

  it('lists my books, private ones too, newest first', async () => {
    const pages = await allPages<Book>(call, alice, '/books?scope=mine&limit=2')
    expect(titles(pages)).toEqual([
      'Alice private Biology',
      ...publicTitles.filter((_, i) => i % 2).reverse(),
    ])
  })

  it('lists books shared with me, with my role', async () => {
    const reply = await call<{ items: Book[] }>(alice, 'GET', '/books?scope=shared')
    expect(reply.body.items.map((book) => [book.title, book.myRole])).toEqual([
      ['Bob shares Biology', 'viewer'],
    ])
    expect((await call(bob, 'GET', '/books?scope=shared')).body.items).toEqual([])
  })

  it('searches within mine', async () => {
    const reply = await call<{ items: Book[] }>(alice, 'GET', '/books?scope=mine&q=private')
    expect(reply.body.items.map((book) => book.title)).toEqual(['Alice private Biology'])
  })
})

describe("a banned owner's books", () => {
  it('leave Explore, shares and direct reads for everyone but the owner', async () => {
    const [owner, reader] = [await createUser(ctx), await createUser(ctx)]
    const open = await newBook(call, owner, { title: `Banned owner open ${owner.id}`, visibility: 'public' })
    const closed = await newBook(call, owner, { title: `Banned owner shared ${owner.id}` })
    await share(call, owner, closed.id, reader, 'viewer')
    const explore = async () => titles(await allPages<Book>(call, null, '/books?scope=explore&limit=50'))
    expect(await explore()).toContain(open.title)

    const db = ctx.deps.database.db
    await db.update(users).set({ banned: true }).where(eq(users.id, owner.id))

    expect(await explore()).not.toContain(open.title)
    expect((await call(null, 'GET', `/books/${open.id}`)).status).toBe(404)
    expect((await call(reader, 'GET', `/books/${closed.id}`)).status).toBe(404)
    const shared = await call(reader, 'GET', '/books?scope=shared&limit=50')
    expect(shared.body.items.map((book: Book) => book.id)).not.toContain(closed.id)
  })
})

describe('editable: the books I may add points to', () => {
  it('lists mine and those shared with me as editor, not as viewer, paged newest first', async () => {
    const [me, other] = [await createUser(ctx), await createUser(ctx)]
    await newBook(call, me, { title: 'Own' })
    const asEditor = await newBook(call, other, { title: 'Edit here' })
    const asViewer = await newBook(call, other, { title: 'Only read' })
    await share(call, other, asEditor.id, me, 'editor')
    await share(call, other, asViewer.id, me, 'viewer')
    await newBook(call, other, { title: 'Public, not mine', visibility: 'public' })
    const pages = await allPages<Book>(call, me, '/books?scope=editable&limit=1')
    expect(titles(pages)).toEqual(['Edit here', 'Own'])
    expect(pages).toHaveLength(2)
    expect((await call(null, 'GET', '/books?scope=editable')).status).toBe(401)
  })
})
