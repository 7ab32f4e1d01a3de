import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Book } from '../../../shared/books'
import type { Note } from '../../../shared/notes'
import type { PointDetail } from '../../../shared/points'
import { books } from '../../records/book.table'
import { setupTestApp } from '../../test/app'
import { type Caller, caller, newBook, newPoint, share } from '../../test/fixtures'
import { createUser, type TestUser } from '../../test/users'

/**
 * The access matrix: every knowledge route, called by each kind of caller on a public, a
 * private and a banned book, must answer exactly these statuses. Private and banned books are
 * 404 to outsiders (never 403); a readable book refuses a write with 403. A banned book is
 * frozen for its owner (decision 013): what changes or spreads it is 403 `CONTENT_BANNED`.
 */
const ctx = await setupTestApp()
const call = caller(ctx)

const WHO = ['anonymous', 'stranger', 'viewer', 'editor', 'owner'] as const
type Who = (typeof WHO)[number]
type Kind = 'public' | 'private' | 'banned'

const cast = {} as Record<Exclude<Who, 'anonymous'>, TestUser>
const ownTarget = {} as Record<Who, string>

interface Fixture {
  book: Book
  point: PointDetail
  note: Note
}

async function fixture(kind: Kind): Promise<Fixture> {
  const visibility = kind === 'private' ? 'private' : 'public'
  const book = await newBook(call, cast.owner, { title: `${kind} book`, visibility })
  await share(call, cast.owner, book.id, cast.viewer, 'viewer')
  await share(call, cast.owner, book.id, cast.editor, 'editor')
  const point = await newPoint(call, cast.owner, book.id)
  const note = (await call<Note>(cast.owner, 'POST', `/points/${point.id}/notes`, { content: 'mine' })).body
  if (kind === 'banned')
    await ctx.database.db.update(books).set({ bannedAt: new Date() }).where(eq(books.id, book.id))
  return { book, point, note }
}

interface Case {
  method: string
  path: (f: Fixture, who: Who) => string
  body?: (f: Fixture, who: Who) => unknown
  /** Statuses for anonymous, stranger, viewer, editor, owner. */
  open: string
  /** On a private book, when it differs from `open`. */
  closed?: string
  /** The route acts on the fixture's book: a banned book is then 404 to all but its owner. */
  onBook?: boolean
  /** It changes or spreads the book: refused to the owner of a banned one (`CONTENT_BANNED`). */
  frozen?: boolean
  /** It changes the fixture for good: each caller gets a fresh one. */
  fresh?: boolean
}

const b = (f: Fixture) => `/books/${f.book.id}`
const p = (f: Fixture) => `/points/${f.point.id}`
const title = () => ({ title: 'Changed' })

