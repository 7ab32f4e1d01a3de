import { describe, expect, it } from 'vitest'
import type { Book, Member } from '../../../shared/books'
import { setupTestApp } from '../../test/app'
import { allPages, caller, newBook, share } from '../../test/fixtures'
import { createUsers } from '../../test/users'

const ctx = await setupTestApp()
const call = caller(ctx)
const { owner, ann, ben } = await createUsers(ctx, 'owner', 'ann', 'ben')

describe('sharing a book', () => {
  it('grants a role, changes it, and lists members oldest first', async () => {
    const book = await newBook(call, owner, { visibility: 'private' })
    const granted = await call<Member>(owner, 'PUT', `/books/${book.id}/members/${ann.id}`, {
      role: 'viewer',
    })
    expect(granted.status).toBe(200)
    expect(granted.body).toMatchObject({
      bookId: book.id,
      userId: ann.id,
      role: 'viewer',
      user: { id: ann.id, username: ann.username, name: ann.name },
    })
    await share(call, owner, book.id, ben, 'editor')
    const changed = await call<Member>(owner, 'PUT', `/books/${book.id}/members/${ann.id}`, {
      role: 'editor',
    })
    expect([changed.body.role, changed.body.id, changed.body.createdAt]).toEqual([
      'editor',
      granted.body.id,
      granted.body.createdAt,
    ])
    const pages = await allPages<Member>(call, owner, `/books/${book.id}/members?limit=1`)
    expect(pages.flat().map((member) => member.userId)).toEqual([ann.id, ben.id])
    const one = await call<Member>(ben, 'GET', `/books/${book.id}/members/${ann.id}`)
    expect(one.body.role).toBe('editor')
    expect((await call<Book>(ann, 'GET', `/books/${book.id}`)).body.myRole).toBe('editor')
  })

  it('refuses the owner as a member, a bad role and an unknown user', async () => {
    const book = await newBook(call, owner)
    const self = await call(owner, 'PUT', `/books/${book.id}/members/${owner.id}`, { role: 'viewer' })
    expect([self.status, self.body.error.code]).toEqual([409, 'OWNER_CANNOT_BE_MEMBER'])
    const bad = await call(owner, 'PUT', `/books/${book.id}/members/${ann.id}`, { role: 'owner' })
    expect(bad.body.error.details).toEqual([{ path: 'role', code: 'invalid' }])
    const unknown = '0190a5b2-0000-7000-8000-000000000000'
    expect(
      (await call(owner, 'PUT', `/books/${book.id}/members/${unknown}`, { role: 'viewer' })).status,
    ).toBe(404)
    expect((await call(owner, 'GET', `/books/${book.id}/members/${ann.id}`)).status).toBe(404)
  })

  it('lets the owner revoke access and a member leave', async () => {
    const book = await newBook(call, owner, { visibility: 'private' })
    await share(call, owner, book.id, ann, 'viewer')
    await share(call, owner, book.id, ben, 'viewer')
    expect((await call(ann, 'DELETE', `/books/${book.id}/members/${ben.id}`)).status).toBe(403)
    expect((await call(ann, 'DELETE', `/books/${book.id}/members/${ann.id}`)).status).toBe(204)
    expect((await call(ann, 'GET', `/books/${book.id}`)).status).toBe(404)
    expect((await call(owner, 'DELETE', `/books/${book.id}/members/${ben.id}`)).status).toBe(204)
    const shared = (await call<{ items: Book[] }>(ben, 'GET', '/books?scope=shared')).body.items
    expect(shared.map((item) => item.id)).not.toContain(book.id)
    expect((await call(owner, 'DELETE', `/books/${book.id}/members/${ben.id}`)).status).toBe(404)
  })
})
