import { createRoute, z } from '@hono/zod-openapi'
import { PointParam } from '../../../shared/path-params'
import { PointCopyInput, PointDetailSchema } from '../../../shared/points'
import { access } from '../../http/access'
import { actorOf } from '../../http/actor'
import { errors, json, jsonBody } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { copyPoint } from './point-copy.service'

const params = z.object({ id: PointParam })

const copyOnePoint = createRoute({
  method: 'post',
  path: '/points/{id}/copy',
  operationId: 'copyPoint',
  tags: ['points'],
  summary: 'Copy a point to the end of its section in a book I own or edit',
  description:
    'Signed in, not banned: into the book `bookId`, which I own or edit (403 otherwise). 403 ' +
    "`COPY_NOT_ALLOWED` when the point's book does not allow copying; 404 when I cannot read the " +
    'point or the book.',
  middleware: [access.signedIn] as const,
  request: { params, ...jsonBody(PointCopyInput) },
  responses: {
    201: json(PointDetailSchema, 'The copy'),
    ...errors(
      'VALIDATION_FAILED',
      'UNAUTHORIZED',
      'COPY_NOT_ALLOWED',
      'FORBIDDEN',
      'CONTENT_BANNED',
      'NOT_FOUND',
    ),
  },
})

export const copyRoutes = createRouter().openapi(copyOnePoint, async (c) => {
  const point = await copyPoint(c.var.db, actorOf(c), c.req.valid('param').id, c.req.valid('json'))
  return c.json(point, 201)
})
