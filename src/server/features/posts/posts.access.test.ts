import { beforeAll, describe, expect, it } from 'vitest'
import type { Post } from '../../../shared/posts'
import { setupTestApp } from '../../test/app'
import { caller } from '../../test/fixtures'
import { createComment, createPost } from '../../test/posts'
import { createUser, type TestUser } from '../../test/users'

/**
 * The access matrix of posts, comments and people: every route, called by each kind of caller,
 * must answer exactly these statuses. `blocked` is someone the post's author blocked; `banned`
 * has a live session on a banned account (it may read, never write).
 */
const ctx = await setupTestApp()
const call = caller(ctx)

const WHO = ['anonymous', 'stranger', 'author', 'blocked', 'banned'] as const
type Who = (typeof WHO)[number]

const cast = {} as Record<Exclude<Who, 'anonymous' | 'author'>, TestUser>

interface Fixture {
  author: TestUser
  post: Post
  /** A comment by the stranger on the post. */
  commentId: string
}

/** A fresh author who blocked `blocked`, with a post the stranger commented on. */
async function fixture(): Promise<Fixture> {
  const author = await createUser(ctx)
  const post = await createPost(ctx, author, { title: 'Matrix', content: 'A post' })
  const comment = await createComment(ctx, cast.stranger, post.id, { content: 'Hi' })
  expect((await call(author, 'POST', `/users/${cast.blocked.id}/block`)).status).toBe(200)
  return { author, post, commentId: comment.comment.id }
}

interface Case {
  method: string
  path: (f: Fixture) => string
  body?: unknown
  /** Statuses for anonymous, stranger, author, blocked, banned. */
  expect: string
}

const post = (f: Fixture) => `/posts/${f.post.id}`
const user = (f: Fixture) => `/users/${f.author.id}`

const CASES: Record<string, Case> = {
  'GET /posts everyone': { method: 'GET', path: () => '/posts', expect: '200 200 200 200 200' },
  'GET /posts following': {
    method: 'GET',
    path: () => '/posts?feed=following',
    expect: '401 200 200 200 200',
  },
  'GET /posts author': {
    method: 'GET',
    path: (f) => `/posts?author=${f.author.id}`,
    expect: '200 200 200 200 200',
  },
  'POST /posts': {
    method: 'POST',
    path: () => '/posts',
    body: { content: 'New' },
    expect: '401 201 201 201 403',
  },
  'GET /posts/{id}': { method: 'GET', path: post, expect: '200 200 200 200 200' },
  'GET /posts/{slug}': { method: 'GET', path: (f) => `/posts/${f.post.slug}`, expect: '200 200 200 200 200' },
  'PATCH /posts/{id}': {
    method: 'PATCH',
    path: post,
    body: { content: 'Edited' },
    expect: '401 403 200 403 403',
  },
  'DELETE /posts/{id}': { method: 'DELETE', path: post, expect: '401 403 204 403 403' },
  'PUT /posts/{id}/like': { method: 'PUT', path: (f) => `${post(f)}/like`, expect: '401 200 200 403 403' },
  'DELETE /posts/{id}/like': {
    method: 'DELETE',
    path: (f) => `${post(f)}/like`,
    expect: '401 200 200 200 403',
  },
  'GET /posts/{id}/comments': {
    method: 'GET',
    path: (f) => `${post(f)}/comments`,
    expect: '200 200 200 200 200',
  },
  'POST /posts/{id}/comments': {
    method: 'POST',
    path: (f) => `${post(f)}/comments`,
    body: { content: 'A comment' },
    expect: '401 201 201 403 403',
  },
  'DELETE /comments/{id}': {
    method: 'DELETE',
    path: (f) => `/comments/${f.commentId}`,
    expect: '401 200 200 403 403',
  },
  'PUT /stars/post/{id}': {
    method: 'PUT',
    path: (f) => `/stars/post/${f.post.id}`,
    expect: '401 200 200 403 403',
  },
  'POST /users/{id}/follow': {
    method: 'POST',
    path: (f) => `${user(f)}/follow`,
    expect: '401 200 400 403 403',
  },
  'DELETE /users/{id}/follow': {
    method: 'DELETE',
    path: (f) => `${user(f)}/follow`,
    expect: '401 200 200 200 403',
  },
  'POST /users/{id}/block': {
    method: 'POST',
    path: (f) => `${user(f)}/block`,
    expect: '401 200 400 200 403',
  },
  'DELETE /users/{id}/block': {
    method: 'DELETE',
    path: (f) => `${user(f)}/block`,
    expect: '401 200 200 200 403',
  },
  'GET /users/{id}/followers': {
    method: 'GET',
    path: (f) => `${user(f)}/followers`,
    expect: '200 200 200 404 200',
  },
  'GET /users/{id}/following': {
    method: 'GET',
    path: (f) => `${user(f)}/following`,
    expect: '200 200 200 404 200',
  },
  'GET /users/{id}/friends': {
    method: 'GET',
    path: (f) => `${user(f)}/friends`,
    expect: '200 200 200 404 200',
  },
  'GET /me/blocks': { method: 'GET', path: () => '/me/blocks', expect: '401 200 200 200 200' },
  'GET /profiles/{id}': {
    method: 'GET',
    path: (f) => `/profiles/${f.author.id}`,
    expect: '200 200 200 200 200',
  },
}

beforeAll(async () => {
  cast.stranger = await createUser(ctx)
  cast.blocked = await createUser(ctx)
  cast.banned = await createUser(ctx, { banned: true })
})

describe('the posts and people access matrix', () => {
  it.each(Object.entries(CASES))('%s', async (_, route) => {
    const seen: number[] = []
    for (const who of WHO) {
      const f = await fixture()
      const as = who === 'anonymous' ? null : who === 'author' ? f.author : cast[who]
      const reply = await call(as, route.method, route.path(f), route.body)
      expect(reply.status, `${who}: ${JSON.stringify(reply.body)}`).toBeLessThan(500)
      if (reply.status >= 400) expect(Object.keys(reply.body ?? {})).toEqual(['error'])
      seen.push(reply.status)
    }
    expect(seen.join(' ')).toBe(route.expect)
  })

  it("hides a banned person's profile, posts and people lists from everyone else", async () => {
    const f = await fixture()
    const banned = cast.banned
    const reply = await call(f.author, 'GET', `/profiles/${banned.id}`)
    expect(reply.status).toBe(404)
    expect((await call(banned, 'GET', `/profiles/${banned.id}`)).status).toBe(200)
    expect((await call(null, 'GET', `/users/${banned.id}/followers`)).status).toBe(404)
    expect((await call(null, 'GET', `/posts?author=${banned.id}`)).body.items).toEqual([])
  })
})
