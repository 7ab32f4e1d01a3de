import { createRoute, z } from '@hono/zod-openapi'
import { pageSchema } from '../../../shared/pagination'
import { UserParam } from '../../../shared/path-params'
import { BlockStateSchema, FollowStateSchema, PeopleQuery, PersonSchema } from '../../../shared/social'
import { access } from '../../http/access'
import { actorOf } from '../../http/actor'
import { errors, json } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { block, listMyBlocks, unblock } from './block.service'
import { follow, listPeopleOf, type PeopleList, unfollow } from './follow.service'

const params = z.object({ id: UserParam })

const followRoute = <M extends 'post' | 'delete'>(method: M) =>
  createRoute({
    method,
    path: '/users/{id}/follow',
    operationId: method === 'post' ? 'followUser' : 'unfollowUser',
    tags: ['social'],
    summary:
      method === 'post'
        ? 'Follow someone (idempotent); refused for oneself and across a block'
        : 'Stop following someone (idempotent)',
    description:
      method === 'post'
        ? 'Signed in, not banned; the person is notified. 400 `CANNOT_FOLLOW_SELF` for oneself, 403 ' +
          '`BLOCKED` across a block, 404 for an unknown or banned person.'
        : 'Signed in, not banned. Not following them already changes nothing.',
    middleware: [access.signedIn] as const,
    request: { params },
    responses: {
      200: json(FollowStateSchema, 'The new state and their follower count'),
      ...errors('UNAUTHORIZED', 'USER_BANNED', 'CANNOT_FOLLOW_SELF', 'BLOCKED', 'NOT_FOUND'),
    },
  })

const blockRoute = <M extends 'post' | 'delete'>(method: M) =>
  createRoute({
    method,
    path: '/users/{id}/block',
    operationId: method === 'post' ? 'blockUser' : 'unblockUser',
    tags: ['social'],
    summary:
      method === 'post'
        ? 'Block someone (idempotent): ends the follows and the shared books both ways'
        : 'Unblock someone (idempotent); follows stay removed',
    description:
      method === 'post'
        ? "Signed in, not banned. Neither of us then sees the other's posts and comments, nor " +
          'follows, likes, comments or stars across it (403 `BLOCKED`). 400 `CANNOT_BLOCK_SELF` for ' +
          'oneself.'
        : 'Signed in, not banned. The follows the block removed are not restored.',
    middleware: [access.signedIn] as const,
    request: { params },
    responses: {
      200: json(BlockStateSchema, 'The new state'),
      ...errors('UNAUTHORIZED', 'USER_BANNED', 'CANNOT_BLOCK_SELF', 'NOT_FOUND'),
    },
  })

/** Who may read a person's lists, and when they answer 404. */
const PEOPLE_LIST = 'Anyone may call it. 404 for an unknown or banned person.'

const peopleRoute = <L extends PeopleList>(list: L, summary: string, description = PEOPLE_LIST) =>
  createRoute({
    method: 'get',
    path: `/users/{id}/${list}` as const,
    operationId: `list${list[0]?.toUpperCase()}${list.slice(1)}`,
    tags: ['social'],
    summary,
    description,
    middleware: [access.anyone] as const,
    request: { params, query: PeopleQuery },
    responses: {
      200: json(pageSchema(PersonSchema), 'A page of people, newest first'),
      ...errors('VALIDATION_FAILED', 'NOT_FOUND'),
    },
  })

const myBlocks = createRoute({
  method: 'get',
  path: '/me/blocks',
  operationId: 'listMyBlocks',
  tags: ['social'],
  summary: 'The people I blocked, newest first',
  description: 'Signed in; only I see whom I have blocked.',
  middleware: [access.signedIn] as const,
  request: { query: PeopleQuery },
  responses: {
    200: json(pageSchema(PersonSchema), 'A page of people'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED'),
  },
})

export const socialRoutes = createRouter()
  .openapi(followRoute('post'), async (c) =>
    c.json(await follow(c.var.db, actorOf(c), c.req.valid('param').id), 200),
  )
  .openapi(followRoute('delete'), async (c) =>
    c.json(await unfollow(c.var.db, actorOf(c), c.req.valid('param').id), 200),
  )
  .openapi(blockRoute('post'), async (c) =>
    c.json(await block(c.var.db, actorOf(c), c.req.valid('param').id), 200),
  )
  .openapi(blockRoute('delete'), async (c) =>
    c.json(await unblock(c.var.db, actorOf(c), c.req.valid('param').id), 200),
  )
  .openapi(peopleRoute('followers', 'Who follows this person'), async (c) =>
    c.json(
      await listPeopleOf(c.var.db, c.var.actor, c.req.valid('param').id, 'followers', c.req.valid('query')),
      200,
    ),
  )
  .openapi(peopleRoute('following', 'Whom this person follows'), async (c) =>
    c.json(
      await listPeopleOf(c.var.db, c.var.actor, c.req.valid('param').id, 'following', c.req.valid('query')),
      200,
    ),
  )
  .openapi(
    peopleRoute(
      'friends',
      'Mutual follows of this person',
      'Anyone may call it: the people who follow this person and whom they follow back. 404 for an ' +
        'unknown or banned person.',
    ),
    async (c) =>
      c.json(
        await listPeopleOf(c.var.db, c.var.actor, c.req.valid('param').id, 'friends', c.req.valid('query')),
        200,
      ),
  )
  .openapi(myBlocks, async (c) => c.json(await listMyBlocks(c.var.db, actorOf(c), c.req.valid('query')), 200))
