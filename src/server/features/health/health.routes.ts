import { createRoute, z } from '@hono/zod-openapi'
import { APP_VERSION } from '../../../shared/constants'
import { access } from '../../http/access'
import { errors, json } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { AppError } from '../../lib/app-error'
import { isDatabaseUp } from './health.service'

const Health = z
  .object({ ok: z.literal(true), version: z.string(), db: z.enum(['pglite', 'postgres']) })
  .openapi('Health')

const getHealth = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getHealth',
  tags: ['health'],
  summary: 'Liveness and database reachability',
  description:
    'For load balancers and uptime checks; anyone may call it. 503 `SERVICE_UNAVAILABLE` when the ' +
    'database does not answer.',
  middleware: [access.anyone] as const,
  responses: { 200: json(Health, 'The server and its database answer'), ...errors('SERVICE_UNAVAILABLE') },
})

export const healthRoutes = createRouter().openapi(getHealth, async (c) => {
  if (!(await isDatabaseUp(c.var.db))) throw new AppError('SERVICE_UNAVAILABLE')
  return c.json({ ok: true as const, version: APP_VERSION, db: c.var.deps.database.driver }, 200)
})
