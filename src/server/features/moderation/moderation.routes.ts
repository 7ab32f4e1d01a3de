import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { ErrorCode } from '../../../shared/errors'
import { EXAMPLE_IDS } from '../../../shared/examples'
import {
  AdminMessageAudienceSchema,
  AdminMessageInput,
  AdminMessageReceiptSchema,
  AuditPageSchema,
  AuditQuery,
  BanStateSchema,
  CONTENT_KINDS,
  DELETABLE_KINDS,
  ModerationInput,
  ReportInput,
  ReportListQuery,
  ReportPageSchema,
  ReportReceiptSchema,
  ResolveResultSchema,
} from '../../../shared/moderation'
import { idParam, ReportParam, UserParam } from '../../../shared/path-params'
import { access } from '../../http/access'
import { actorOf } from '../../http/actor'
import type { AppEnv } from '../../http/env'
import { errors, json, jsonBody } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { sendAdminMessage } from './message.service'
import { messageAudience } from './message-audience'
import { banUser, deleteContent, dismissReport, setContentBan, unbanUser } from './moderation.service'
import { createReport } from './report.service'
import { listAudit, listReports } from './report-list.service'

const reportParams = z.object({ id: ReportParam })
const userParams = z.object({ id: UserParam })
const contentParams = z.object({
  kind: z.enum(CONTENT_KINDS).meta({ param: { example: 'post', description: 'What is acted on' } }),
  id: idParam({ example: EXAMPLE_IDS.post, description: "The post's or the book's id" }),
})
const deletableParams = z.object({
  kind: z
    .enum(DELETABLE_KINDS)
    .meta({ param: { example: 'post', description: 'What is deleted: a post, a book or a comment' } }),
  id: idParam({ example: EXAMPLE_IDS.post, description: "The post's, the book's or the comment's id" }),
})
const adminErrors = ['UNAUTHORIZED', 'FORBIDDEN', 'USER_BANNED'] as const
/** The optional note: an empty body is the same as `{}`. */
const noteBody = { body: { content: { 'application/json': { schema: ModerationInput } }, required: false } }

const report = createRoute({
  method: 'post',
  path: '/reports',
  operationId: 'createReport',
  tags: ['moderation'],
  summary: 'Report a person, a post, a book or a comment; a repeat adds to my open report on it',
  description:
    'Signed in, not banned; admins find it in `GET /admin/reports`. 400 `CANNOT_REPORT_SELF` for ' +
    'myself or my own content, 404 for a target I cannot see, 429 `REPORT_LIMIT_REACHED` past the ' +
    'reports allowed an hour.',
  middleware: [access.signedIn] as const,
  request: jsonBody(ReportInput),
  responses: {
    201: json(ReportReceiptSchema, 'Received: a new report'),
    200: json(ReportReceiptSchema, 'Added to my open report on the same target (`isNew: false`)'),
    ...errors(
      'VALIDATION_FAILED',
      'CANNOT_REPORT_SELF',
      'UNAUTHORIZED',
      'USER_BANNED',
      'NOT_FOUND',
      'RATE_LIMITED',
      'REPORT_LIMIT_REACHED',
    ),
  },
})

const list = createRoute({
  method: 'get',
  path: '/admin/reports',
  operationId: 'listReports',
  tags: ['admin'],
  summary: 'Reports of one kind, open (newest first) or resolved (latest first), with open counts',
  description: 'Admins only (403 for others). `targetType` picks the kind, `status` open or resolved.',
  middleware: [access.admin] as const,
  request: { query: ReportListQuery },
  responses: {
    200: json(ReportPageSchema, 'A page of reports'),
    ...errors('VALIDATION_FAILED', ...adminErrors),
  },
})

/**
 * An admin action on one report, person, post or book: the optional note in the body, the
 * admin guard, and the errors every such action shares.
 */
