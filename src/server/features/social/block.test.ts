import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Book, Member } from '../../../shared/books'
import type { Post } from '../../../shared/posts'
import { migrationsFolder } from '../../db/migrate'
import { setupTestApp } from '../../test/app'
import { caller, newBook, share } from '../../test/fixtures'
import { createPost } from '../../test/posts'
import { createUsers, type TestUser } from '../../test/users'

/** What a block does (decision 023): what the two shared ends, and nothing offered can only fail. */
const ctx = await setupTestApp()
const call = caller(ctx)

const sharedWith = async (who: TestUser) =>
  (await call<{ items: Book[] }>(who, 'GET', '/books?scope=shared')).body.items.map((book) => book.id)
const membersOf = async (owner: TestUser, bookId: string) =>
  (await call<{ items: Member[] }>(owner, 'GET', `/books/${bookId}/members`)).body.items.map((m) => m.userId)

describe('a block and the books two people share', () => {
  it('ends the memberships both ways in the block, and no others', async () => {
    const { ana, ben, cy } = await createUsers(ctx, 'ana', 'ben', 'cy')
    const anas = await newBook(call, ana, { visibility: 'private' })
    const bens = await newBook(call, ben, { visibility: 'private' })
    await share(call, ana, anas.id, ben, 'editor')
    await share(call, ana, anas.id, cy, 'viewer')
    await share(call, ben, bens.id, ana, 'viewer')
    await share(call, ben, bens.id, cy, 'viewer')

    expect((await call(ana, 'POST', `/users/${ben.id}/block`)).status).toBe(200)
    // My book they were a member of, and theirs I was a member of: both gone, both private again.
    expect(await membersOf(ana, anas.id)).toEqual([cy.id])
    expect(await membersOf(ben, bens.id)).toEqual([cy.id])
    expect((await call(ben, 'GET', `/books/${anas.id}`)).status).toBe(404)
    expect((await call(ana, 'GET', `/books/${bens.id}`)).status).toBe(404)
    expect(await sharedWith(ben)).not.toContain(anas.id)
    expect(await sharedWith(ana)).not.toContain(bens.id)
    // Someone else's sharing is untouched.
    expect(await sharedWith(cy)).toEqual(expect.arrayContaining([anas.id, bens.id]))
  })

  it('refuses sharing a book across it, whichever of the two blocked, with BLOCKED', async () => {
    const { ana, ben } = await createUsers(ctx, 'ana', 'ben')
    const anas = await newBook(call, ana, { visibility: 'private' })
    const bens = await newBook(call, ben, { visibility: 'private' })
    expect((await call(ben, 'POST', `/users/${ana.id}/block`)).status).toBe(200)
    for (const [owner, book, other] of [
      [ana, anas, ben],
      [ben, bens, ana],
    ] as const) {
      const refused = await call(owner, 'PUT', `/books/${book.id}/members/${other.id}`, { role: 'viewer' })
      expect([refused.status, refused.body.error.code]).toEqual([403, 'BLOCKED'])
      expect(await membersOf(owner, book.id)).toEqual([])
    }
    // Unblocking brings no membership back, and sharing is open again.
    expect((await call(ben, 'DELETE', `/users/${ana.id}/block`)).status).toBe(200)
    expect(await sharedWith(ben)).toEqual([])
    await share(call, ana, anas.id, ben, 'viewer')
    expect(await sharedWith(ben)).toEqual([anas.id])
  })

  it('ends, once migrated, the memberships that blocks made before the rule left standing', async () => {
    const { ana, ben, cy } = await createUsers(ctx, 'ana', 'ben', 'cy')
    const anas = await newBook(call, ana, { visibility: 'private' })
    await share(call, ana, anas.id, ben, 'viewer')
    await share(call, ana, anas.id, cy, 'viewer')
    // A block written as the app wrote them before: without ending the sharing.
    await ctx.database.db.execute(
      sql`insert into blocks (blocker_id, blocked_id, created_at) values (${ben.id}, ${ana.id}, now())`,
    )
    const migration = readFileSync(join(migrationsFolder(), '0016_blocks_end_sharing.sql'), 'utf8')
    await ctx.database.db.execute(sql.raw(migration))
    expect(await membersOf(ana, anas.id)).toEqual([cy.id])
  })
})

describe('a block and each other’s posts', () => {
  it('leaves a post opened by its link readable, but only read, on both sides', async () => {
    const { ana, ben } = await createUsers(ctx, 'ana', 'ben')
    const anas = await createPost(ctx, ana, { title: 'Mitosis' })
    const bens = await createPost(ctx, ben, { title: 'Meiosis' })
    expect((await call(ben, 'PUT', `/posts/${anas.id}/like`)).status).toBe(200)
    expect((await call(ben, 'PUT', `/stars/post/${anas.id}`)).status).toBe(200)
    expect((await call<Post>(ben, 'GET', `/posts/${anas.slug}`)).body.can.like).toBe(true)

    expect((await call(ana, 'POST', `/users/${ben.id}/block`)).status).toBe(200)
    for (const [reader, post] of [
      [ben, anas],
      [ana, bens],
    ] as const) {
      const opened = await call<Post>(reader, 'GET', `/posts/${post.slug}`)
      expect([opened.status, opened.body.title]).toEqual([200, post.title])
      expect(opened.body.can).toMatchObject({ like: false, interact: false, report: true })
      const like = await call(reader, 'PUT', `/posts/${post.id}/like`)
      expect([like.status, like.body.error.code]).toEqual([403, 'BLOCKED'])
      const star = await call(reader, 'PUT', `/stars/post/${post.id}`)
      expect([star.status, star.body.error.code]).toEqual([403, 'BLOCKED'])
      const comment = await call(reader, 'POST', `/posts/${post.id}/comments`, { content: 'Hi' })
      expect([comment.status, comment.body.error.code]).toEqual([403, 'BLOCKED'])
    }
    // What a visitor reads anyway, and what one may always do: take one's like and star back.
    expect((await call(null, 'GET', `/posts/${anas.slug}`)).status).toBe(200)
    const unliked = await call(ben, 'DELETE', `/posts/${anas.id}/like`)
    expect([unliked.status, unliked.body.likeCount]).toEqual([200, 0])
    expect((await call(ben, 'DELETE', `/stars/post/${anas.id}`)).status).toBe(200)
    const after = (await call<Post>(ben, 'GET', `/posts/${anas.id}`)).body
    expect([after.isLiked, after.isStarred, after.can.like]).toEqual([false, false, false])
  })
})
