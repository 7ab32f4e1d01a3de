import { createRoute, z } from '@hono/zod-openapi'
import { PageQuery, pageSchema } from '../../../shared/pagination'
import { BookParam, PointParam } from '../../../shared/path-params'
import {
  PointCreateInput,
  PointDetailSchema,
  PointListItemSchema,
  PointUpdateInput,
} from '../../../shared/points'
import { access } from '../../http/access'
import { actorOf } from '../../http/actor'
import { errors, json, jsonBody, noContent } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { createPoint, deletePoint, getPoint, listPoints, updatePoint } from './point.service'

const bookParams = z.object({ id: BookParam })
const params = z.object({ id: PointParam })

const list = createRoute({
  method: 'get',
  path: '/books/{id}/points',
  operationId: 'listBookPoints',
  tags: ['points'],
  summary: "A book's points in order",
  description:
    'Anyone who can read the book (404 otherwise). Items carry no content or hidden content: `GET ' +
    '/points/{id}` has them.',
  middleware: [access.anyone] as const,
  request: { params: bookParams, query: PageQuery },
  responses: {
    200: json(pageSchema(PointListItemSchema), 'A page of points, by position, without their content'),
    ...errors('VALIDATION_FAILED', 'NOT_FOUND'),
  },
})

const create = createRoute({
  method: 'post',
  path: '/books/{id}/points',
  operationId: 'createPoint',
  tags: ['points'],
  summary: 'Add a point at the end of its section (owner or editor)',
  description:
    "The book's owner or an editor (403 for a viewer; 404 for someone who cannot read the book). 403 " +
    '`CONTENT_BANNED` while the book is banned.',
  middleware: [access.signedIn] as const,
  request: { params: bookParams, ...jsonBody(PointCreateInput) },
  responses: {
    201: json(PointDetailSchema, 'The new point'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'FORBIDDEN', 'CONTENT_BANNED', 'NOT_FOUND'),
  },
})

const get = createRoute({
  method: 'get',
  path: '/points/{id}',
  operationId: 'getPoint',
  tags: ['points'],
  summary: 'A point, with the ids of its neighbours in the book',
  description:
    "Anyone who can read its book (404 otherwise). The neighbours' ids let a reader page through the " +
    'book in order.',
  middleware: [access.anyone] as const,
  request: { params },
  responses: { 200: json(PointDetailSchema, 'The point'), ...errors('NOT_FOUND') },
})

const update = createRoute({
  method: 'patch',
  path: '/points/{id}',
  operationId: 'updatePoint',
  tags: ['points'],
  summary: 'Edit a point, or move it within or between sections in one call (owner or editor)',
  description:
    'Sections stay together: a changed `sectionTitle` puts the point at the end of that section; ' +
    "`afterId` puts it right after that point in that point's section (null: first in its section); " +
    "`position` is a place in the book kept within the point's section. 409 when `afterId` has moved away.",
  middleware: [access.signedIn] as const,
  request: { params, ...jsonBody(PointUpdateInput) },
  responses: {
    200: json(PointDetailSchema, 'The point'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'FORBIDDEN', 'CONTENT_BANNED', 'NOT_FOUND', 'CONFLICT'),
  },
})

const remove = createRoute({
  method: 'delete',
  path: '/points/{id}',
  operationId: 'deletePoint',
  tags: ['points'],
  summary: 'Delete a point with its notes and stars (owner or editor)',
  description:
    "The book's owner or an editor (403 for a viewer; 404 for someone who cannot read it). 403 " +
    '`CONTENT_BANNED` while the book is banned.',
  middleware: [access.signedIn] as const,
  request: { params },
  responses: { ...noContent, ...errors('UNAUTHORIZED', 'FORBIDDEN', 'CONTENT_BANNED', 'NOT_FOUND') },
})

export const pointRoutes = createRouter()
  .openapi(list, async (c) =>
    c.json(await listPoints(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('query')), 200),
  )
  .openapi(create, async (c) => {
    const point = await createPoint(c.var.db, actorOf(c), c.req.valid('param').id, c.req.valid('json'))
    return c.json(point, 201)
  })
  .openapi(get, async (c) => c.json(await getPoint(c.var.db, c.var.actor, c.req.valid('param').id), 200))
  .openapi(update, async (c) => {
    const point = await updatePoint(c.var.db, actorOf(c), c.req.valid('param').id, c.req.valid('json'))
    return c.json(point, 200)
  })
  .openapi(remove, async (c) => {
    await deletePoint(c.var.db, actorOf(c), c.req.valid('param').id)
    return c.body(null, 204)
  })
