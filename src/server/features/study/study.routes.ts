import { createRoute, z } from '@hono/zod-openapi'
import { BookParam, UserParam } from '../../../shared/path-params'
import {
  BookStudyStatsSchema,
  CountsQuery,
  DueListSchema,
  DueQuery,
  ReviewInput,
  ReviewResultSchema,
  StudyBookStateSchema,
  StudySettingsInput,
  StudySettingsSchema,
  StudyStatsSchema,
  UndoResultSchema,
} from '../../../shared/study'
import { IDEMPOTENCY_KEY_MAX } from '../../../shared/study-constants'
import { text } from '../../../shared/text'
import { V } from '../../../shared/validation'
import { access } from '../../http/access'
import { actorOf } from '../../http/actor'
import { errors, json, jsonBody } from '../../http/openapi'
import { createRouter } from '../../http/router'
import {
  listDue,
  myStudyStats,
  readSettings,
  recordReview,
  setStudying,
  studyBookStats,
  undoReview,
  updateSettings,
  userStudyStats,
} from './study.service'

const params = z.object({ id: BookParam })
/** The IETF draft's header: any printable text a client chose, a UUID as a rule. */
const IdempotencyKey = text()
  .min(1, V.idempotencyKey)
  .max(IDEMPOTENCY_KEY_MAX, V.idempotencyKey)
  .regex(/^[\x21-\x7e]+$/, V.idempotencyKey)

const due = createRoute({
  method: 'get',
  path: '/study/due',
  operationId: 'listDueCards',
  tags: ['study'],
  summary: 'The next cards to study, in order, within my daily limits',
  description:
    'Signed in. Over my study list, or one book with `bookId` (404 when I cannot read it); new cards ' +
    "and reviews within today's limits, in my study time zone.",
  middleware: [access.signedIn] as const,
  request: { query: DueQuery },
  responses: {
    200: json(DueListSchema, 'Cards to show, and what is left today'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'NOT_FOUND'),
  },
})

const review = createRoute({
  method: 'post',
  path: '/study/reviews',
  operationId: 'recordReview',
  tags: ['study'],
  summary: 'Rate a point (again, hard, good, easy); a repeat with the same Idempotency-Key records nothing',
  description:
    'Signed in, not banned; `Idempotency-Key` is required. A retry with the same key and body answers ' +
    'the first result with `Idempotent-Replayed: true`; the same key with another body is 422. 404 ' +
    'for a point I cannot read.',
  middleware: [access.signedIn] as const,
  request: {
    headers: z.object({ 'idempotency-key': IdempotencyKey }),
    query: CountsQuery,
    ...jsonBody(ReviewInput),
  },
  responses: {
    201: json(ReviewResultSchema, 'The card as rescheduled (a repeat: the first answer)'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'USER_BANNED', 'NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED'),
  },
})

const undo = createRoute({
  method: 'post',
  path: '/study/undo',
  operationId: 'undoReview',
  tags: ['study'],
  summary: 'Take back my latest rating (of the last day)',
  description:
    'Signed in, not banned. 409 `NOTHING_TO_UNDO` when no rating of the last day is left to take ' +
    'back; an optional `Idempotency-Key` makes a retry safe.',
  middleware: [access.signedIn] as const,
  request: { headers: z.object({ 'idempotency-key': IdempotencyKey.optional() }), query: CountsQuery },
  responses: {
    200: json(UndoResultSchema, 'The card as it was'),
    ...errors(
      'VALIDATION_FAILED',
      'UNAUTHORIZED',
      'USER_BANNED',
      'NOT_FOUND',
      'NOTHING_TO_UNDO',
      'IDEMPOTENCY_KEY_REUSED',
    ),
  },
})

const bookState = createRoute({
  method: 'get',
  path: '/study/books/{id}',
  operationId: 'getBookStudy',
  tags: ['study'],
  summary: "A book's place in my study list and its cards' counts for me",
  description: 'Signed in, on a book I can read (404 otherwise).',
  middleware: [access.signedIn] as const,
  request: { params },
  responses: {
    200: json(
      BookStudyStatsSchema.extend({
        studying: z.boolean(),
        asksToAdd: z
          .boolean()
          .describe(
            'It is mine or shared with me, out of my study list, and I have not yet said whether such books go in it (`addsBooks` null): the page asks once',
          ),
      }),
      'The book for me',
    ),
    ...errors('UNAUTHORIZED', 'NOT_FOUND'),
  },
})

