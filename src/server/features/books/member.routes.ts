import { createRoute, z } from '@hono/zod-openapi'
import { MemberInput, MemberSchema } from '../../../shared/books'
import { EXAMPLE_IDS } from '../../../shared/examples'
import { PageQuery, pageSchema } from '../../../shared/pagination'
import { BookParam, idParam } from '../../../shared/path-params'
import { access } from '../../http/access'
import { actorOf } from '../../http/actor'
import { errors, json, jsonBody, noContent } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { deleteMember, getMember, listMembers, putMember } from './member.service'

const bookParams = z.object({ id: BookParam })
const params = bookParams.extend({
  userId: idParam({ example: EXAMPLE_IDS.member, description: "The member's id" }, 100),
})

const list = createRoute({
  method: 'get',
  path: '/books/{id}/members',
  operationId: 'listBookMembers',
  tags: ['books'],
  summary: 'Who the book is shared with (its owner and members)',
  description:
    'The owner and the members may read it; 403 for anyone else who can read the book, 404 for those ' +
    'who cannot.',
  middleware: [access.signedIn] as const,
  request: { params: bookParams, query: PageQuery },
  responses: {
    200: json(pageSchema(MemberSchema), 'A page of members, oldest grant first'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND'),
  },
})

const get = createRoute({
  method: 'get',
  path: '/books/{id}/members/{userId}',
  operationId: 'getBookMember',
  tags: ['books'],
  summary: "One member's role (its owner and members)",
  description: 'The owner and the members may read it. 404 when the person is no member.',
  middleware: [access.signedIn] as const,
  request: { params },
  responses: { 200: json(MemberSchema, 'The member'), ...errors('UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND') },
})

const put = createRoute({
  method: 'put',
  path: '/books/{id}/members/{userId}',
  operationId: 'setBookMember',
  tags: ['books'],
  summary: 'Share the book with a user as viewer or editor, or change their role (owner only)',
  description:
    'Only the owner; the person is notified (`share`). 409 `OWNER_CANNOT_BE_MEMBER` for the owner ' +
    'themself, 404 for an unknown person, 403 `CONTENT_BANNED` while the book is banned, 403 `BLOCKED` across a block.',
  middleware: [access.signedIn] as const,
  request: { params, ...jsonBody(MemberInput) },
  responses: {
    200: json(MemberSchema, 'The member'),
    ...errors(
      'VALIDATION_FAILED',
      'UNAUTHORIZED',
      'FORBIDDEN',
      'CONTENT_BANNED',
      'BLOCKED',
      'NOT_FOUND',
      'OWNER_CANNOT_BE_MEMBER',
    ),
  },
})

const remove = createRoute({
  method: 'delete',
  path: '/books/{id}/members/{userId}',
  operationId: 'removeBookMember',
  tags: ['books'],
  summary: 'Stop sharing the book with a user (owner), or leave it (the member)',
  description:
    'The owner may remove any member, a member only themself (leaving the book); 403 otherwise. 404 ' +
    'when the person is no member.',
  middleware: [access.signedIn] as const,
  request: { params },
  responses: { ...noContent, ...errors('UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND') },
})

export const memberRoutes = createRouter()
  .openapi(list, async (c) =>
    c.json(await listMembers(c.var.db, actorOf(c), c.req.valid('param').id, c.req.valid('query')), 200),
  )
  .openapi(get, async (c) => {
    const { id, userId } = c.req.valid('param')
    return c.json(await getMember(c.var.db, actorOf(c), id, userId), 200)
  })
  .openapi(put, async (c) => {
    const { id, userId } = c.req.valid('param')
    return c.json(await putMember(c.var.db, actorOf(c), id, userId, c.req.valid('json')), 200)
  })
  .openapi(remove, async (c) => {
    const { id, userId } = c.req.valid('param')
    await deleteMember(c.var.db, actorOf(c), id, userId)
    return c.body(null, 204)
  })
