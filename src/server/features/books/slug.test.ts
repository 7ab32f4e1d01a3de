import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../../test/app'
import { caller, newBook } from '../../test/fixtures'
import { createUsers } from '../../test/users'

const ctx = await setupTestApp()
const call = caller(ctx)

describe('a chosen slug that is taken', () => {
  it('by a book the caller cannot see: gets a free variant and says nothing of the hidden book', async () => {
    const { owner, stranger } = await createUsers(ctx, 'owner', 'stranger')
    await newBook(call, owner, { title: 'Secret', visibility: 'private', slug: 'p2' })
    expect((await call(stranger, 'GET', '/books/p2')).status).toBe(404)
    const created = await call(stranger, 'POST', '/books', { title: 'Mine', slug: 'p2' })
    expect(created.status).toBe(201)
    expect(created.body.slug).toMatch(/^p2-[a-z0-9]+$/)

    const other = await newBook(call, stranger, { title: 'Other' })
    const renamed = await call(stranger, 'PATCH', `/books/${other.id}`, { slug: 'p2' })
    expect(renamed.status).toBe(200)
    expect(renamed.body.slug).toMatch(/^p2-[a-z0-9]+$/)
  })

  it('by a book the caller can see (public, or their own): 409 SLUG_TAKEN', async () => {
    const { owner, reader } = await createUsers(ctx, 'owner', 'reader')
    await newBook(call, owner, { title: 'Open', visibility: 'public', slug: 'open-book' })
    const taken = await call(reader, 'POST', '/books', { title: 'Mine', slug: 'open-book' })
    expect([taken.status, taken.body.error.code]).toEqual([409, 'SLUG_TAKEN'])
    await newBook(call, reader, { title: 'Private of mine', visibility: 'private', slug: 'my-own' })
    const again = await call(reader, 'POST', '/books', { title: 'Second', slug: 'my-own' })
    expect([again.status, again.body.error.code]).toEqual([409, 'SLUG_TAKEN'])
  })
})
