import { beforeAll, describe, expect, it } from 'vitest'
import type { Point, PointDetail } from '../../../shared/points'
import { setupTestApp } from '../../test/app'
import { allPages, caller, newBook, newPoint } from '../../test/fixtures'
import { createUser, type TestUser } from '../../test/users'

const ctx = await setupTestApp()
const call = caller(ctx)
let owner: TestUser

beforeAll(async () => {
  owner = await createUser(ctx)
})

/** A book with points titled p0..p(n-1), in that order. */
async function bookWithPoints(n: number) {
  const book = await newBook(call, owner)
  const points: PointDetail[] = []
  for (let i = 0; i < n; i++) points.push(await newPoint(call, owner, book.id, { title: `p${i}` }))
  return { book, points }
}

async function order(bookId: string): Promise<string[]> {
  const reply = await call<{ items: Point[] }>(null, 'GET', `/books/${bookId}/points?limit=100`)
  expect(reply.body.items.map((point) => point.position)).toEqual(reply.body.items.map((_, i) => i))
  return reply.body.items.map((point) => point.title)
}

describe('adding points', () => {
  it('appends at the end and counts the point in its book', async () => {
    const { book, points } = await bookWithPoints(3)
    expect(points.map((point) => point.position)).toEqual([0, 1, 2])
    expect((await call(null, 'GET', `/books/${book.id}`)).body.pointCount).toBe(3)
  })

  it('trims every field and fills the optional ones', async () => {
    const book = await newBook(call, owner)
    const point = await newPoint(call, owner, book.id, { title: '  Mitosis ', content: ' **M** ' })
    expect(point).toMatchObject({
      title: 'Mitosis',
      content: '**M**',
      description: '',
      hiddenContent: '',
      sectionTitle: '',
      sectionDescription: '',
      majorName: '',
      fieldName: '',
      starCount: 0,
      isStarred: false,
      copiedFrom: null,
      previousId: null,
      nextId: null,
    })
  })

  it('holds every field to its limit, naming each field at fault', async () => {
    const book = await newBook(call, owner)
    const atLimits = {
      title: 't'.repeat(200),
      description: 'd'.repeat(2000),
      content: 'c'.repeat(20_000),
      hiddenContent: 'h'.repeat(20_000),
      sectionTitle: 's'.repeat(100),
      sectionDescription: 'e'.repeat(1000),
      majorName: 'm'.repeat(100),
      fieldName: 'f'.repeat(100),
    }
    expect((await call(owner, 'POST', `/books/${book.id}/points`, atLimits)).status).toBe(201)
    const over = Object.fromEntries(Object.entries(atLimits).map(([key, value]) => [key, `${value}x`]))
    const reply = await call(owner, 'POST', `/books/${book.id}/points`, over)
    expect(reply.status).toBe(400)
    expect(reply.body.error.details).toEqual(
      Object.keys(atLimits).map((path) => ({ path, code: 'too-long' })),
    )
    const empty = await call(owner, 'POST', `/books/${book.id}/points`, { title: '   ' })
    expect(empty.body.error.details).toEqual([{ path: 'title', code: 'required' }])
  })
})

describe('reading points', () => {
  it('pages through a book in order without gaps or repeats', async () => {
    const { book } = await bookWithPoints(7)
    const pages = await allPages<Point>(call, null, `/books/${book.id}/points?limit=3`)
    expect(pages.map((page) => page.map((point) => point.title))).toEqual([
      ['p0', 'p1', 'p2'],
      ['p3', 'p4', 'p5'],
      ['p6'],
    ])
  })

  it('gives each point its neighbours', async () => {
    const { points } = await bookWithPoints(3)
    const [first, middle, last] = points.map((point) => point.id)
    const reply = await call<PointDetail>(null, 'GET', `/points/${middle}`)
    expect(reply.body).toMatchObject({ previousId: first, nextId: last })
    expect((await call(null, 'GET', `/points/${first}`)).body.previousId).toBeNull()
    expect((await call(null, 'GET', `/points/${last}`)).body.nextId).toBeNull()
  })

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call(null, 'GET', '/points/0190a5b2-0000-7000-8000-000000000000')).status).toBe(404)
    expect((await call(null, 'GET', '/points/nope')).status).toBe(404)
    expect((await call(null, 'GET', '/books/0190a5b2-0000-7000-8000-000000000000/points')).status).toBe(404)
  })
})

