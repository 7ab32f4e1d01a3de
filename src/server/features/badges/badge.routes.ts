import { createRoute, z } from '@hono/zod-openapi'
import { BadgeCatalogueSchema } from '../../../shared/badges'
import { BadgeListSchema, TitleInput } from '../../../shared/notifications'
import { UserParam } from '../../../shared/path-params'
import { access } from '../../http/access'
import { actorOf } from '../../http/actor'
import { errors, json, jsonBody } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { badgeCatalogue, listBadges, setTitle } from './badge.service'

const catalogue = createRoute({
  method: 'get',
  path: '/badges',
  operationId: 'listBadges',
  tags: ['badges'],
  summary: 'Every badge: what it is, how it is earned, and (signed in) whether I have it and my progress',
  description:
    'Open to visitors, as Discourse shows /badges to everyone: they get `earned: false` and `progress: null` on every badge.',
  middleware: [access.anyone] as const,
  responses: { 200: json(BadgeCatalogueSchema, 'The catalogue, in the order profiles show badges') },
})

const list = createRoute({
  method: 'get',
  path: '/users/{id}/badges',
  operationId: 'listUserBadges',
  tags: ['badges'],
  summary: "Someone's earned badges and the one they show as their title",
  description: 'Anyone may call it. 404 for an unknown person, and for a banned one (but to admins).',
  middleware: [access.anyone] as const,
  request: { params: z.object({ id: UserParam }) },
  responses: { 200: json(BadgeListSchema, 'The badges'), ...errors('VALIDATION_FAILED', 'NOT_FOUND') },
})

const title = createRoute({
  method: 'put',
  path: '/me/title',
  operationId: 'setMyTitle',
  tags: ['badges'],
  summary: 'Show one of my badges beside my name (`null` shows none)',
  description: 'Signed in, not banned; only a badge I have earned (400 on `badge` otherwise).',
  middleware: [access.signedIn] as const,
  request: jsonBody(TitleInput),
  responses: {
    200: json(BadgeListSchema, 'My badges and title'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'USER_BANNED'),
  },
})

export const badgeRoutes = createRouter()
  .openapi(catalogue, async (c) => c.json(await badgeCatalogue(c.var.db, c.var.actor), 200))
  .openapi(list, async (c) => c.json(await listBadges(c.var.db, c.var.actor, c.req.valid('param').id), 200))
  .openapi(title, async (c) => c.json(await setTitle(c.var.db, actorOf(c), c.req.valid('json')), 200))
