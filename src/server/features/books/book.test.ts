import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Book } from '../../../shared/books'
import { books } from '../../records/book.table'
import { setupTestApp } from '../../test/app'
import { caller, newBook, newPoint, share } from '../../test/fixtures'
import { createUsers } from '../../test/users'
import { slugEnding } from './slug'

const ctx = await setupTestApp()
const call = caller(ctx)
const { owner, other } = await createUsers(ctx, 'owner', 'other')

describe('creating a book', () => {
  it('answers the new book with its owner and defaults', async () => {
    const reply = await call<Book>(owner, 'POST', '/books', { title: '  Cell biology  ' })
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({
      title: 'Cell biology',
      description: '',
      visibility: 'private',
      allowCopy: false,
      slug: expect.stringMatching(/^cell-biology-[a-z0-9]{6}$/),
      ownerId: owner.id,
      owner: { id: owner.id, username: owner.username, name: owner.name },
      pointCount: 0,
      starCount: 0,
      isStarred: false,
      myRole: 'owner',
      copiedFrom: null,
      bannedAt: null,
      sections: [],
    })
  })

  it('refuses invalid input with the fields at fault', async () => {
    const reply = await call(owner, 'POST', '/books', {
      title: ' ',
      description: 'x'.repeat(2001),
      visibility: 'secret',
      slug: 'not a slug',
    })
    expect(reply.status).toBe(400)
    expect(reply.body.error.code).toBe('VALIDATION_FAILED')
    expect(reply.body.error.details).toEqual(
      expect.arrayContaining([
        { path: 'title', code: 'required' },
        { path: 'description', code: 'too-long' },
        { path: 'visibility', code: 'invalid' },
        { path: 'slug', code: 'invalid-slug' },
      ]),
    )
  })

  it('takes titles and descriptions up to their limits, and not a character more', async () => {
    const atLimit = await call(owner, 'POST', '/books', {
      title: 'x'.repeat(100),
      description: 'y'.repeat(2000),
    })
    expect(atLimit.status).toBe(201)
    const over = await call(owner, 'POST', '/books', { title: 'x'.repeat(101) })
    expect(over.body.error.details).toEqual([{ path: 'title', code: 'too-long' }])
  })

  it('needs a signed-in user', async () => {
    expect((await call(null, 'POST', '/books', { title: 'Nope' })).status).toBe(401)
  })
})

describe('slugs', () => {
  it('makes a slug of the title’s words and the book’s own ending', async () => {
    const first = await newBook(call, owner, { title: 'Organic Chemistry: Café Notes!' })
    const second = await newBook(call, other, { title: 'organic chemistry café notes' })
    expect(first.slug).toBe(`organic-chemistry-cafe-notes-${slugEnding(first.id, 6)}`)
    expect(second.slug).toBe(`organic-chemistry-cafe-notes-${slugEnding(second.id, 6)}`)
  })

  it('is the ending alone when the title has no Latin letters or digits', async () => {
    const book = await newBook(call, owner, { title: '细胞生物学' })
    expect(book.slug).toBe(slugEnding(book.id, 6))
  })

  it('keeps the chosen words as written, in any letter case taken or not', async () => {
    const book = await newBook(call, owner, { title: 'Genetics', slug: 'My-Genetics' })
    expect(book.slug).toBe(`My-Genetics-${slugEnding(book.id, 6)}`)
    const again = await call<Book>(other, 'POST', '/books', { title: 'Other', slug: 'my-genetics' })
    expect([again.status, again.body.slug]).toEqual([201, `my-genetics-${slugEnding(again.body.id, 6)}`])
  })

  it('refuses a slug shaped like an id', async () => {
    const reply = await call(owner, 'POST', '/books', {
      title: 'Sneaky',
      slug: '0190a5b2-0000-7000-8000-000000000000',
    })
    expect(reply.body.error.details).toEqual([{ path: 'slug', code: 'invalid-slug' }])
  })

  it('finds a book by id or by slug in any letter case', async () => {
    const book = await newBook(call, owner, { title: 'Physics', slug: 'Physics-101' })
    for (const key of [book.id, book.slug.toLowerCase(), book.slug.toUpperCase()]) {
      const reply = await call<Book>(null, 'GET', `/books/${key}`)
      expect(reply.status).toBe(200)
      expect(reply.body.id).toBe(book.id)
    }
    expect((await call(null, 'GET', '/books/no-such-book')).status).toBe(404)
    expect((await call(null, 'GET', '/books/not_a_slug!')).status).toBe(404)
  })

  it('changes a slug; where its ending is taken, a longer one of its own', async () => {
    const book = await newBook(call, owner, { title: 'Algebra' })
    const renamed = await call<Book>(owner, 'PATCH', `/books/${book.id}`, { slug: 'linear-algebra' })
    expect(renamed.body.slug).toBe(`linear-algebra-${slugEnding(book.id, 6)}`)
    const holder = await newBook(call, other, { title: 'Holder' })
    const db = ctx.database.db
    await db
      .update(books)
      .set({ slug: `taken-${slugEnding(book.id, 6)}` })
      .where(eq(books.id, holder.id))
    const longer = await call<Book>(owner, 'PATCH', `/books/${book.id}`, { slug: 'TAKEN' })
    expect([longer.status, longer.body.slug]).toEqual([200, `TAKEN-${slugEnding(book.id, 10)}`])
  })
})

describe('editing and deleting a book', () => {
  it('changes only the fields sent', async () => {
    const book = await newBook(call, owner, { title: 'Draft', description: 'Keep me' })
    const reply = await call<Book>(owner, 'PATCH', `/books/${book.slug}`, { title: 'Final', allowCopy: true })
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ title: 'Final', description: 'Keep me', allowCopy: true })
    expect(Date.parse(reply.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(book.updatedAt))
  })

  it('deletes the book with its points', async () => {
    const book = await newBook(call, owner)
    const point = await newPoint(call, owner, book.id)
    expect((await call(owner, 'DELETE', `/books/${book.id}`)).status).toBe(204)
    expect((await call(owner, 'GET', `/books/${book.id}`)).status).toBe(404)
    expect((await call(owner, 'GET', `/points/${point.id}`)).status).toBe(404)
  })

  it('lists sections in point order with their counts', async () => {
    const book = await newBook(call, owner)
    for (const sectionTitle of ['Cells', 'Cells', 'Genes', 'Cells'])
      await newPoint(call, owner, book.id, { sectionTitle })
    const reply = await call<Book>(null, 'GET', `/books/${book.id}`)
    expect(reply.body.pointCount).toBe(4)
    expect(reply.body.sections).toEqual([
      { title: 'Cells', description: '', pointCount: 3 },
      { title: 'Genes', description: '', pointCount: 1 },
    ])
  })
})

describe('a banned book', () => {
  it('is hidden from everyone but its owner', async () => {
    const book = await newBook(call, owner, { title: 'Banned one' })
    await share(call, owner, book.id, other, 'editor')
    await ctx.database.db.update(books).set({ bannedAt: new Date() }).where(eq(books.id, book.id))
    expect((await call(null, 'GET', `/books/${book.id}`)).status).toBe(404)
    expect((await call(other, 'GET', `/books/${book.id}`)).status).toBe(404)
    expect((await call(other, 'GET', `/books/${book.id}/points`)).status).toBe(404)
    const mine = await call<Book>(owner, 'GET', `/books/${book.id}`)
    expect(mine.status).toBe(200)
    expect(mine.body.bannedAt).not.toBeNull()
  })
})