describe('editing, moving and deleting points', () => {
  it('changes only the fields sent', async () => {
    const { points } = await bookWithPoints(1)
    const id = points[0]?.id
    const reply = await call(owner, 'PATCH', `/points/${id}`, { content: 'New', majorName: 'Biology' })
    expect(reply.body).toMatchObject({ title: 'p0', content: 'New', majorName: 'Biology' })
  })

  it('moves a point down and up, shifting the others', async () => {
    const { book, points } = await bookWithPoints(5)
    await call(owner, 'PATCH', `/points/${points[1]?.id}`, { position: 3 })
    expect(await order(book.id)).toEqual(['p0', 'p2', 'p3', 'p1', 'p4'])
    await call(owner, 'PATCH', `/points/${points[4]?.id}`, { position: 0 })
    expect(await order(book.id)).toEqual(['p4', 'p0', 'p2', 'p3', 'p1'])
  })

  it('puts a point moved past the end last', async () => {
    const { book, points } = await bookWithPoints(3)
    const reply = await call(owner, 'PATCH', `/points/${points[0]?.id}`, { position: 99, title: 'moved' })
    expect(reply.body).toMatchObject({ position: 2, title: 'moved', nextId: null })
    expect(await order(book.id)).toEqual(['p1', 'p2', 'moved'])
  })

  it('refuses a negative position', async () => {
    const { points } = await bookWithPoints(1)
    const reply = await call(owner, 'PATCH', `/points/${points[0]?.id}`, { position: -1 })
    expect(reply.body.error.details).toEqual([{ path: 'position', code: 'invalid' }])
  })

  it('closes the gap a deleted point leaves', async () => {
    const { book, points } = await bookWithPoints(4)
    expect((await call(owner, 'DELETE', `/points/${points[1]?.id}`)).status).toBe(204)
    expect(await order(book.id)).toEqual(['p0', 'p2', 'p3'])
    expect((await call(null, 'GET', `/books/${book.id}`)).body.pointCount).toBe(3)
    expect((await newPoint(call, owner, book.id, { title: 'p4' })).position).toBe(3)
  })

  it('keeps positions dense under concurrent appends', async () => {
    const book = await newBook(call, owner)
    await Promise.all(Array.from({ length: 8 }, (_, i) => newPoint(call, owner, book.id, { title: `c${i}` })))
    expect(await order(book.id)).toHaveLength(8)
  })
})

describe('the shapes lists and pages need', () => {
  it('lists points without their content, saying only whether an answer is hidden', async () => {
    const book = await newBook(call, owner)
    await newPoint(call, owner, book.id, {
      title: 'long',
      content: 'x'.repeat(5000),
      hiddenContent: 'secret',
    })
    const list = await call(owner, 'GET', `/books/${book.id}/points`)
    const [item] = list.body.items
    expect(item.title).toBe('long')
    expect(item.hasHiddenContent).toBe(true)
    expect(item).not.toHaveProperty('content')
    expect(item).not.toHaveProperty('hiddenContent')
  })

  it("gives a point with its book and the caller's rights there, in one answer", async () => {
    const book = await newBook(call, owner, { visibility: 'public', title: 'Cardiology' })
    const point = await newPoint(call, owner, book.id)
    const reader = await createUser(ctx)
    const asOwner = await call<PointDetail>(owner, 'GET', `/points/${point.id}`)
    expect(asOwner.body.book).toEqual({
      id: book.id,
      slug: book.slug,
      title: 'Cardiology',
      pointCount: 1,
      myRole: 'owner',
      can: {
        editPoints: true,
        manage: true,
        change: true,
        copy: true,
        share: true,
        study: true,
        report: false,
      },
    })
    const asReader = await call<PointDetail>(reader, 'GET', `/points/${point.id}`)
    expect(asReader.body.book.myRole).toBeNull()
    expect(asReader.body.book.can).toEqual({
      editPoints: false,
      manage: false,
      change: false,
      copy: false,
      share: true,
      study: true,
      report: true,
    })
  })
})
