import { eq, getTableColumns } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Book } from '../../../shared/books'
import type { Point, PointDetail } from '../../../shared/points'
import { copiedPointColumns, points } from '../../records/point.table'
import { setupTestApp } from '../../test/app'
import { caller, newBook, newPoint, share } from '../../test/fixtures'
import { createUsers } from '../../test/users'

const ctx = await setupTestApp()
const call = caller(ctx)
const { author, reader, friend } = await createUsers(ctx, 'author', 'reader', 'friend')

async function sourceBook(input: Record<string, unknown>) {
  const book = await newBook(call, author, { title: 'Source', ...input })
  const points: PointDetail[] = []
  for (const title of ['one', 'two', 'three'])
    points.push(
      await newPoint(call, author, book.id, {
        title,
        content: `# ${title}`,
        hiddenContent: 'answer',
        sectionTitle: 'S',
      }),
    )
  return { book, points }
}

describe('copying a book', () => {
  it('makes a private book of mine with every point, in order, linked to their sources', async () => {
    const { book, points } = await sourceBook({ visibility: 'public', allowCopy: true })
    const reply = await call<Book>(reader, 'POST', `/books/${book.id}/copy`)
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({
      // Not a second book of the same name: "… (copy)", unless the copier names it.
      title: 'Source (copy)',
      visibility: 'private',
      allowCopy: false,
      ownerId: reader.id,
      myRole: 'owner',
      pointCount: 3,
      copiedFrom: { id: book.id, slug: book.slug, title: 'Source' },
      sections: [{ title: 'S', pointCount: 3 }],
    })
    expect(reply.body.slug).not.toBe(book.slug)
    const copied = await call<{ items: Point[] }>(reader, 'GET', `/books/${reply.body.id}/points`)
    // Lists leave the content out; each point's own answer carries it.
    const details = await Promise.all(
      copied.body.items.map(async (p) => (await call<Point>(reader, 'GET', `/points/${p.id}`)).body),
    )
    expect(details.map((p) => [p.title, p.position, p.hiddenContent, p.copiedFrom?.id])).toEqual(
      points.map((p, i) => [p.title, i, 'answer', p.id]),
    )
    expect(new Set(copied.body.items.map((p) => p.id)).size).toBe(3)
    expect(copied.body.items.some((p) => points.some((source) => source.id === p.id))).toBe(false)
  })

  it('takes the title the copier gives it, within the title rules', async () => {
    const book = await newBook(call, author, {
      allowCopy: true,
      visibility: 'public',
      title: 'x'.repeat(100),
    })
    const unnamed = await call<Book>(reader, 'POST', `/books/${book.id}/copy`)
    expect(unnamed.body.title).toBe(`${'x'.repeat(93)} (copy)`)
    const named = await call<Book>(reader, 'POST', `/books/${book.id}/copy`, { title: '  My notes  ' })
    expect([named.status, named.body.title]).toEqual([201, 'My notes'])
    const refused = await call(reader, 'POST', `/books/${book.id}/copy`, { title: '' })
    expect(refused.status).toBe(400)
    expect(refused.body.error.details).toEqual([{ path: 'title', code: 'required' }])
  })

  it('copies an empty book', async () => {
    const book = await newBook(call, author, { allowCopy: true })
    const reply = await call<Book>(reader, 'POST', `/books/${book.id}/copy`)
    expect(reply.body.pointCount).toBe(0)
  })

  it('refuses a public book that does not allow copying, unless I am its owner or member', async () => {
    const { book } = await sourceBook({ visibility: 'public', allowCopy: false })
    const refused = await call(reader, 'POST', `/books/${book.id}/copy`)
    expect(refused.status).toBe(403)
    expect(refused.body.error.code).toBe('COPY_NOT_ALLOWED')
    await share(call, author, book.id, friend, 'viewer')
    expect((await call(friend, 'POST', `/books/${book.id}/copy`)).status).toBe(201)
    expect((await call(author, 'POST', `/books/${book.id}/copy`)).status).toBe(201)
  })

  it('answers 404 for a private book I cannot read, even one that allows copying', async () => {
    const { book } = await sourceBook({ visibility: 'private', allowCopy: true })
    expect((await call(reader, 'POST', `/books/${book.id}/copy`)).status).toBe(404)
  })

  it('shows the source only while it exists and I may see it', async () => {
    const { book } = await sourceBook({ visibility: 'public', allowCopy: true })
    const copy = (await call<Book>(reader, 'POST', `/books/${book.id}/copy`)).body
    const copiedPoint = (await call<{ items: Point[] }>(reader, 'GET', `/books/${copy.id}/points`)).body
      .items[0]
    await call(author, 'PATCH', `/books/${book.id}`, { visibility: 'private' })
    expect((await call<Book>(reader, 'GET', `/books/${copy.id}`)).body.copiedFrom).toBeNull()
    expect((await call<Point>(reader, 'GET', `/points/${copiedPoint?.id}`)).body.copiedFrom).toBeNull()
    await share(call, author, book.id, reader, 'viewer')
    expect((await call<Book>(reader, 'GET', `/books/${copy.id}`)).body.copiedFrom?.id).toBe(book.id)
    expect((await call<Point>(reader, 'GET', `/points/${copiedPoint?.id}`)).body.copiedFrom?.bookId).toBe(
      book.id,
    )
    await call(author, 'DELETE', `/books/${book.id}`)
    expect((await call<Book>(reader, 'GET', `/books/${copy.id}`)).body.copiedFrom).toBeNull()
    expect((await call<Point>(reader, 'GET', `/points/${copiedPoint?.id}`)).body.copiedFrom).toBeNull()
  })
})

