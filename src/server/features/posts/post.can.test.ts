import { describe, expect, it } from 'vitest'
import type { CommentResult, CommentThread, Post } from '../../../shared/posts'
import { setupTestApp } from '../../test/app'
import { caller } from '../../test/fixtures'
import { createUsers } from '../../test/users'

/**
 * The web offers on a post and its comments exactly what `can` says, and re-derives nothing
 * (issue 43): so `can` must say what the server then allows, for every reader.
 */
const ctx = await setupTestApp()
const call = caller(ctx)

describe('a post tells each reader what they may do', () => {
  it('its author edits and deletes, others comment and report, a visitor only reports', async () => {
    const { author, reader } = await createUsers(ctx, 'author', 'reader')
    const post = (await call<Post>(author, 'POST', '/posts', { content: 'Rights' })).body
    const canOf = async (who: typeof author | null) =>
      (await call<Post>(who, 'GET', `/posts/${post.id}`)).body.can
    expect(await canOf(author)).toEqual({
      edit: true,
      delete: true,
      like: true,
      interact: true,
      report: false,
    })
    expect(await canOf(reader)).toEqual({
      edit: false,
      delete: false,
      like: true,
      interact: true,
      report: true,
    })
    expect(await canOf(null)).toEqual({
      edit: false,
      delete: false,
      like: false,
      interact: false,
      report: true,
    })
  })

  it('across a block with the post’s author, no comment may be answered, as the server refuses', async () => {
    const { author, reader, other } = await createUsers(ctx, 'author', 'reader', 'other')
    const post = (await call<Post>(author, 'POST', '/posts', { content: 'Thread' })).body
    const comment = (
      await call<CommentResult>(other, 'POST', `/posts/${post.id}/comments`, { content: 'Hi' })
    ).body.comment
    const mine = (await call<CommentResult>(reader, 'POST', `/posts/${post.id}/comments`, { content: 'Me' }))
      .body.comment
    const threads = async () =>
      (await call<{ items: CommentThread[] }>(reader, 'GET', `/posts/${post.id}/comments`)).body.items
    expect((await threads()).map((c) => [c.id, c.can])).toEqual([
      [comment.id, { delete: false, reply: true }],
      [mine.id, { delete: true, reply: true }],
    ])
    // The post's author clears their thread: every comment on it may be deleted by them.
    const asAuthor = (await call<{ items: CommentThread[] }>(author, 'GET', `/posts/${post.id}/comments`))
      .body.items
    expect(asAuthor.map((c) => c.can.delete)).toEqual([true, true])

    expect((await call(author, 'POST', `/users/${reader.id}/block`)).status).toBe(200)
    expect((await call<Post>(reader, 'GET', `/posts/${post.id}`)).body.can.interact).toBe(false)
    expect((await threads()).map((c) => [c.id, c.can.reply])).toEqual([
      [comment.id, false],
      [mine.id, false],
    ])
    const reply = await call(reader, 'POST', `/posts/${post.id}/comments`, {
      content: 'Re',
      parentId: comment.id,
    })
    expect([reply.status, reply.body.error?.code]).toEqual([403, 'BLOCKED'])
  })
})
