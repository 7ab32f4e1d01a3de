import { createRoute, z } from '@hono/zod-openapi'
import { pageSchema } from '../../../shared/pagination'
import { CommentParam, PostParam } from '../../../shared/path-params'
import {
  CommentCreateInput,
  CommentListQuery,
  CommentResultSchema,
  CommentThreadSchema,
  LikeStateSchema,
  PostCreateInput,
  PostListQuery,
  PostSchema,
  PostUpdateInput,
} from '../../../shared/posts'
import { access } from '../../http/access'
import { actorOf } from '../../http/actor'
import { errors, json, jsonBody, noContent } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { createComment, deleteComment, listComments } from './comment.service'
import { createPost, deletePost, getPost, likePost, unlikePost, updatePost } from './post.service'
import { listPosts } from './post-list.service'

const params = z.object({ idOrSlug: PostParam })
const idParams = z.object({ id: PostParam })

const list = createRoute({
  method: 'get',
  path: '/posts',
  operationId: 'listPosts',
  tags: ['posts'],
  summary: 'A feed (following: people I follow and me; everyone), or one author’s posts; newest first',
  description:
    "Anyone may read `everyone` and an `author`'s posts; `following` needs a signed-in caller (401 " +
    'otherwise). Banned posts and authors, and posts across a block with the caller, are left out.',
  middleware: [access.anyone] as const,
  request: { query: PostListQuery },
  responses: {
    200: json(pageSchema(PostSchema), 'A page of posts'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED'),
  },
})

const create = createRoute({
  method: 'post',
  path: '/posts',
  operationId: 'createPost',
  tags: ['posts'],
  summary: 'Publish a life or study post; a study post may link one of my books or points',
  description:
    'Signed in, not banned. A study post may link one of my books or points (400 on the link ' +
    'otherwise); followers are notified.',
  middleware: [access.signedIn] as const,
  request: jsonBody(PostCreateInput),
  responses: {
    201: json(PostSchema, 'The new post'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'USER_BANNED'),
  },
})

const get = createRoute({
  method: 'get',
  path: '/posts/{idOrSlug}',
  operationId: 'getPost',
  tags: ['posts'],
  summary: 'A post by id or slug',
  description:
    'Anyone, unless it or its author is banned or a block stands between the caller and its author: ' +
    'then 404, as for an unknown post. Admins still read banned posts.',
  middleware: [access.anyone] as const,
  request: { params },
  responses: { 200: json(PostSchema, 'The post'), ...errors('NOT_FOUND') },
})

const update = createRoute({
  method: 'patch',
  path: '/posts/{idOrSlug}',
  operationId: 'updatePost',
  tags: ['posts'],
  summary: 'Edit my post (it is marked edited); refused while an admin bans it',
  description:
    'Only its author (403 for others who can read it). 403 `CONTENT_BANNED` while an admin bans it.',
  middleware: [access.signedIn] as const,
  request: { params, ...jsonBody(PostUpdateInput) },
  responses: {
    200: json(PostSchema, 'The post'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'USER_BANNED', 'FORBIDDEN', 'CONTENT_BANNED', 'NOT_FOUND'),
  },
})

const remove = createRoute({
  method: 'delete',
  path: '/posts/{idOrSlug}',
  operationId: 'deletePost',
  tags: ['posts'],
  summary: 'Delete my post with its likes, comments and stars',
  description: 'Only its author (403 for others who can read it). It cannot be undone.',
  middleware: [access.signedIn] as const,
  request: { params },
  responses: { ...noContent, ...errors('UNAUTHORIZED', 'USER_BANNED', 'FORBIDDEN', 'NOT_FOUND') },
})

const likeRoute = <M extends 'put' | 'delete'>(method: M) =>
  createRoute({
    method,
    path: '/posts/{id}/like',
    operationId: method === 'put' ? 'likePost' : 'unlikePost',
    tags: ['posts'],
    summary:
      method === 'put' ? 'Like a post (idempotent); refused across a block' : 'Unlike a post (idempotent)',
    description:
      method === 'put'
        ? 'Signed in, not banned, on a post I can read (404 otherwise); its author is notified. 403 ' +
          '`BLOCKED` across a block. Liking twice changes nothing.'
        : 'Signed in, not banned, on a post I can read (404 otherwise). Unliking a post not liked ' +
          'changes nothing.',
    middleware: [access.signedIn] as const,
    request: { params: idParams },
    responses: {
      200: json(LikeStateSchema, 'The new state and count'),
      ...errors('UNAUTHORIZED', 'USER_BANNED', 'BLOCKED', 'NOT_FOUND'),
    },
  })

const comments = createRoute({
  method: 'get',
  path: '/posts/{id}/comments',
  operationId: 'listPostComments',
  tags: ['comments'],
  summary: 'Threads, oldest first, each with its first replies; with parentId, the replies of one thread',
  description:
    'Anyone who can read the post (404 otherwise). Comments of people across a block with the caller ' +
    'are left out.',
  middleware: [access.anyone] as const,
  request: { params: idParams, query: CommentListQuery },
  responses: {
    200: json(pageSchema(CommentThreadSchema), 'A page of comments'),
    ...errors('VALIDATION_FAILED', 'NOT_FOUND'),
  },
})

const comment = createRoute({
  method: 'post',
  path: '/posts/{id}/comments',
  operationId: 'createComment',
  tags: ['comments'],
  summary: 'Comment on a post, or reply to a comment (parentId); refused across a block or on a banned post',
  description:
    "Signed in, not banned, on a post I can read (404 otherwise); the post's author (or the " +
    "comment's, for a reply) is notified. 403 `BLOCKED` across a block, 403 `CONTENT_BANNED` on a " +
    'banned post.',
  middleware: [access.signedIn] as const,
  request: { params: idParams, ...jsonBody(CommentCreateInput) },
  responses: {
    201: json(CommentResultSchema, "The comment and the post's comment count"),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'USER_BANNED', 'BLOCKED', 'CONTENT_BANNED', 'NOT_FOUND'),
  },
})