describe('copying a point', () => {
  it('appends it to a book of mine, linked to its source', async () => {
    const { points } = await sourceBook({ visibility: 'public', allowCopy: true })
    const target = await newBook(call, reader)
    await newPoint(call, reader, target.id, { title: 'mine' })
    const reply = await call<PointDetail>(reader, 'POST', `/points/${points[1]?.id}/copy`, {
      bookId: target.id,
    })
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({
      bookId: target.id,
      title: 'two',
      content: '# two',
      hiddenContent: 'answer',
      position: 1,
      copiedFrom: { id: points[1]?.id, title: 'two' },
    })
    expect((await call(reader, 'GET', `/books/${target.id}`)).body.pointCount).toBe(2)
  })

  it('copies into a book I edit, but not one I only view', async () => {
    const { points } = await sourceBook({ visibility: 'public', allowCopy: true })
    const friends = await newBook(call, friend, { visibility: 'private' })
    await share(call, friend, friends.id, reader, 'viewer')
    const path = `/points/${points[0]?.id}/copy`
    expect((await call(reader, 'POST', path, { bookId: friends.id })).status).toBe(403)
    await share(call, friend, friends.id, reader, 'editor')
    expect((await call(reader, 'POST', path, { bookId: friends.id })).status).toBe(201)
  })

  it('answers 404 for a target book I cannot read', async () => {
    const { points } = await sourceBook({ visibility: 'public', allowCopy: true })
    const hidden = await newBook(call, friend, { visibility: 'private' })
    const reply = await call(reader, 'POST', `/points/${points[0]?.id}/copy`, { bookId: hidden.id })
    expect(reply.status).toBe(404)
  })

  it('refuses a source that does not allow copying, unless I am its member', async () => {
    const { book, points } = await sourceBook({ visibility: 'public', allowCopy: false })
    const target = await newBook(call, reader)
    const path = `/points/${points[0]?.id}/copy`
    const refused = await call(reader, 'POST', path, { bookId: target.id })
    expect([refused.status, refused.body.error.code]).toEqual([403, 'COPY_NOT_ALLOWED'])
    await share(call, author, book.id, reader, 'viewer')
    expect((await call(reader, 'POST', path, { bookId: target.id })).status).toBe(201)
  })

  it('validates the target id', async () => {
    const { points } = await sourceBook({ visibility: 'public', allowCopy: true })
    const reply = await call(reader, 'POST', `/points/${points[0]?.id}/copy`, { bookId: 'nope' })
    expect(reply.body.error.details).toEqual([{ path: 'bookId', code: 'invalid' }])
  })
})

describe('what a copy carries', () => {
  it('every column of a point but those a copy sets itself, for a whole book and for one point', async () => {
    const book = await newBook(call, author, { visibility: 'public', allowCopy: true })
    const point = await newPoint(call, author, book.id, { title: 'Full' })
    // Every carried column holds a value of its own, straight in the table: a column added
    // later is covered without this test naming it.
    const db = ctx.deps.database.db
    const values: Record<string, unknown> = {}
    const columns = getTableColumns(points)
    for (const [key] of copiedPointColumns)
      values[key] = columns[key as keyof typeof columns].dataType === 'number' ? 7 : `v-${key}`
    await db.update(points).set(values).where(eq(points.id, point.id))
    const carried = async (id: string) => {
      const [row] = await db.select().from(points).where(eq(points.id, id))
      return Object.fromEntries(copiedPointColumns.map(([key]) => [key, row?.[key as keyof typeof row]]))
    }

    const target = await newBook(call, reader)
    const onePoint = await call<PointDetail>(reader, 'POST', `/points/${point.id}/copy`, {
      bookId: target.id,
    })
    expect(await carried(onePoint.body.id)).toEqual(values)

    const wholeBook = await call<Book>(reader, 'POST', `/books/${book.id}/copy`)
    const [copied] = await db
      .select({ id: points.id })
      .from(points)
      .where(eq(points.bookId, wholeBook.body.id))
    expect(await carried(copied?.id ?? '')).toEqual(values)
    expect(copiedPointColumns.map(([key]) => key)).toEqual(expect.arrayContaining(['title', 'hiddenContent']))
  })
})
