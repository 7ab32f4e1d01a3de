import { describe, expect, it } from 'vitest'
import type { MyNote, Note } from '../../../shared/notes'
import { setupTestApp } from '../../test/app'
import { allPages, caller, newBook, newPoint, share, stepClock } from '../../test/fixtures'
import { createUser, createUsers } from '../../test/users'

const ctx = await setupTestApp()
const call = caller(ctx)
const { author, me, other } = await createUsers(ctx, 'author', 'me', 'other')

describe('notes', () => {
  it('are written on a readable point and listed only to their author', async () => {
    const book = await newBook(call, author, { visibility: 'public' })
    const point = await newPoint(call, author, book.id)
    const written = await call<Note>(me, 'POST', `/points/${point.id}/notes`, { content: '  *my* note ' })
    expect(written.status).toBe(201)
    expect(written.body).toMatchObject({ pointId: point.id, content: '*my* note' })
    await call(other, 'POST', `/points/${point.id}/notes`, { content: 'theirs' })
    const mine = await call<{ items: Note[] }>(me, 'GET', `/points/${point.id}/notes`)
    expect(mine.body.items.map((note) => note.content)).toEqual(['*my* note'])
    const authors = await call<{ items: Note[] }>(author, 'GET', `/points/${point.id}/notes`)
    expect(authors.body.items).toEqual([])
  })

  it('answer 404 to anyone but their author, who may change and delete them', async () => {
    const book = await newBook(call, author)
    const point = await newPoint(call, author, book.id)
    const note = (await call<Note>(me, 'POST', `/points/${point.id}/notes`, { content: 'secret' })).body
    for (const who of [other, author]) {
      expect((await call(who, 'PATCH', `/notes/${note.id}`, { content: 'hijack' })).status).toBe(404)
      expect((await call(who, 'DELETE', `/notes/${note.id}`)).status).toBe(404)
    }
    const changed = await call<Note>(me, 'PATCH', `/notes/${note.id}`, { content: 'changed' })
    expect(changed.body.content).toBe('changed')
    expect((await call(me, 'DELETE', `/notes/${note.id}`)).status).toBe(204)
    expect((await call(me, 'DELETE', `/notes/${note.id}`)).status).toBe(404)
  })

  it('hold content to 1–10,000 characters', async () => {
    const book = await newBook(call, author)
    const point = await newPoint(call, author, book.id)
    const path = `/points/${point.id}/notes`
    expect((await call(me, 'POST', path, { content: 'n'.repeat(10_000) })).status).toBe(201)
    const long = await call(me, 'POST', path, { content: 'n'.repeat(10_001) })
    expect(long.body.error.details).toEqual([{ path: 'content', code: 'too-long' }])
    const blank = await call(me, 'POST', path, { content: ' \n ' })
    expect(blank.body.error.details).toEqual([{ path: 'content', code: 'required' }])
  })

  it('cannot be written on a point of a private book I cannot read', async () => {
    const book = await newBook(call, author, { visibility: 'private' })
    const point = await newPoint(call, author, book.id)
    expect((await call(me, 'POST', `/points/${point.id}/notes`, { content: 'x' })).status).toBe(404)
    expect((await call(me, 'GET', `/points/${point.id}/notes`)).status).toBe(404)
  })
})

describe('my notes', () => {
  it('lists them newest first with their points, page by page, leaving out points I lost', async () => {
    const restoreClock = stepClock()
    try {
      const reader = await createUser(ctx)
      const open = await newBook(call, author, { visibility: 'public' })
      const closed = await newBook(call, author, { visibility: 'private' })
      await share(call, author, closed.id, reader, 'viewer')
      const a = await newPoint(call, author, open.id, { title: 'A' })
      const b = await newPoint(call, author, closed.id, { title: 'B' })
      for (const [point, content] of [
        [a, 'a1'],
        [b, 'b1'],
        [a, 'a2'],
      ] as const)
        await call(reader, 'POST', `/points/${point.id}/notes`, { content })
      const pages = await allPages<MyNote>(call, reader, '/me/notes?limit=2')
      expect(pages.flat().map((note) => [note.content, note.point.title, note.point.bookId])).toEqual([
        ['a2', 'A', open.id],
        ['b1', 'B', closed.id],
        ['a1', 'A', open.id],
      ])
      await call(author, 'DELETE', `/books/${closed.id}/members/${reader.id}`)
      const after = await call<{ items: MyNote[] }>(reader, 'GET', '/me/notes')
      expect(after.body.items.map((note) => note.content)).toEqual(['a2', 'a1'])
    } finally {
      restoreClock()
    }
  })

  it('goes when its point is deleted', async () => {
    const book = await newBook(call, author)
    const point = await newPoint(call, author, book.id)
    const note = (await call<Note>(me, 'POST', `/points/${point.id}/notes`, { content: 'bye' })).body
    await call(author, 'DELETE', `/points/${point.id}`)
    expect((await call(me, 'PATCH', `/notes/${note.id}`, { content: 'x' })).status).toBe(404)
  })
})
