import { createRoute } from '@hono/zod-openapi'
import {
  MarkReadInput,
  MarkReadResultSchema,
  NotificationListQuery,
  NotificationSchema,
  UnreadCountSchema,
} from '../../../shared/notifications'
import { pageSchema } from '../../../shared/pagination'
import { access } from '../../http/access'
import { actorOf } from '../../http/actor'
import { errors, json, jsonBody } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { countUnread, listNotifications, markRead } from './notification.service'

const list = createRoute({
  method: 'get',
  path: '/notifications',
  operationId: 'listNotifications',
  tags: ['notifications'],
  summary: 'My notifications, newest first, one entry per group of similar ones (read or not)',
  description: 'Signed in: only my own. A realtime `notification.created` event says when to read it again.',
  middleware: [access.signedIn] as const,
  request: { query: NotificationListQuery },
  responses: {
    200: json(pageSchema(NotificationSchema), 'A page of notifications'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED'),
  },
})

const unread = createRoute({
  method: 'get',
  path: '/notifications/unread-count',
  operationId: 'getUnreadNotificationCount',
  tags: ['notifications'],
  summary: 'How many entries of my notifications list are unread (counted up to 1,000)',
  description: 'Signed in; the count on the bell. Past 1,000 it says 1,000.',
  middleware: [access.signedIn] as const,
  responses: { 200: json(UnreadCountSchema, 'The count'), ...errors('UNAUTHORIZED') },
})

const read = createRoute({
  method: 'post',
  path: '/notifications/read',
  operationId: 'markNotificationsRead',
  tags: ['notifications'],
  summary: 'Mark some (each with its whole group) or all of my notifications read',
  description:
    'Signed in, not banned. `{ ids }` marks those, each with its whole group (someone ' +
    "else's ids change nothing); `{ all: true }` marks every one.",
  middleware: [access.signedIn] as const,
  request: jsonBody(MarkReadInput),
  responses: {
    200: json(MarkReadResultSchema, 'How many entries changed, and the unread count after'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'USER_BANNED'),
  },
})

export const notificationRoutes = createRouter()
  .openapi(list, async (c) =>
    c.json(await listNotifications(c.var.db, actorOf(c), c.req.valid('query')), 200),
  )
  .openapi(unread, async (c) => c.json(await countUnread(c.var.db, actorOf(c)), 200))
  .openapi(read, async (c) => c.json(await markRead(c.var.db, actorOf(c), c.req.valid('json')), 200))
