import { createRoute, z } from '@hono/zod-openapi'
import { TimerParam } from '../../../shared/path-params'
import { TimerCreateInput, TimerSchema, TimerUpdateInput } from '../../../shared/timers'
import { access } from '../../http/access'
import { actorOf } from '../../http/actor'
import { errors, json, jsonBody, noContent } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { createTimer, deleteTimer, listTimers, updateTimer } from './timer.service'

const params = z.object({ id: TimerParam })

const list = createRoute({
  method: 'get',
  path: '/timers',
  operationId: 'listTimers',
  tags: ['timers'],
  summary: 'My countdown timers, the one ending first first',
  description:
    'Signed in: only my own, each with its books and the pace that finishes their new points in time.',
  middleware: [access.signedIn] as const,
  responses: { 200: json(z.object({ items: z.array(TimerSchema) }), 'My timers'), ...errors('UNAUTHORIZED') },
})

const create = createRoute({
  method: 'post',
  path: '/timers',
  operationId: 'createTimer',
  tags: ['timers'],
  summary: 'Start a countdown of 1–3650 days, optionally covering books (`bookIds`)',
  description:
    'Signed in, not banned. `days` (or `expiresAt`, a moment ahead) sets its end; each of `bookIds` ' +
    'must be a book I can read (400 on `bookIds` otherwise).',
  middleware: [access.signedIn] as const,
  request: jsonBody(TimerCreateInput),
  responses: {
    201: json(TimerSchema, 'The timer'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'USER_BANNED'),
  },
})

const update = createRoute({
  method: 'patch',
  path: '/timers/{id}',
  operationId: 'updateTimer',
  tags: ['timers'],
  summary: 'Rename my timer, change its length (counted from its creation) or its books',
  description:
    "Only its owner: someone else's timer answers 404. `days` counts from the timer's creation, not " +
    'from now.',
  middleware: [access.signedIn] as const,
  request: { params, ...jsonBody(TimerUpdateInput) },
  responses: {
    200: json(TimerSchema, 'The timer'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'USER_BANNED', 'NOT_FOUND'),
  },
})

const remove = createRoute({
  method: 'delete',
  path: '/timers/{id}',
  operationId: 'deleteTimer',
  tags: ['timers'],
  summary: 'Delete my timer',
  description: "Only its owner: someone else's timer answers 404.",
  middleware: [access.signedIn] as const,
  request: { params },
  responses: { ...noContent, ...errors('UNAUTHORIZED', 'USER_BANNED', 'NOT_FOUND') },
})

export const timerRoutes = createRouter()
  .openapi(list, async (c) => c.json(await listTimers(c.var.db, actorOf(c)), 200))
  .openapi(create, async (c) => c.json(await createTimer(c.var.db, actorOf(c), c.req.valid('json')), 201))
  .openapi(update, async (c) =>
    c.json(await updateTimer(c.var.db, actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(remove, async (c) => {
    await deleteTimer(c.var.db, actorOf(c), c.req.valid('param').id)
    return c.body(null, 204)
  })
