import { createRoute, z } from '@hono/zod-openapi'
import { AppealInput, AppealListQuery, AppealPageSchema, AppealReceiptSchema } from '../../../shared/appeals'
import { acceptedLanguages, detectLocale } from '../../../shared/locale'
import { ModerationInput } from '../../../shared/moderation'
import { AppealParam } from '../../../shared/path-params'
import { clientIp } from '../../auth/origins'
import { access } from '../../http/access'
import { actorOf } from '../../http/actor'
import { errors, json, jsonBody } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { answerAppeal, createAppeal, listAppeals } from './appeal.service'

const adminErrors = ['UNAUTHORIZED', 'FORBIDDEN', 'USER_BANNED'] as const
const appealParams = z.object({ id: AppealParam })
const noteBody = { body: { content: { 'application/json': { schema: ModerationInput } }, required: false } }

const appeal = createRoute({
  method: 'post',
  path: '/appeals',
  operationId: 'createAppeal',
  tags: ['moderation'],
  summary: 'Appeal my ban, once, with the token the refused sign-in gave me',
  description:
    'No session: a banned account has none. A sign-in refused with 403 `USER_BANNED` (the right ' +
    'password or code) carries `error.ban.appealToken`, good for an hour; it names the account and ' +
    'the ban. One appeal per ban, within 20 days of it: 409 `APPEAL_EXISTS` for a second, 403 ' +
    '`APPEAL_CLOSED` past the 20 days, 401 `APPEAL_EXPIRED` for an old token or a ban that is over. ' +
    'Limited per address and per account (429). The answer is mailed.',
  middleware: [access.anyone] as const,
  request: jsonBody(AppealInput),
  responses: {
    201: json(AppealReceiptSchema, 'Received: it waits in the admin queue'),
    ...errors('VALIDATION_FAILED', 'APPEAL_EXPIRED', 'APPEAL_EXISTS', 'APPEAL_CLOSED', 'RATE_LIMITED'),
  },
})

const list = createRoute({
  method: 'get',
  path: '/admin/appeals',
  operationId: 'listAppeals',
  tags: ['admin'],
  summary: 'Appeals of bans: open ones oldest first, answered ones latest first, with the ban they answer',
  description:
    'Admins only (403 for others). Each appeal carries the ban as it was given (the audit entry, the ' +
    "admin's name and note, when) and whether the person is banned still.",
  middleware: [access.admin] as const,
  request: { query: AppealListQuery },
  responses: {
    200: json(AppealPageSchema, 'A page of appeals, with how many are open'),
    ...errors('VALIDATION_FAILED', ...adminErrors),
  },
})

const answer = (path: '/admin/appeals/{id}/accept' | '/admin/appeals/{id}/reject') => {
  const isAccept = path.endsWith('/accept')
  return createRoute({
    method: 'post',
    path,
    operationId: isAccept ? 'acceptAppeal' : 'rejectAppeal',
    tags: ['admin'],
    summary: isAccept ? 'Accept an appeal: the ban is lifted' : 'Reject an appeal: the ban stays',
    description:
      'Admins only (403 for others); 404 for an appeal that is not open. The person is mailed the ' +
      'answer with the optional note; written to the audit log.' +
      (isAccept ? ' Accepting lifts the ban as `POST /admin/users/{id}/unban` does.' : ''),
    middleware: [access.admin] as const,
    request: { params: appealParams, ...noteBody },
    responses: {
      200: json(AppealReceiptSchema, 'Answered'),
      ...errors('VALIDATION_FAILED', ...adminErrors, 'NOT_FOUND'),
    },
  })
}

export const appealRoutes = createRouter()
  .openapi(appeal, async (c) => {
    const { db, deps } = c.var
    const headers = c.req.raw.headers
    const locale = detectLocale(
      headers.get('cookie') ?? '',
      acceptedLanguages(headers.get('accept-language')),
    )
    const receipt = await createAppeal(
      { db, secret: deps.secret, store: deps.store },
      { ip: clientIp(c, deps.config.TRUST_PROXY), locale },
      c.req.valid('json'),
    )
    return c.json(receipt, 201)
  })
  .openapi(list, async (c) => c.json(await listAppeals(c.var.db, c.req.valid('query')), 200))
  .openapi(answer('/admin/appeals/{id}/accept'), async (c) => {
    const note = (c.req.valid as (t: 'json') => ModerationInput | undefined)('json')?.note ?? ''
    return c.json(await answerAppeal(c.var.db, actorOf(c), c.req.valid('param').id, true, note), 200)
  })
  .openapi(answer('/admin/appeals/{id}/reject'), async (c) => {
    const note = (c.req.valid as (t: 'json') => ModerationInput | undefined)('json')?.note ?? ''
    return c.json(await answerAppeal(c.var.db, actorOf(c), c.req.valid('param').id, false, note), 200)
  })