const adminAction = <
  M extends 'post' | 'delete',
  P extends string,
  Params extends typeof reportParams | typeof userParams | typeof contentParams | typeof deletableParams,
  Result extends typeof ResolveResultSchema | typeof BanStateSchema,
>(spec: {
  method: M
  path: P
  operationId: string
  summary: string
  description: string
  params: Params
  result: Result
  refusals?: ErrorCode[]
}) =>
  createRoute({
    method: spec.method,
    path: spec.path,
    operationId: spec.operationId,
    tags: ['admin'],
    summary: spec.summary,
    description: spec.description,
    middleware: [access.admin] as const,
    request: { params: spec.params, ...noteBody },
    responses: {
      200: json(spec.result, 'Done; how many open reports it resolved'),
      ...errors('VALIDATION_FAILED', ...adminErrors, ...(spec.refusals ?? []), 'NOT_FOUND'),
    },
  })

const resolve = adminAction({
  method: 'post',
  path: '/admin/reports/{id}/resolve',
  operationId: 'resolveReport',
  summary: 'Dismiss an open report; its reporter is told',
  description:
    'Admins only (403 for others). The optional note is kept in the audit log; the reporter is ' +
    'notified. 404 for an unknown report.',
  params: reportParams,
  result: ResolveResultSchema,
})
const userBan = (path: '/admin/users/{id}/ban' | '/admin/users/{id}/unban', summary: string) =>
  adminAction({
    method: 'post',
    path,
    operationId: path.endsWith('/unban') ? 'unbanUser' : 'banUser',
    summary,
    description: path.endsWith('/unban')
      ? 'Admins only (403 for others). The person is notified and may sign in again; written to the ' +
        'audit log.'
      : "Admins only (403 for others; `CANNOT_BAN_ADMIN` for an admin). The person's sessions end " +
        'at once, their content is hidden and their open reports resolved; written to the audit log with ' +
        'the optional note.',
    params: userParams,
    result: BanStateSchema,
    refusals: ['CANNOT_BAN_ADMIN'],
  })
const contentBan = (
  path: '/admin/content/{kind}/{id}/ban' | '/admin/content/{kind}/{id}/unban',
  summary: string,
) =>
  adminAction({
    method: 'post',
    path,
    operationId: path.endsWith('/unban') ? 'unbanContent' : 'banContent',
    summary,
    description: path.endsWith('/unban')
      ? 'Admins only (403 for others). Written to the audit log.'
      : 'Admins only (403 for others). Everyone but its owner and admins then gets 404 for it; its ' +
        'owner may read it but not change it (403 `CONTENT_BANNED`). Written to the audit log; its open ' +
        'reports are resolved.',
    params: contentParams,
    result: BanStateSchema,
  })
const removeContent = adminAction({
  method: 'delete',
  path: '/admin/content/{kind}/{id}',
  operationId: 'deleteContent',
  summary: 'Delete a post, a book or a comment for everyone; its reports are resolved and its owner told',
  description:
    'Admins only (403 for others). It cannot be undone; written to the audit log with the optional ' +
    'note. A comment with replies stays as an emptied placeholder, as its author deleting it would.',
  params: deletableParams,
  result: ResolveResultSchema,
})

const message = createRoute({
  method: 'post',
  path: '/admin/messages',
  operationId: 'sendSystemMessage',
  tags: ['admin'],
  summary: 'Send an admin message to one person, or (without userId) to everyone',
  description:
    'Admins only (403 for others). To one person (`userId`; 404 for an unknown one) the notification ' +
    'is written at once; to everyone it is queued and delivered in the background, hence 202.',
  middleware: [access.admin] as const,
  request: jsonBody(AdminMessageInput),
  responses: {
    202: json(AdminMessageReceiptSchema, 'Sent, or queued for everyone'),
    ...errors('VALIDATION_FAILED', ...adminErrors, 'NOT_FOUND'),
  },
})

