import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Notification } from '../../../shared/notifications'
import { rowsOf } from '../../db/rows'
import { createJobRunner } from '../../jobs/jobs'
import { createLogger } from '../../lib/logger'
import { setupTestApp } from '../../test/app'
import { allPages, caller, newBook } from '../../test/fixtures'
import { createUser, createUsers, type TestUser } from '../../test/users'
import { POST_FANOUT, postFanout } from './post-fanout'

const ctx = await setupTestApp()
const call = caller(ctx)
const db = ctx.deps.database.db

async function inbox(user: TestUser): Promise<Notification[]> {
  const pages = await allPages<Notification>(call, user, '/notifications?limit=5')
  return pages.flat()
}

async function unread(user: TestUser): Promise<number> {
  const reply = await call(user, 'GET', '/notifications/unread-count')
  expect(reply.status).toBe(200)
  return reply.body.count
}

async function newPost(user: TestUser, title = 'A post') {
  const reply = await call(user, 'POST', '/posts', { kind: 'study', title, content: 'Body of the post' })
  expect(reply.status, JSON.stringify(reply.body)).toBe(201)
  return reply.body as { id: string; slug: string }
}

describe('notifications', () => {
  it('welcome a new person with the new_user badge, and both are unread', async () => {
    const me = await createUser(ctx)
    const items = await inbox(me)
    expect(items.map((n) => [n.type, n.title])).toEqual([
      ['badge', 'new_user'],
      ['welcome', ''],
    ])
    expect(items.map((n) => n.seq)).toEqual([2, 1])
    expect(await unread(me)).toBe(2)
    expect((await call(me, 'GET', `/users/${me.id}/badges`)).body.items).toMatchObject([
      { badge: 'new_user' },
    ])
  })

  it('groups three likes of one post into one entry, and reading it reads the group', async () => {
    const { author, x, y, z } = await createUsers(ctx, 'author', 'x', 'y', 'z')
    await call(author, 'POST', '/notifications/read', { all: true })
    const post = await newPost(author)
    for (const liker of [x, y, z])
      expect((await call(liker, 'PUT', `/posts/${post.id}/like`)).status).toBe(200)
    // Undone and redone: still one notification from z.
    await call(z, 'DELETE', `/posts/${post.id}/like`)
    await call(z, 'PUT', `/posts/${post.id}/like`)
    expect(await unread(author)).toBe(3)
    const [entry, ...rest] = (await inbox(author)).filter((n) => !n.isRead)
    expect(rest).toEqual([])
    expect(entry).toMatchObject({ type: 'like', groupSize: 3, actorCount: 3, link: `/posts/${post.slug}` })
    expect(entry?.actor?.id).toBe(z.id)
    expect(entry?.others.map((o) => o.id)).toEqual([y.id, x.id])
    const read = await call(author, 'POST', '/notifications/read', { ids: [entry?.id] })
    expect(read.body).toEqual({ updated: 3, unread: 0 })
    // Read, they are listed one by one.
    expect((await inbox(author)).filter((n) => n.type === 'like')).toHaveLength(3)
  })

  it("quotes a post's Markdown as the plain text a reader sees", async () => {
    const { author, fan } = await createUsers(ctx, 'author', 'fan')
    const reply = await call(author, 'POST', '/posts', {
      kind: 'life',
      content: '## Day one\n\n**Bold** move, see [the notes](https://example.test/n)\n\n- `code`',
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    await call(fan, 'PUT', `/posts/${reply.body.id}/like`)
    const [like] = (await inbox(author)).filter((n) => n.type === 'like')
    expect(like?.content).toBe('Day one Bold move, see the notes code')
  })

  it('tells of follows, comments, replies and shares, never to oneself, never across a block', async () => {
    const { ana, ben, cy } = await createUsers(ctx, 'ana', 'ben', 'cy')
    for (const who of [ana, ben, cy]) await call(who, 'POST', '/notifications/read', { all: true })
    await call(ana, 'POST', `/users/${ben.id}/follow`)
    const post = await newPost(ben)
    await call(ben, 'PUT', `/posts/${post.id}/like`)
    const comment = await call(ana, 'POST', `/posts/${post.id}/comments`, { content: 'Nice  post,\nreally' })
    await call(ben, 'POST', `/posts/${post.id}/comments`, {
      content: 'Thanks',
      parentId: comment.body.comment.id,
    })
    const book = await newBook(call, cy)
    expect((await call(cy, 'PUT', `/books/${book.id}/members/${ana.id}`, { role: 'viewer' })).status).toBe(
      200,
    )
    await ctx.deps.jobs.drain()
    const benSees = (await inbox(ben)).filter((n) => !n.isRead)
    expect(benSees.map((n) => [n.type, n.actor?.id, n.content])).toEqual([
      ['comment', ana.id, 'Nice post, really'],
      ['follow', ana.id, ''],
    ])
    const anaSees = (await inbox(ana)).filter((n) => !n.isRead)
    expect(anaSees.map((n) => [n.type, n.actor?.id, n.link])).toEqual([
      ['share', cy.id, `/books/${book.slug}`],
      ['comment', ben.id, `/posts/${post.slug}`],
      ['post', ben.id, `/posts/${post.slug}`],
    ])
    // A block: nothing more either way, and what was said before is hidden.
    await call(ben, 'POST', `/users/${ana.id}/block`)
    await call(cy, 'POST', `/users/${ben.id}/follow`)
    expect((await inbox(ben)).filter((n) => !n.isRead).map((n) => n.actor?.id)).toEqual([cy.id])
    expect(await unread(ben)).toBe(1)
    expect((await inbox(ana)).some((n) => n.actor?.id === ben.id)).toBe(false)
  })

  it('says nothing of what a banned person does', async () => {
    const target = await createUser(ctx)
    const banned = await createUser(ctx)
    await call(banned, 'POST', `/users/${target.id}/follow`)
    await db.execute(sql`update users set banned = true where id = ${banned.id}`)
    expect((await inbox(target)).some((n) => n.actor?.id === banned.id)).toBe(false)
  })

  it('marks all read, refuses forged cursors and ignores other people’s ids', async () => {
    const { me, other } = await createUsers(ctx, 'me', 'other')
    const theirs = (await inbox(other))[0]
    expect((await call(me, 'POST', '/notifications/read', { ids: [theirs?.id] })).body).toEqual({
      updated: 0,
      unread: 2,
    })
    expect(await unread(other)).toBe(2)
    expect((await call(me, 'POST', '/notifications/read', { all: true })).body).toEqual({
      updated: 2,
      unread: 0,
    })
    expect((await call(me, 'GET', '/notifications?cursor=WzBd')).status).toBe(400)
    expect((await call(me, 'POST', '/notifications/read', { ids: [] })).status).toBe(400)
    expect((await call(null, 'GET', '/notifications')).status).toBe(401)
  })
})

describe('badges and titles', () => {
  it('awards posting_master once at the tenth post, even when posts race', async () => {
    const writer = await createUser(ctx)
    for (let i = 0; i < 7; i++) await newPost(writer, `Post ${i}`)
    await Promise.all([7, 8, 9, 10, 11].map((i) => newPost(writer, `Post ${i}`)))
    const badges = await call(writer, 'GET', `/users/${writer.id}/badges`)
    expect(badges.body.items.map((b: { badge: string }) => b.badge)).toEqual(['new_user', 'posting_master'])
    const told = (await inbox(writer)).filter((n) => n.type === 'badge' && n.title === 'posting_master')
    expect(told).toHaveLength(1)
  })

  it('shows an earned badge as the title, refuses an unearned one', async () => {
    const me = await createUser(ctx)
    const refused = await call(me, 'PUT', '/me/title', { badge: 'posting_master' })
    expect(refused.status).toBe(400)
    expect(refused.body.error.details).toEqual([{ path: 'badge', code: 'not-earned' }])
    expect((await call(me, 'PUT', '/me/title', { badge: 'new_user' })).body.title).toBe('new_user')
    expect((await call(null, 'GET', `/profiles/${me.id}`)).body.title).toBe('new_user')
    expect((await call(me, 'PUT', '/me/title', { badge: null })).body.title).toBe(null)
    // A field the route does not know is named, not the body as a whole.
    const unknown = await call(me, 'PUT', '/me/title', { title: 'x' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.details).toContainEqual({ path: 'title', code: 'invalid' })
    expect(unknown.body.error.details.map((issue: { path: string }) => issue.path)).not.toContain('')
  })
})

describe('the post fan-out', () => {
  it('tells every follower once, resuming after a crash where the last batch committed', async () => {
    const author = await createUser(ctx)
    const followers: TestUser[] = []
    for (let i = 0; i < 7; i++) followers.push(await createUser(ctx))
    for (const f of followers) await call(f, 'POST', `/users/${author.id}/follow`)
    // The app's own worker is stopped so this test's workers do every batch.
    await ctx.deps.jobs.drain()
    await ctx.deps.jobs.stop()
    const post = await newPost(author, 'Fan-out')
    let batches = 0
    const crashing = createJobRunner(ctx.deps.database, createLogger('silent'), {
      [POST_FANOUT]: async (tx, job) => {
        const result = await postFanout(3)(tx, job)
        // The second batch's transaction dies after its inserts: they must roll back with it.
        if (++batches === 2) throw new Error('crash')
        return result
      },
    })
    expect(await crashing.runOnce()).toBe(true)
    expect(await crashing.runOnce()).toBe(true)
    const told = async () =>
      (
        await rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from notifications where type = 'post' and dedupe_key = ${`post:${post.id}`}`,
        )
      )[0]?.n
    expect(await told()).toBe(3)
    // The failed batch waits to be retried; a fresh worker (another process) resumes.
    await db.execute(sql`update jobs set run_after = now() - interval '1 second'`)
    const resumed = createJobRunner(ctx.deps.database, createLogger('silent'), {
      [POST_FANOUT]: postFanout(3),
    })
    await resumed.drain()
    expect(await told()).toBe(7)
    for (const f of followers) expect((await inbox(f)).filter((n) => n.type === 'post')).toHaveLength(1)
    const [job] = await rowsOf<{ done: boolean }>(
      db,
      sql`select done_at is not null as done from jobs order by created_at desc limit 1`,
    )
    expect(job?.done).toBe(true)
  })
})
