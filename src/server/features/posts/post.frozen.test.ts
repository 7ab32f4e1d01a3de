import { describe, expect, it } from 'vitest'
import type { CommentThread, Post } from '../../../shared/posts'
import { setupTestApp } from '../../test/app'
import { caller } from '../../test/fixtures'
import { createComment, createPost } from '../../test/posts'
import { createUser, createUsers, type TestUser } from '../../test/users'

/**
 * A banned post is frozen for its author too, as a banned book is (decision 013): otherwise the
 * author could swap its words after the ban, and an admin lifting it would publish text they
 * never reviewed.
 */
const ctx = await setupTestApp({ ADMIN_EMAILS: 'mod@example.test' })
const call = caller(ctx)
const admin = await createUser(ctx, { email: 'mod@example.test' })

async function bannedPost(author: TestUser, commenter: TestUser) {
  const post = await createPost(ctx, author, { title: 'Reviewed', content: 'As reviewed' })
  const comment = await createComment(ctx, commenter, post.id, { content: 'Hi' })
  const ban = await call(admin, 'POST', `/admin/content/post/${post.id}/ban`, { note: 'Rude' })
  expect(ban.status, JSON.stringify(ban.body)).toBe(200)
  return { post, commentId: comment.comment.id }
}

const refusal = [403, 'CONTENT_BANNED', 'This content has been banned by an admin']
const statusOf = (reply: { status: number; body: { error?: { code: string; message: string } } }) => [
  reply.status,
  reply.body.error?.code,
  reply.body.error?.message,
]

describe('a banned post, for its author', () => {
  it('refuses an edit, a comment, a reply and deleting a comment, and says so in `can`', async () => {
    const { author, reader } = await createUsers(ctx, 'author', 'reader')
    const { post, commentId } = await bannedPost(author, reader)
    const p = `/posts/${post.id}`
    expect(statusOf(await call(author, 'PATCH', p, { content: 'Swapped after the ban' }))).toEqual(refusal)
    expect(statusOf(await call(author, 'PATCH', `/posts/${post.slug}`, { title: 'New' }))).toEqual(refusal)
    expect(statusOf(await call(author, 'POST', `${p}/comments`, { content: 'Still here' }))).toEqual(refusal)
    const reply = await call(author, 'POST', `${p}/comments`, { content: 'Reply', parentId: commentId })
    expect(statusOf(reply)).toEqual(refusal)
    expect(statusOf(await call(author, 'DELETE', `/comments/${commentId}`))).toEqual(refusal)

    const seen = await call<Post>(author, 'GET', p)
    expect([seen.body.title, seen.body.content, seen.body.editedAt]).toEqual([
      'Reviewed',
      'As reviewed',
      null,
    ])
    expect([seen.body.commentCount, seen.body.can]).toEqual([
      1,
      { edit: false, delete: true, like: true, interact: false, report: false },
    ])
    const thread = (await call<{ items: CommentThread[] }>(author, 'GET', `${p}/comments`)).body.items
    expect(thread.map((c) => [c.content, c.can])).toEqual([['Hi', { delete: false, reply: false }]])
  })

  it('still lets them like, star and delete it', async () => {
    const { author, reader } = await createUsers(ctx, 'author', 'reader')
    const { post } = await bannedPost(author, reader)
    expect((await call(author, 'PUT', `/posts/${post.id}/like`)).status).toBe(200)
    expect((await call(author, 'DELETE', `/posts/${post.id}/like`)).status).toBe(200)
    expect((await call(author, 'PUT', `/stars/post/${post.id}`)).status).toBe(200)
    expect((await call(author, 'DELETE', `/posts/${post.id}`)).status).toBe(204)
    expect((await call(author, 'GET', `/posts/${post.id}`)).status).toBe(404)
  })

  it('offers an admin reading it no like or star, as the server answers 404 to them', async () => {
    const { author, reader } = await createUsers(ctx, 'author', 'reader')
    const { post } = await bannedPost(author, reader)
    const read = await call<Post>(admin, 'GET', `/posts/${post.id}`)
    expect([read.status, read.body.can.like]).toEqual([200, false])
    expect((await call(admin, 'PUT', `/posts/${post.id}/like`)).status).toBe(404)
    expect((await call(admin, 'PUT', `/stars/post/${post.id}`)).status).toBe(404)
  })

  it('thaws when the ban is lifted', async () => {
    const { author, reader } = await createUsers(ctx, 'author', 'reader')
    const { post, commentId } = await bannedPost(author, reader)
    await call(admin, 'POST', `/admin/content/post/${post.id}/unban`)
    const seen = await call<Post>(author, 'GET', `/posts/${post.id}`)
    expect(seen.body.can).toEqual({ edit: true, delete: true, like: true, interact: true, report: false })
    expect((await call(author, 'PATCH', `/posts/${post.id}`, { content: 'Edited' })).status).toBe(200)
    expect((await call(author, 'POST', `/posts/${post.id}/comments`, { content: 'Back' })).status).toBe(201)
    expect((await call(author, 'DELETE', `/comments/${commentId}`)).status).toBe(200)
  })
})
