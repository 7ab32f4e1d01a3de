import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Post } from '../../../shared/posts'
import { posts } from '../../records/post.table'
import { setupTestApp } from '../../test/app'
import { allPages, caller, newBook, newPoint, stepClock } from '../../test/fixtures'
import { createPost } from '../../test/posts'
import { createUser, createUsers, type TestUser } from '../../test/users'
import { listPosts } from './post-list.service'

const ctx = await setupTestApp()
const call = caller(ctx)
const db = ctx.deps.database.db
const { a, b, c } = await createUsers(ctx, 'a', 'b', 'c')

describe('the social flow', () => {
  it('follow, post, feed, like, comment, reply, star, befriend, block, edit and delete, end to end', async () => {
    expect((await call(a, 'POST', `/users/${b.id}/follow`)).body).toMatchObject({
      isFollowing: true,
      followerCount: 1,
    })
    const book = await newBook(call, b)
    const created = await call<Post>(b, 'POST', '/posts', {
      kind: 'study',
      title: 'Hello world',
      content: 'Hi **there**',
      linkedBookId: book.id,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const post = created.body
    expect(post.slug).toMatch(/^hello-world-/)
    expect(post.link).toMatchObject({ kind: 'book' })
    const feed = await call(a, 'GET', '/posts?feed=following&kind=study')
    expect(feed.status, JSON.stringify(feed.body)).toBe(200)
    expect(feed.body.items.map((p: Post) => p.id)).toEqual([post.id])
    expect((await call(a, 'GET', '/posts?feed=following&kind=life')).body.items).toEqual([])
    expect((await call(null, 'GET', '/posts')).body.items).toHaveLength(1)
    expect((await call(a, 'PUT', `/posts/${post.id}/like`)).body).toMatchObject({
      isLiked: true,
      likeCount: 1,
    })
    const comment = await call(a, 'POST', `/posts/${post.id}/comments`, { content: 'nice' })
    expect(comment.status, JSON.stringify(comment.body)).toBe(201)
    const reply = await call(b, 'POST', `/posts/${post.id}/comments`, {
      content: 'thanks',
      parentId: comment.body.comment.id,
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    expect(reply.body.commentCount).toBe(2)
    const threads = await call(c, 'GET', `/posts/${post.slug}/comments`)
    expect(threads.status, JSON.stringify(threads.body)).toBe(200)
    expect(threads.body.items[0].replies[0].replyTo.id).toBe(a.id)
    const profile = await call(a, 'GET', `/profiles/${b.id}`)
    expect(profile.body).toMatchObject({
      followerCount: 1,
      postCount: 1,
      relationship: { isFollowing: true },
    })
    expect(
      (await call(c, 'GET', `/users/${b.id}/followers`)).body.items.map((p: { id: string }) => p.id),
    ).toEqual([a.id])
    await call(b, 'POST', `/users/${a.id}/follow`)
    expect(
      (await call(c, 'GET', `/users/${b.id}/friends`)).body.items.map((p: { id: string }) => p.id),
    ).toEqual([a.id])
    expect((await call(a, 'PUT', `/stars/post/${post.id}`)).status).toBe(200)
    const starred = await call(a, 'GET', '/me/stars?kind=post')
    expect(starred.body.items[0].post.id).toBe(post.id)
    expect((await call(b, 'POST', `/users/${a.id}/block`)).status).toBe(200)
    expect((await call(a, 'POST', `/users/${b.id}/follow`)).body.error.code).toBe('BLOCKED')
    expect((await call(a, 'PUT', `/posts/${post.id}/like`)).body.error.code).toBe('BLOCKED')
    // A star is acting on the post too; taking one back is not refused.
    expect((await call(b, 'PUT', `/stars/post/${post.id}`)).status).toBe(200)
    expect((await call(a, 'DELETE', `/stars/post/${post.id}`)).body).toMatchObject({ isStarred: false })
    const starAcross = await call(a, 'PUT', `/stars/post/${post.id}`)
    expect(starAcross.status).toBe(403)
    expect(starAcross.body.error.code).toBe('BLOCKED')
    expect((await call(c, 'GET', `/posts/${post.id}`)).body.starCount).toBe(1)
    expect((await call(a, 'POST', `/posts/${post.id}/comments`, { content: 'x' })).body.error.code).toBe(
      'BLOCKED',
    )
    expect((await call(a, 'GET', '/posts?feed=everyone')).body.items).toEqual([])
    expect((await call(a, 'GET', `/profiles/${b.id}`)).body).toMatchObject({
      followerCount: 0,
      followingCount: 0,
      relationship: { blocksMe: true },
    })
    expect((await call(b, 'GET', '/me/blocks')).body.items.map((p: { id: string }) => p.id)).toEqual([a.id])
    // B still finds A's comment on B's post, as a placeholder B may delete, so the count and the
    // list agree; A sees B's reply the same way; C, outside the block, sees both whole.
    const bSees = (await call(b, 'GET', `/posts/${post.id}/comments`)).body.items[0]
    expect(bSees).toMatchObject({
      blocked: true,
      content: '',
      author: null,
      can: { delete: true, reply: false },
    })
    expect(bSees.replies[0]).toMatchObject({ blocked: false, content: 'thanks' })
    const aSees = (await call(a, 'GET', `/posts/${post.id}/comments`)).body.items[0]
    expect(aSees).toMatchObject({ blocked: false, content: 'nice' })
    expect(aSees.replies[0]).toMatchObject({
      blocked: true,
      content: '',
      author: null,
      can: { delete: false },
    })
    const cSees = (await call(c, 'GET', `/posts/${post.id}/comments`)).body.items[0]
    expect([cSees.content, cSees.replies[0].content, cSees.blocked]).toEqual(['nice', 'thanks', false])
    expect((await call(b, 'DELETE', `/comments/${comment.body.comment.id}`)).body).toEqual({
      commentCount: 1,
    })
    const after = await call(c, 'GET', `/posts/${post.id}/comments`)
    expect(after.body.items[0]).toMatchObject({ deleted: true, content: '', author: null })
    expect((await call(b, 'PATCH', `/posts/${post.id}`, { content: 'edited' })).body.editedAt).not.toBeNull()
    expect((await call(b, 'DELETE', `/posts/${post.id}`)).status).toBe(204)
    expect((await call(b, 'GET', `/profiles/${b.id}`)).body.postCount).toBe(0)
  })
})

describe('writing posts', () => {
  it('refuses bad input with the field at fault and writes nothing', async () => {
    const writer = await createUser(ctx)
    const cases: [unknown, string][] = [
      [{ content: '' }, 'content'],
      [{ content: 'x'.repeat(10_001) }, 'content'],
      [{ content: 'a\u0000b' }, 'content'],
      [{ content: 'ok', title: 't'.repeat(201) }, 'title'],
      [{ content: 'ok', kind: 'poem' }, 'kind'],
    ]
    for (const [body, path] of cases) {
      const reply = await call(writer, 'POST', '/posts', body)
      expect(reply.status, JSON.stringify(body).slice(0, 60)).toBe(400)
      expect(reply.body.error.details).toContainEqual(expect.objectContaining({ path }))
    }
    expect((await call(writer, 'GET', `/posts?author=${writer.id}`)).body.items).toEqual([])
    expect((await call(writer, 'GET', `/profiles/${writer.id}`)).body.postCount).toBe(0)
  })

  it('links only my own book or point, and only from a study post', async () => {
    const [writer, other] = [await createUser(ctx), await createUser(ctx)]
    const theirs = await newBook(call, other)
    const mine = await newBook(call, writer)
    const point = await newPoint(call, writer, mine.id, { title: 'Osmosis' })
    const refused = await call(writer, 'POST', '/posts', { content: 'x', linkedBookId: theirs.id })
    expect(refused.body.error.details).toEqual([{ path: 'linkedBookId', code: 'invalid' }])
    const life = await call(writer, 'POST', '/posts', { kind: 'life', content: 'x', linkedBookId: mine.id })
    expect(life.status).toBe(400)
    const linked = await call<Post>(writer, 'POST', '/posts', { content: 'x', linkedPointId: point.id })
    expect(linked.body.link).toEqual({
      kind: 'point',
      point: { id: point.id, title: 'Osmosis', book: { id: mine.id, slug: mine.slug, title: mine.title } },
    })
    // Turning it into a life post drops the link.
    const edited = await call<Post>(writer, 'PATCH', `/posts/${linked.body.id}`, { kind: 'life' })
    expect(edited.body).toMatchObject({ kind: 'life', link: null })
  })

  it('opens by id or by slug in any case; a banned post is its author’s alone', async () => {
    const writer = await createUser(ctx)
    const made = await createPost(ctx, writer, { title: 'Mitosis Phases', content: 'x' })
    expect(made.slug).toMatch(/^mitosis-phases-[a-z0-9]{6}$/)
    expect((await call(null, 'GET', `/posts/${made.slug.toUpperCase()}`)).body.id).toBe(made.id)
    await ctx.database.db.update(posts).set({ bannedAt: new Date() }).where(eq(posts.id, made.id))
    expect((await call(null, 'GET', `/posts/${made.id}`)).status).toBe(404)
    expect((await call(writer, 'GET', `/posts/${made.id}`)).status).toBe(200)
    const everyone = await call(writer, 'GET', '/posts?feed=everyone&limit=100')
    expect(everyone.body.items.map((p: Post) => p.id)).not.toContain(made.id)
  })
})

describe('feeds', () => {
  it('page newest first without gaps; Following holds me and the people I follow', async () => {
    const restore = stepClock()
    try {
      const [reader, followed, stranger] = [
        await createUser(ctx),
        await createUser(ctx),
        await createUser(ctx),
      ]
      await call(reader, 'POST', `/users/${followed.id}/follow`)
      const made: string[] = []
      for (let i = 0; i < 7; i++) {
        const author = [reader, followed, stranger][i % 3] as TestUser
        const post = await createPost(ctx, author, { content: `Post ${i}`, kind: i % 2 ? 'life' : 'study' })
        if (author !== stranger) made.push(post.id)
      }
      const pages = await allPages<Post>(call, reader, '/posts?feed=following&limit=2')
      expect(pages.flat().map((p) => p.id)).toEqual([...made].reverse())
      const study = await allPages<Post>(call, reader, '/posts?feed=following&kind=study&limit=2')
      expect(study.flat().every((p) => p.kind === 'study')).toBe(true)
      // Both plans of Following (chosen by how much the followees wrote) give the same pages.
      const actor = { id: reader.id, role: 'user' as const, isBanned: false }
      for (const kind of [undefined, 'study'] as const) {
        const byPlan = await Promise.all(
          (['dense', 'sparse'] as const).map(async (plan) => {
            const ids: string[] = []
            let cursor: string | undefined
            do {
              const page = await listPosts(db, actor, { feed: 'following', kind, limit: 2, cursor }, plan)
              ids.push(...page.items.map((p) => p.id))
              cursor = page.nextCursor ?? undefined
            } while (cursor)
            return ids
          }),
        )
        expect(byPlan[0]).toEqual(byPlan[1])
        expect(byPlan[0]).toEqual(kind ? study.flat().map((p) => p.id) : [...made].reverse())
      }
      await call(reader, 'DELETE', `/users/${followed.id}/follow`)
      const after = await allPages<Post>(call, reader, '/posts?feed=following')
      expect(after.flat().every((p) => p.authorId === reader.id)).toBe(true)
      expect((await call(null, 'GET', '/posts?feed=following')).status).toBe(401)
      expect((await call(reader, 'GET', '/posts?cursor=bogus')).status).toBe(400)
    } finally {
      restore()
    }
  })
})

describe('comments', () => {
  it('thread replies under the first comment, page them, and leave a placeholder', async () => {
    const restore = stepClock()
    try {
      const [writer, x, y] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)]
      const made = await createPost(ctx, writer, { content: 'Discuss' })
      const path = `/posts/${made.id}/comments`
      const root = (await call(x, 'POST', path, { content: 'First' })).body.comment
      const replies: string[] = []
      let answer = root.id
      for (let i = 0; i < 5; i++) {
        const reply = await call(i % 2 ? x : y, 'POST', path, { content: `Reply ${i}`, parentId: answer })
        expect(reply.body.comment.parentId).toBe(root.id)
        replies.push(reply.body.comment.id)
        answer = reply.body.comment.id
      }
      const second = await call(y, 'POST', path, { content: 'Second thread' })
      const threads = (await call(null, 'GET', path)).body.items
      expect(threads.map((t: { id: string }) => t.id)).toEqual([root.id, second.body.comment.id])
      expect(threads[0].replyCount).toBe(5)
      expect(threads[0].replies.map((r: { id: string }) => r.id)).toEqual(replies.slice(0, 3))
      expect(threads[0].replies[1].replyTo.id).toBe(y.id)
      const paged = await allPages<{ id: string }>(call, null, `${path}?parentId=${root.id}&limit=2`)
      expect(paged.flat().map((r) => r.id)).toEqual(replies)

      // The first comment goes but its replies stay; the placeholder goes with the last reply.
      expect((await call(y, 'DELETE', `/comments/${root.id}`)).status).toBe(403)
      expect((await call(x, 'DELETE', `/comments/${root.id}`)).body.commentCount).toBe(6)
      const placeholder = (await call(null, 'GET', path)).body.items[0]
      expect(placeholder).toMatchObject({ id: root.id, deleted: true, content: '', author: null })
      for (const id of replies) expect((await call(writer, 'DELETE', `/comments/${id}`)).status).toBe(200)
      const left = (await call(null, 'GET', path)).body.items
      expect(left.map((t: { id: string }) => t.id)).toEqual([second.body.comment.id])
      expect((await call(null, 'GET', `/posts/${made.id}`)).body.commentCount).toBe(1)
      expect((await call(x, 'POST', path, { content: 'c'.repeat(2001) })).status).toBe(400)
    } finally {
      restore()
    }
  })
})