const uncomment = createRoute({
  method: 'delete',
  path: '/comments/{id}',
  operationId: 'deleteComment',
  tags: ['comments'],
  summary: 'Delete my comment, or any comment on my post; one with replies stays as a placeholder',
  description:
    "The comment's author or the post's author (403 for anyone else). 403 `CONTENT_BANNED` on a " +
    'banned post.',
  middleware: [access.signedIn] as const,
  request: { params: z.object({ id: CommentParam }) },
  responses: {
    200: json(z.object({ commentCount: z.number().int() }), "The post's comment count"),
    ...errors('UNAUTHORIZED', 'USER_BANNED', 'FORBIDDEN', 'CONTENT_BANNED', 'NOT_FOUND'),
  },
})

export const postRoutes = createRouter()
  .openapi(list, async (c) => c.json(await listPosts(c.var.db, c.var.actor, c.req.valid('query')), 200))
  .openapi(create, async (c) => c.json(await createPost(c.var.db, actorOf(c), c.req.valid('json')), 201))
  .openapi(get, async (c) => c.json(await getPost(c.var.db, c.var.actor, c.req.valid('param').idOrSlug), 200))
  .openapi(update, async (c) =>
    c.json(await updatePost(c.var.db, actorOf(c), c.req.valid('param').idOrSlug, c.req.valid('json')), 200),
  )
  .openapi(remove, async (c) => {
    await deletePost(c.var.db, actorOf(c), c.req.valid('param').idOrSlug)
    return c.body(null, 204)
  })
  .openapi(likeRoute('put'), async (c) =>
    c.json(await likePost(c.var.db, actorOf(c), c.req.valid('param').id), 200),
  )
  .openapi(likeRoute('delete'), async (c) =>
    c.json(await unlikePost(c.var.db, actorOf(c), c.req.valid('param').id), 200),
  )
  .openapi(comments, async (c) =>
    c.json(await listComments(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('query')), 200),
  )
  .openapi(comment, async (c) =>
    c.json(await createComment(c.var.db, actorOf(c), c.req.valid('param').id, c.req.valid('json')), 201),
  )
  .openapi(uncomment, async (c) =>
    c.json(await deleteComment(c.var.db, actorOf(c), c.req.valid('param').id), 200),
  )