const CASES: Record<string, Case> = {
  'GET /books explore': { method: 'GET', path: () => '/books', open: '200 200 200 200 200' },
  'GET /books mine': { method: 'GET', path: () => '/books?scope=mine', open: '401 200 200 200 200' },
  'GET /books shared': { method: 'GET', path: () => '/books?scope=shared', open: '401 200 200 200 200' },
  'POST /books': { method: 'POST', path: () => '/books', body: title, open: '401 201 201 201 201' },
  'GET /books/{id}': { method: 'GET', path: b, open: '200 200 200 200 200', closed: '404 404 200 200 200' },
  'GET /books/{slug}': {
    method: 'GET',
    path: (f) => `/books/${f.book.slug.toUpperCase()}`,
    open: '200 200 200 200 200',
    closed: '404 404 200 200 200',
  },
  'PATCH /books/{id}': {
    method: 'PATCH',
    path: b,
    body: title,
    frozen: true,
    open: '401 403 403 403 200',
    closed: '401 404 403 403 200',
  },
  'DELETE /books/{id}': {
    method: 'DELETE',
    path: b,
    open: '401 403 403 403 204',
    closed: '401 404 403 403 204',
    fresh: true,
  },
  'GET /books/{id}/members': {
    method: 'GET',
    path: (f) => `${b(f)}/members`,
    open: '401 403 200 200 200',
    closed: '401 404 200 200 200',
  },
  'GET /books/{id}/members/{userId}': {
    method: 'GET',
    path: (f) => `${b(f)}/members/${cast.viewer.id}`,
    open: '401 403 200 200 200',
    closed: '401 404 200 200 200',
  },
  'PUT /books/{id}/members/{userId}': {
    method: 'PUT',
    frozen: true,
    path: (f) => `${b(f)}/members/${cast.stranger.id}`,
    body: () => ({ role: 'viewer' }),
    open: '401 403 403 403 200',
    closed: '401 404 403 403 200',
    fresh: true,
  },
  'DELETE /books/{id}/members/{viewer}': {
    method: 'DELETE',
    path: (f) => `${b(f)}/members/${cast.viewer.id}`,
    open: '401 403 204 403 204',
    closed: '401 404 204 403 204',
    fresh: true,
  },
  'POST /books/{id}/copy': {
    method: 'POST',
    frozen: true,
    path: (f) => `${b(f)}/copy`,
    open: '401 403 201 201 201',
    closed: '401 404 201 201 201',
  },
  'GET /books/{id}/points': {
    method: 'GET',
    path: (f) => `${b(f)}/points`,
    open: '200 200 200 200 200',
    closed: '404 404 200 200 200',
  },
  'POST /books/{id}/points': {
    method: 'POST',
    frozen: true,
    path: (f) => `${b(f)}/points`,
    body: title,
    open: '401 403 403 201 201',
    closed: '401 404 403 201 201',
  },
  'GET /points/{id}': { method: 'GET', path: p, open: '200 200 200 200 200', closed: '404 404 200 200 200' },
  'PATCH /points/{id}': {
    method: 'PATCH',
    frozen: true,
    path: p,
    body: () => ({ title: 'Changed', position: 0 }),
    open: '401 403 403 200 200',
    closed: '401 404 403 200 200',
  },
  'DELETE /points/{id}': {
    method: 'DELETE',
    frozen: true,
    path: p,
    open: '401 403 403 204 204',
    closed: '401 404 403 204 204',
    fresh: true,
  },
  'POST /points/{id}/copy': {
    method: 'POST',
    frozen: true,
    path: (f) => `${p(f)}/copy`,
    body: (_, who) => ({ bookId: ownTarget[who] }),
    open: '401 403 201 201 201',
    closed: '401 404 201 201 201',
  },
  'GET /points/{id}/notes': {
    method: 'GET',
    path: (f) => `${p(f)}/notes`,
    open: '401 200 200 200 200',
    closed: '401 404 200 200 200',
  },
  'POST /points/{id}/notes': {
    method: 'POST',
    path: (f) => `${p(f)}/notes`,
    body: () => ({ content: 'a note' }),
    open: '401 201 201 201 201',
    closed: '401 404 201 201 201',
  },
  'PATCH /notes/{id}': {
    method: 'PATCH',
    path: (f) => `/notes/${f.note.id}`,
    body: () => ({ content: 'changed' }),
    open: '401 404 404 404 200',
  },
  'DELETE /notes/{id}': {
    method: 'DELETE',
    path: (f) => `/notes/${f.note.id}`,
    open: '401 404 404 404 204',
    fresh: true,
  },
  'GET /me/notes': { method: 'GET', path: () => '/me/notes', open: '401 200 200 200 200' },
  'PUT /stars/book/{id}': {
    method: 'PUT',
    path: (f) => `/stars/book/${f.book.id}`,
    open: '401 200 200 200 200',
    closed: '401 404 200 200 200',
  },
  'DELETE /stars/book/{id}': {
    method: 'DELETE',
    path: (f) => `/stars/book/${f.book.id}`,
    open: '401 200 200 200 200',
    closed: '401 404 200 200 200',
  },
  'PUT /stars/point/{id}': {
    method: 'PUT',
    path: (f) => `/stars/point/${f.point.id}`,
    open: '401 200 200 200 200',
    closed: '401 404 200 200 200',
  },
  'DELETE /stars/point/{id}': {
    method: 'DELETE',
    path: (f) => `/stars/point/${f.point.id}`,
    open: '401 200 200 200 200',
    closed: '401 404 200 200 200',
  },
  'GET /me/stars': { method: 'GET', path: () => '/me/stars', open: '401 200 200 200 200' },
}

