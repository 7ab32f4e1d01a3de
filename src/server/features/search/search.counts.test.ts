import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SearchCounts } from '../../../shared/search'
import { users } from '../../auth/auth.table'
import { setupTestApp } from '../../test/app'
import { type Caller, caller, newBook, newPoint } from '../../test/fixtures'
import { createPost } from '../../test/posts'
import { createUsers } from '../../test/users'

const ctx = await setupTestApp()
const call = caller(ctx)
const db = ctx.database.db
const { owner, stranger, poster, blocker } = await createUsers(ctx, 'owner', 'stranger', 'poster', 'blocker')

async function counts(who: Caller, q: string) {
  const reply = await call<SearchCounts>(who, 'GET', `/search/counts?q=${encodeURIComponent(q)}`)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  const { point, book, post, user } = reply.body
  return { point: point.count, book: book.count, post: post.count, user: user.count }
}

beforeAll(async () => {
  const open = await newBook(call, owner, { title: 'Okapi field guide', visibility: 'public' })
  const secret = await newBook(call, owner, { title: 'Okapi diary', visibility: 'private' })
  await newPoint(call, owner, open.id, { title: 'Okapi stripes' })
  await newPoint(call, owner, secret.id, { title: 'Okapi secrets' })
  await call(poster, 'PATCH', '/me', { name: 'Okapi keeper' })
  await createPost(ctx, poster, { kind: 'life', content: 'Fed the okapi today' })
})

describe('GET /api/search/counts', () => {
  it('counts each kind with the same matching as the results: people and posts where points have none', async () => {
    expect(await counts(null, 'keeper')).toEqual({ point: 0, book: 0, post: 0, user: 1 })
    expect(await counts(null, 'fed okap')).toEqual({ point: 0, book: 0, post: 1, user: 0 })
    const reply = await call<SearchCounts>(null, 'GET', '/search/counts?q=keeper')
    expect(reply.body.user).toEqual({ count: 1, more: false })
  })

  it('counts only what the caller may see', async () => {
    expect(await counts(owner, 'okapi')).toEqual({ point: 2, book: 2, post: 1, user: 1 })
    expect(await counts(stranger, 'okapi')).toEqual({ point: 1, book: 1, post: 1, user: 1 })
    expect(await counts(null, 'okapi')).toEqual({ point: 1, book: 1, post: 1, user: 1 })
    expect((await call(blocker, 'POST', `/users/${poster.id}/block`)).status).toBe(200)
    expect(await counts(blocker, 'okapi')).toEqual({ point: 1, book: 1, post: 0, user: 0 })
    await db.update(users).set({ banned: true }).where(eq(users.id, poster.id))
    expect(await counts(stranger, 'okapi')).toEqual({ point: 1, book: 1, post: 0, user: 0 })
    await db.update(users).set({ banned: false }).where(eq(users.id, poster.id))
  })

  it('stops counting at 99 and says there are more', async () => {
    await db.execute(sql`
      insert into posts (id, author_id, kind, slug, title, content)
      select gen_random_uuid(), ${poster.id}, 'study', 'tapir-' || n, '', 'Tapir note ' || n
      from generate_series(1, 120) as n`)
    await db.execute(sql`
      insert into post_search (id, vector, at)
      select id, '''tapir'':1B ''note'':2B'::tsvector, created_at from posts where slug like 'tapir-%'`)
    const reply = await call<SearchCounts>(stranger, 'GET', '/search/counts?q=tapir')
    expect(reply.body.post).toEqual({ count: 99, more: true })
    expect(reply.body.point).toEqual({ count: 0, more: false })
  })

  it('answers nothing-to-search queries with zeros and refuses an empty one', async () => {
    expect(await counts(null, '🦄')).toEqual({ point: 0, book: 0, post: 0, user: 0 })
    expect((await call(null, 'GET', '/search/counts?q=')).status).toBe(400)
  })
})