const studyRoute = (method: 'put' | 'delete') =>
  createRoute({
    method,
    path: '/study/books/{id}',
    operationId: method === 'put' ? 'studyBook' : 'stopStudyingBook',
    tags: ['study'],
    summary:
      method === 'put'
        ? 'Add a book I can read to my study list'
        : 'Take a book out of my study list (its history is kept)',
    description:
      method === 'put'
        ? 'Signed in, not banned, on a book I can read (404 otherwise). Adding it again changes ' + 'nothing.'
        : 'Signed in, not banned. Its cards keep their history for when the book is added again.',
    middleware: [access.signedIn] as const,
    request: { params },
    responses: {
      200: json(StudyBookStateSchema, 'Whether I study it now'),
      ...errors('UNAUTHORIZED', 'USER_BANNED', 'NOT_FOUND'),
    },
  })

const stats = createRoute({
  method: 'get',
  path: '/study/stats',
  operationId: 'getStudyStats',
  tags: ['study'],
  summary: 'My study statistics: heatmap, streaks, retention, forecast, books',
  description: 'Signed in; days are counted in my study time zone.',
  middleware: [access.signedIn] as const,
  responses: { 200: json(StudyStatsSchema, 'My statistics'), ...errors('UNAUTHORIZED') },
})

const userStats = createRoute({
  method: 'get',
  path: '/users/{id}/study-stats',
  operationId: 'getUserStudyStats',
  tags: ['study'],
  summary: "Someone's study statistics, when they chose to show them",
  description:
    'Anyone may call it. 404 unless the person made their statistics public, and for an unknown or ' +
    'banned person. No per-book figures.',
  middleware: [access.anyone] as const,
  request: { params: z.object({ id: UserParam }) },
  responses: { 200: json(StudyStatsSchema, 'Their statistics (no books)'), ...errors('NOT_FOUND') },
})

const settings = createRoute({
  method: 'get',
  path: '/study/settings',
  operationId: 'getStudySettings',
  tags: ['study'],
  summary: 'My daily limits, desired retention, time zone and whether my statistics are public',
  description: 'Signed in; the defaults until changed.',
  middleware: [access.signedIn] as const,
  responses: { 200: json(StudySettingsSchema, 'My settings'), ...errors('UNAUTHORIZED') },
})

const updateSettingsRoute = createRoute({
  method: 'patch',
  path: '/study/settings',
  operationId: 'updateStudySettings',
  tags: ['study'],
  summary: 'Change my study settings',
  description:
    'Signed in, not banned. Send only the fields to change; `timeZone` must be a zone the server ' +
    'knows (400 otherwise).',
  middleware: [access.signedIn] as const,
  request: jsonBody(StudySettingsInput),
  responses: {
    200: json(StudySettingsSchema, 'My settings'),
    ...errors('VALIDATION_FAILED', 'UNAUTHORIZED', 'USER_BANNED'),
  },
})

export const studyRoutes = createRouter()
  .openapi(due, async (c) => c.json(await listDue(c.var.db, actorOf(c), c.req.valid('query')), 200))
  .openapi(review, async (c) => {
    const answer = await recordReview(
      c.var.db,
      actorOf(c),
      c.req.valid('json'),
      c.req.valid('header')['idempotency-key'],
      c.req.valid('query'),
    )
    if (answer.replayed) c.header('Idempotent-Replayed', 'true')
    return c.json(answer.body, 201)
  })
  .openapi(undo, async (c) => {
    const answer = await undoReview(
      c.var.db,
      actorOf(c),
      c.req.valid('header')['idempotency-key'],
      c.req.valid('query'),
    )
    if (answer.replayed) c.header('Idempotent-Replayed', 'true')
    return c.json(answer.body, 200)
  })
  .openapi(bookState, async (c) =>
    c.json(await studyBookStats(c.var.db, actorOf(c), c.req.valid('param').id), 200),
  )
  .openapi(studyRoute('put'), async (c) =>
    c.json(await setStudying(c.var.db, actorOf(c), c.req.valid('param').id, true), 200),
  )
  .openapi(studyRoute('delete'), async (c) =>
    c.json(await setStudying(c.var.db, actorOf(c), c.req.valid('param').id, false), 200),
  )
  .openapi(stats, async (c) => c.json(await myStudyStats(c.var.db, actorOf(c)), 200))
  .openapi(userStats, async (c) =>
    c.json(await userStudyStats(c.var.db, c.var.actor, c.req.valid('param').id), 200),
  )
  .openapi(settings, async (c) => c.json(await readSettings(c.var.db, actorOf(c).id), 200))
  .openapi(updateSettingsRoute, async (c) =>
    c.json(await updateSettings(c.var.db, actorOf(c), c.req.valid('json')), 200),
  )