const audience = createRoute({
  method: 'get',
  path: '/admin/messages/audience',
  operationId: 'getMessageAudience',
  tags: ['admin'],
  summary: 'How many people a message to everyone would reach (the confirmation names it)',
  description: 'Admins only (403 for others): every account that is not banned, but the sender.',
  middleware: [access.admin] as const,
  responses: {
    200: json(AdminMessageAudienceSchema, 'Every account not banned, but the sender'),
    ...errors(...adminErrors),
  },
})

const auditLog = createRoute({
  method: 'get',
  path: '/admin/audit',
  operationId: 'listAuditLog',
  tags: ['admin'],
  summary: 'The audit log of admin actions, newest first',
  description: 'Admins only (403 for others): who did what to whom, when, and the note given.',
  middleware: [access.admin] as const,
  request: { query: AuditQuery },
  responses: {
    200: json(AuditPageSchema, 'A page of the log'),
    ...errors('VALIDATION_FAILED', ...adminErrors),
  },
})

/** The note of an action; a request without a body has none. */
function noteOf(c: Context<AppEnv>): string {
  return (c.req.valid as (target: 'json') => ModerationInput | undefined)('json')?.note ?? ''
}

/**
 * A ban ends every session of the person through the auth library, after it commits: each
 * deleted session is forgotten here and, by NOTIFY, in every process, and its streams close.
 */
async function endSessions(c: Context<AppEnv>, userId: string) {
  const auth = await c.var.deps.auth.$context
  await auth.internalAdapter.deleteUserSessions(userId)
}

export const moderationRoutes = createRouter()
  .openapi(report, async (c) => {
    const { db, deps } = c.var
    const receipt = await createReport(
      { db, config: deps.config, store: deps.store },
      actorOf(c),
      c.req.valid('json'),
    )
    return receipt.isNew ? c.json(receipt, 201) : c.json(receipt, 200)
  })
  .openapi(list, async (c) => c.json(await listReports(c.var.db, c.req.valid('query')), 200))
  .openapi(resolve, async (c) =>
    c.json(await dismissReport(c.var.db, actorOf(c), c.req.valid('param').id, noteOf(c)), 200),
  )
  .openapi(
    userBan('/admin/users/{id}/ban', 'Ban a person: hidden, signed out, their reports resolved'),
    async (c) => {
      const { id } = c.req.valid('param')
      return c.json(
        await banUser(c.var.db, actorOf(c), id, noteOf(c), (userId) => endSessions(c, userId)),
        200,
      )
    },
  )
  .openapi(userBan('/admin/users/{id}/unban', 'Lift a ban; the person is told'), async (c) =>
    c.json(await unbanUser(c.var.db, actorOf(c), c.req.valid('param').id, noteOf(c)), 200),
  )
  .openapi(contentBan('/admin/content/{kind}/{id}/ban', 'Ban a post or a book'), async (c) => {
    const { kind, id } = c.req.valid('param')
    return c.json(await setContentBan(c.var.db, actorOf(c), kind, id, true, noteOf(c)), 200)
  })
  .openapi(contentBan('/admin/content/{kind}/{id}/unban', 'Lift the ban of a post or a book'), async (c) => {
    const { kind, id } = c.req.valid('param')
    return c.json(await setContentBan(c.var.db, actorOf(c), kind, id, false, noteOf(c)), 200)
  })
  .openapi(removeContent, async (c) => {
    const { kind, id } = c.req.valid('param')
    return c.json(await deleteContent(c.var.db, actorOf(c), kind, id, noteOf(c)), 200)
  })
  .openapi(audience, async (c) => c.json(await messageAudience(c.var.db, actorOf(c)), 200))
  .openapi(message, async (c) =>
    c.json(await sendAdminMessage(c.var.db, actorOf(c), c.req.valid('json')), 202),
  )
  .openapi(auditLog, async (c) => c.json(await listAudit(c.var.db, c.req.valid('query')), 200))