// Which routes act on the book: the lists, /me/… and POST /books do not.
const NOT_ON_BOOK = new Set(['GET /books explore', 'GET /books mine', 'GET /books shared', 'POST /books'])
NOT_ON_BOOK.add('GET /me/notes').add('GET /me/stars')

/** What each caller should get on a book of this kind. */
function expected(name: string, test: Case, kind: Kind): number[] {
  const open = test.open.split(' ').map(Number)
  if (kind === 'public' || NOT_ON_BOOK.has(name)) return open
  if (kind === 'private') return (test.closed ?? test.open).split(' ').map(Number)
  // Banned: everyone else is told it does not exist; the owner reads, exports, removes members
  // and deletes it, but may not change or spread it.
  return open.map((status, i) => {
    if (status === 401) return status
    if (i === 4) return test.frozen ? 403 : status
    return 404
  })
}

const shared = {} as Record<Kind, Fixture>

beforeAll(async () => {
  for (const who of ['owner', 'editor', 'viewer', 'stranger'] as const) cast[who] = await createUser(ctx)
  for (const who of ['owner', 'editor', 'viewer', 'stranger'] as const)
    ownTarget[who] = (await newBook(call, cast[who], { visibility: 'private' })).id
  ownTarget.anonymous = ownTarget.owner
  for (const kind of ['public', 'private', 'banned'] as const) shared[kind] = await fixture(kind)
})

const userOf = (who: Who): Caller => (who === 'anonymous' ? null : cast[who])

describe.each(['public', 'private', 'banned'] as const)('on a %s book', (kind) => {
  it.each(Object.entries(CASES))('%s', async (name, test) => {
    const statuses: number[] = []
    for (const who of WHO) {
      const f = test.fresh ? await fixture(kind) : shared[kind]
      const reply = await call(userOf(who), test.method, test.path(f, who), test.body?.(f, who))
      statuses.push(reply.status)
      if (reply.status === 401) expect(reply.body.error.code).toBe('UNAUTHORIZED')
      if (kind === 'banned' && who === 'owner' && test.frozen)
        expect(reply.body.error?.code, name).toBe('CONTENT_BANNED')
    }
    expect(Object.fromEntries(WHO.map((who, i) => [who, statuses[i]]))).toEqual(
      Object.fromEntries(WHO.map((who, i) => [who, expected(name, test, kind)[i]])),
    )
  })
})

describe('lists', () => {
  it('never show a private or banned book to an outsider, nor a banned one to its members', async () => {
    for (const who of WHO) {
      const explore = await call<{ items: Book[] }>(userOf(who), 'GET', '/books?limit=100')
      const ids = explore.body.items.map((book) => book.id)
      expect(ids).toContain(shared.public.book.id)
      expect(ids).not.toContain(shared.private.book.id)
      expect(ids).not.toContain(shared.banned.book.id)
    }
    for (const who of ['viewer', 'editor'] as const) {
      const sharedWithMe = await call<{ items: Book[] }>(cast[who], 'GET', '/books?scope=shared&limit=100')
      const ids = sharedWithMe.body.items.map((book) => book.id)
      expect(ids).toContain(shared.private.book.id)
      expect(ids).not.toContain(shared.banned.book.id)
    }
    const strangers = await call<{ items: Book[] }>(cast.stranger, 'GET', '/books?scope=shared&limit=100')
    expect(strangers.body.items.map((book) => book.id)).not.toContain(shared.private.book.id)
  })
})

describe('the API description', () => {
  it('documents every route of the matrix', async () => {
    const document = await (await ctx.app.request('/api/openapi.json')).json()
    const documented = Object.entries(document.paths as Record<string, object>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    )
    const routes = Object.keys(CASES).map((name) =>
      name
        .replace(/ (explore|mine|shared)$/, '')
        .replace('{slug}', '{idOrSlug}')
        .replace(/\/books\/\{id\}$/, '/books/{idOrSlug}')
        .replace(/\{viewer\}/, '{userId}')
        .replace(/\/stars\/(book|point)\//, '/stars/{kind}/'),
    )
    expect(documented).toEqual(expect.arrayContaining(routes))
  })
})
