import { createRoute } from '@hono/zod-openapi'
import { pageSchema } from '../../../shared/pagination'
import { StarItemSchema, StarListQuery, StarParams, StarStateSchema } from '../../../shared/stars'
import { access } from '../../http/access'
import { actorOf } from '../../http/actor'
import { errors, json } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { star, unstar } from './star.service'
import { listMyStars } from './star-list.service'

const params = StarParams

const put = createRoute({
  method: 'put',
  path: '/stars/{kind}/{id}',
  operationId: 'star',
  tags: ['stars'],
  summary: 'Star a point, a book or a post (idempotent); a post refused across a block',
  description:
    'Signed in, not banned, on something I can read (404 otherwise). 403 `BLOCKED` on a post when its ' +
    'author and I have a block between us. Starring twice changes nothing.',
  middleware: [access.signedIn] as const,
  request: { params },
  responses: {
    200: json(StarStateSchema, 'Starred, with the new count'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'USER_BANNED', 'BLOCKED', 'NOT_FOUND'),
  },
})

const remove = createRoute({
  method: 'delete',
  path: '/stars/{kind}/{id}',
  operationId: 'unstar',
  tags: ['stars'],
  summary: 'Unstar a point, a book or a post (idempotent)',
  description: 'Signed in, not banned. Unstarring what is not starred changes nothing.',
  middleware: [access.signedIn] as const,
  request: { params },
  responses: {
    200: json(StarStateSchema, 'Not starred, with the new count'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'USER_BANNED', 'NOT_FOUND'),
  },
})

const listMine = createRoute({
  method: 'get',
  path: '/me/stars',
  operationId: 'listMyStars',
  tags: ['stars'],
  summary: 'What I starred, newest first, optionally of one kind',
  description: 'Signed in: only my own stars; `kind` keeps one kind.',
  middleware: [access.signedIn] as const,
  request: { query: StarListQuery },
  responses: {
    200: json(pageSchema(StarItemSchema), 'A page of starred items'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED'),
  },
})

export const starRoutes = createRouter()
  .openapi(put, async (c) => {
    const { kind, id } = c.req.valid('param')
    return c.json(await star(c.var.db, actorOf(c), kind, id), 200)
  })
  .openapi(remove, async (c) => {
    const { kind, id } = c.req.valid('param')
    return c.json(await unstar(c.var.db, actorOf(c), kind, id), 200)
  })
  .openapi(listMine, async (c) => c.json(await listMyStars(c.var.db, actorOf(c), c.req.valid('query')), 200))
