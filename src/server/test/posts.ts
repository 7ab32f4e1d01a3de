import { expect } from 'vitest'
import type { CommentCreateInput, CommentResult, Post, PostCreateInput } from '../../shared/posts'
import type { TestContext } from './app'
import { caller } from './fixtures'
import type { TestUser } from './users'

/**
 * Factories for posts and comments, for tests whose subject is what follows from them (feeds,
 * counts, reports, search, notifications). They go through the API as a client would, so every
 * effect of the write happens, and fail the test at once if the write is refused. Tests of
 * writing a post or a comment itself call the route and assert its answer.
 */
export async function createPost(
  ctx: TestContext,
  author: TestUser,
  overrides: Partial<PostCreateInput> = {},
): Promise<Post> {
  const reply = await caller(ctx)<Post>(author, 'POST', '/posts', { content: 'A post', ...overrides })
  expect(reply.status, JSON.stringify(reply.body)).toBe(201)
  return reply.body
}

export async function createComment(
  ctx: TestContext,
  author: TestUser,
  postId: string,
  overrides: Partial<CommentCreateInput> = {},
): Promise<CommentResult> {
  const reply = await caller(ctx)<CommentResult>(author, 'POST', `/posts/${postId}/comments`, {
    content: 'A comment',
    ...overrides,
  })
  expect(reply.status, JSON.stringify(reply.body)).toBe(201)
  return reply.body
}
