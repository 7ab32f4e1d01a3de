import { describe, expect, it } from 'vitest'
import type { Notification } from '../../../shared/notifications'
import { setupTestApp } from '../../test/app'
import { caller } from '../../test/fixtures'
import { createComment, createPost } from '../../test/posts'
import { createUsers, type TestUser } from '../../test/users'

const ctx = await setupTestApp()
const call = caller(ctx)

async function inbox(user: TestUser): Promise<Notification[]> {
  const reply = await call<{ items: Notification[] }>(user, 'GET', '/notifications')
  expect(reply.status).toBe(200)
  return reply.body.items
}

describe('a notification’s preview', () => {
  it('quotes a comment’s and a reply’s Markdown as the plain words they show', async () => {
    const { author, fan } = await createUsers(ctx, 'author', 'fan')
    const post = await createPost(ctx, author, { title: 'Exam week', content: 'Any tips?' })
    const { comment } = await createComment(ctx, fan, post.id, {
      content: '我们**加油**吧!\n\n> see [my notes](https://example.test/n) and $E = mc^2$',
    })
    await createComment(ctx, author, post.id, { content: '`Thanks`, *really*', parentId: comment.id })
    const told = (who: TestUser, type: string) =>
      inbox(who).then((items) => items.find((n) => n.type === type)?.content)
    expect(await told(author, 'comment')).toBe('我们加油吧! see my notes and E = mc^2')
    expect(await told(fan, 'reply')).toBe('Thanks, really')
  })
})
