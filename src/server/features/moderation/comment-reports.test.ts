import { describe, expect, it } from 'vitest'
import type { AuditEntry, Report } from '../../../shared/moderation'
import type { Notification } from '../../../shared/notifications'
import type { CommentThread } from '../../../shared/posts'
import { setupTestApp } from '../../test/app'
import { allPages, caller } from '../../test/fixtures'
import { createComment, createPost } from '../../test/posts'
import { createUser, createUsers, type TestUser } from '../../test/users'

const ctx = await setupTestApp({ ADMIN_EMAILS: 'mod@example.test' })
const call = caller(ctx)
const admin = await createUser(ctx, { email: 'mod@example.test' })

async function reports(status = 'open'): Promise<Report[]> {
  return (
    await allPages<Report>(call, admin, `/admin/reports?targetType=comment&status=${status}&limit=2`)
  ).flat()
}

async function adminNotices(user: TestUser): Promise<Notification[]> {
  const reply = await call(user, 'GET', '/notifications?limit=50')
  return (reply.body.items as Notification[]).filter((n) => n.type === 'admin')
}

async function threadOf(user: TestUser | null, postId: string): Promise<CommentThread[]> {
  return (await call(user, 'GET', `/posts/${postId}/comments?limit=50`)).body.items
}

describe('reports on comments (issue 44, item 12)', () => {
  it('files a report on a comment or a reply, keeps its words, and lists it under comments', async () => {
    const { reporter, author, writer } = await createUsers(ctx, 'reporter', 'author', 'writer')
    const post = await createPost(ctx, author, { kind: 'life', title: 'A thread', content: 'Hi' })
    const { comment } = await createComment(ctx, writer, post.id, { content: 'You are **all** fools' })
    const { comment: reply } = await createComment(ctx, writer, post.id, {
      content: 'And a reply',
      parentId: comment.id,
    })
    for (const target of [comment, reply]) {
      const filed = await call(reporter, 'POST', '/reports', {
        targetType: 'comment',
        targetId: target.id,
        reason: 'harassment',
        content: 'Insults',
      })
      expect(filed.status, JSON.stringify(filed.body)).toBe(201)
    }
    const open = await reports()
    const row = open.find((r) => r.target.id === comment.id)
    expect(row?.target).toMatchObject({
      type: 'comment',
      // Markdown as the words it reads as.
      label: 'You are all fools',
      preview: 'You are all fools',
      link: `/posts/${post.slug}`,
      owner: expect.objectContaining({ id: writer.id }),
      isDeleted: false,
      bannedAt: null,
      reportCount: 1,
    })
    expect(open.some((r) => r.target.id === reply.id)).toBe(true)
    const page = await call(admin, 'GET', '/admin/reports?targetType=comment')
    expect(page.body.openCounts.comment).toBeGreaterThanOrEqual(2)
  })

  it('refuses my own comment, one I cannot see, and a deleted one', async () => {
    const { me, author, blocker } = await createUsers(ctx, 'me', 'author', 'blocker')
    const post = await createPost(ctx, author, { kind: 'life', title: 'Mine', content: 'x' })
    const { comment: mine } = await createComment(ctx, me, post.id)
    const own = await call(me, 'POST', '/reports', { targetType: 'comment', targetId: mine.id, content: 'x' })
    expect([own.status, own.body.error.code]).toEqual([400, 'CANNOT_REPORT_SELF'])
    // Someone who blocked me: their comment is not mine to see, so not mine to report.
    const { comment: theirs } = await createComment(ctx, blocker, post.id)
    expect((await call(blocker, 'POST', `/users/${me.id}/block`)).status).toBeLessThan(300)
    const hidden = await call(me, 'POST', '/reports', {
      targetType: 'comment',
      targetId: theirs.id,
      content: 'x',
    })
    expect(hidden.status).toBe(404)
    const { comment: gone } = await createComment(ctx, author, post.id)
    expect((await call(author, 'DELETE', `/comments/${gone.id}`)).status).toBe(200)
    const deleted = await call(me, 'POST', '/reports', {
      targetType: 'comment',
      targetId: gone.id,
      content: 'x',
    })
    expect(deleted.status).toBe(404)
  })

  it('an admin removes it: gone from the thread, its author and the reporter told, the audit log says so', async () => {
    const { reporter, author, writer } = await createUsers(ctx, 'reporter', 'author', 'writer')
    const post = await createPost(ctx, author, { kind: 'life', title: 'Removed', content: 'x' })
    const { comment } = await createComment(ctx, writer, post.id, { content: 'Buy cheap pills' })
    const filed = await call(reporter, 'POST', '/reports', {
      targetType: 'comment',
      targetId: comment.id,
      reason: 'spam',
      content: 'Spam',
    })
    const removed = await call(admin, 'DELETE', `/admin/content/comment/${comment.id}`, {
      note: 'No ads here',
    })
    expect(removed.status, JSON.stringify(removed.body)).toBe(200)
    expect(removed.body).toEqual({ resolved: 1 })
    expect((await threadOf(reporter, post.id)).map((t) => t.id)).not.toContain(comment.id)
    expect((await call(author, 'GET', `/posts/${post.id}`)).body.commentCount).toBe(0)
    expect(await adminNotices(writer)).toContainEqual(
      expect.objectContaining({
        notice: 'comment-deleted',
        title: 'Buy cheap pills',
        content: 'No ads here',
      }),
    )
    expect(await adminNotices(reporter)).toContainEqual(
      expect.objectContaining({
        notice: 'report-actioned',
        title: 'Buy cheap pills',
        content: 'No ads here',
      }),
    )
    const resolved = (await reports('resolved')).find((r) => r.id === filed.body.id)
    expect(resolved).toMatchObject({ outcome: 'content-deleted', note: 'No ads here' })
    expect(resolved?.target).toMatchObject({ isDeleted: true, link: null })
    const log: AuditEntry[] = (await call(admin, 'GET', '/admin/audit?limit=20')).body.items
    expect(log).toContainEqual(
      expect.objectContaining({ action: 'comment.delete', targetType: 'comment', targetId: comment.id }),
    )
    // Once removed, there is nothing left to remove.
    expect((await call(admin, 'DELETE', `/admin/content/comment/${comment.id}`)).status).toBe(404)
  })

  it('keeps a thread with replies as a placeholder when its first comment is removed', async () => {
    const { author, writer, replier } = await createUsers(ctx, 'author', 'writer', 'replier')
    const post = await createPost(ctx, author, { kind: 'life', title: 'Placeholder', content: 'x' })
    const { comment } = await createComment(ctx, writer, post.id, { content: 'Rude' })
    await createComment(ctx, replier, post.id, { content: 'Kind reply', parentId: comment.id })
    expect((await call(admin, 'DELETE', `/admin/content/comment/${comment.id}`)).status).toBe(200)
    const [thread] = await threadOf(replier, post.id)
    expect(thread).toMatchObject({ id: comment.id, deleted: true, content: '', author: null })
    expect(thread?.replies?.map((r) => r.content)).toEqual(['Kind reply'])
  })

  it('dismissing or banning the author resolves it, and the reporter is told', async () => {
    const { reporter, author, writer, other } = await createUsers(
      ctx,
      'reporter',
      'author',
      'writer',
      'other',
    )
    const post = await createPost(ctx, author, { kind: 'life', title: 'Dismiss', content: 'x' })
    const { comment: mild } = await createComment(ctx, writer, post.id, { content: 'Mild' })
    const { comment: awful } = await createComment(ctx, other, post.id, { content: 'Awful' })
    const first = await call(reporter, 'POST', '/reports', {
      targetType: 'comment',
      targetId: mild.id,
      content: 'x',
    })
    const second = await call(reporter, 'POST', '/reports', {
      targetType: 'comment',
      targetId: awful.id,
      content: 'y',
    })
    expect((await call(admin, 'POST', `/admin/reports/${first.body.id}/resolve`, {})).body).toEqual({
      resolved: 1,
    })
    const ban = await call(admin, 'POST', `/admin/users/${other.id}/ban`, { note: 'Abuse' })
    expect(ban.body.resolved).toBe(1)
    const resolved = await reports('resolved')
    expect(resolved.find((r) => r.id === first.body.id)?.outcome).toBe('dismissed')
    expect(resolved.find((r) => r.id === second.body.id)?.outcome).toBe('user-banned')
    const notices = (await adminNotices(reporter)).map((n) => [n.notice, n.title])
    expect(notices).toContainEqual(['report-dismissed', 'Mild'])
    expect(notices).toContainEqual(['report-actioned', 'Awful'])
  })

  it('only admins remove comments this way; a comment is never banned', async () => {
    const { author, writer } = await createUsers(ctx, 'author', 'writer')
    const post = await createPost(ctx, author, { kind: 'life', title: 'Guard', content: 'x' })
    const { comment } = await createComment(ctx, writer, post.id)
    expect((await call(author, 'DELETE', `/admin/content/comment/${comment.id}`)).status).toBe(403)
    expect((await call(null, 'DELETE', `/admin/content/comment/${comment.id}`)).status).toBe(401)
    expect((await call(admin, 'POST', `/admin/content/comment/${comment.id}/ban`, {})).status).toBe(400)
  })
})
