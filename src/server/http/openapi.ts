import { z } from '@hono/zod-openapi'
import type { ZodType } from 'zod'
import { AVATAR_MAX_BYTES } from '../../shared/accounts'
import { BanNoticeSchema } from '../../shared/appeals'
import { ERROR_CODES, ERRORS, type ErrorCode } from '../../shared/errors'
import { V } from '../../shared/validation'
import { type Audience, READ_METHODS, type RegisteredRoute } from './access'
import { isSharedRead } from './cache'
import { isLimitedWrite } from './rate-limit'

const ErrorSchema = z
  .object({
    error: z.object({
      // Every error is one of these (auth-errors.ts maps Better Auth's own into them).
      code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
      message: z.string(),
      details: z
        .array(z.object({ path: z.string(), code: z.string(), line: z.number().int().optional() }))
        .optional(),
      requestId: z.string().optional(),
      /** A sign-in refused to a banned account: why, since when, and how to appeal (decision 026). */
      ban: BanNoticeSchema.optional(),
    }),
  })
  .openapi('Error')

export function json<T extends ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } }
}

/**
 * An answer that a client sending `Accept: application/x-ndjson` gets as progress lines instead
 * (http/ndjson.ts): always with status 200, the outcome in the last line.
 */
export function jsonOrProgress<T extends ZodType>(schema: T, description: string) {
  const lines = z.string().meta({
    description:
      'One JSON object per line: `{ type: "progress", … }` lines, then the result or `{ type: "error", error }`',
  })
  return {
    description: `${description}; or, with \`Accept: application/x-ndjson\`, the progress of it as lines`,
    content: { 'application/json': { schema }, 'application/x-ndjson': { schema: lines } },
  }
}

/** A limit's 429 says when to try again (test/contract.ts checks it is sent). */
const RETRY_AFTER = {
  'Retry-After': {
    description:
      'Seconds until the limit lets the request through (not sent for `TOO_MANY_ATTEMPTS`: ask for a new code)',
    schema: { type: 'integer' as const },
  },
}

/** Documented error responses of a route, by code: `...errors('NOT_FOUND', 'VALIDATION_FAILED')`. */
export function errors(...codes: ErrorCode[]) {
  const byStatus: Record<number, ReturnType<typeof json<typeof ErrorSchema>>> = {}
  for (const code of codes) {
    const { status, message } = ERRORS[code]
    const previous = byStatus[status]
    byStatus[status] = json(ErrorSchema, previous ? `${previous.description}; ${message}` : message)
  }
  return byStatus
}

/**
 * A JSON request body, as createRoute wants it. Required unless `{}` would pass: the server reads
 * an absent body as `{}` (the validator's way), so a body of optional fields may be left out, and
 * the document says so.
 */
export function jsonBody<T extends ZodType>(schema: T) {
  return { body: { content: { 'application/json': { schema } }, required: !schema.safeParse({}).success } }
}

/**
 * The answer of a delete: nothing. Not `as const`: a readonly response object drops the route
 * from the typed client's schema.
 */
export const noContent: { 204: { description: string } } = { 204: { description: 'Done; no content' } }

/** A multipart body with one image file in the field `file` (avatars, images of cards): 5 MB at most. */
export const ImageFileForm = z.object({
  file: z
    .custom<File>((value) => value instanceof File, V.required)
    .openapi({ type: 'string', format: 'binary', maxLength: AVATAR_MAX_BYTES, description: 'At most 5 MB' }),
})

/** The two ways to be signed in: the session cookie a browser keeps, or its token as a bearer. */
const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'pointbook.session_token',
    description:
      'The session cookie set by signing in (`__Secure-pointbook.session_token` when the server is on HTTPS).',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The session token as `Authorization: Bearer …`: the `set-auth-token` header of a sign-in answer (the native shell).',
  },
} as const

type Security = Record<string, string[]>[]
/** Either credential. */
const SIGNED_IN: Security = [{ sessionCookie: [] }, { bearerAuth: [] }]
/** None needed; one, if sent, may show more (your own private book). */
const OPTIONAL: Security = [{}, ...SIGNED_IN]

interface OpenApiDocument {
  paths?: object
  components?: object
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options'])

/** `/books/:id{[0-9a-f-]+}` as OpenAPI writes it: `/books/{id}`. */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z_]\w*)(\{[^}]*\})?/g, '{$1}')
}

interface Operation {
  security?: Security
  parameters?: unknown[]
  requestBody?: unknown
  responses?: Record<string, { description: string; content?: unknown; headers?: unknown }>
}

/**
 * The errors every operation of its kind can answer, whatever its own handler does: from the
 * middleware in front of every `/api` route (app.ts) and the route's guard. A handler's own
 * errors are in its route definition.
 */
function sharedErrors(path: string, method: string, audience: Audience, operation: Operation): ErrorCode[] {
  const isWrite = !READ_METHODS.has(method.toUpperCase())
  // The sign-in routes' writes are limited by the sign-in back-off, not the write limit.
  const isLimited = isLimitedWrite(method.toUpperCase(), `/api${path}`)
  const hasBody = operation.requestBody !== undefined
  const hasInput = hasBody || (operation.parameters?.length ?? 0) > 0
  return [
    ...(hasInput ? (['VALIDATION_FAILED'] as const) : []),
    ...(audience !== 'anyone' ? (['UNAUTHORIZED'] as const) : []),
    ...(audience === 'admin' ? (['FORBIDDEN'] as const) : []),
    // A banned account may read but not write (access.ts).
    ...(audience !== 'anyone' && isWrite ? (['USER_BANNED'] as const) : []),
    // refuseCrossSiteWrites, limitBodies, limitWrites.
    ...(isWrite ? (['CROSS_SITE_REQUEST'] as const) : []),
    ...(hasBody ? (['UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE'] as const) : []),
    ...(isLimited ? (['RATE_LIMITED'] as const) : []),
    'INTERNAL_ERROR',
  ]
}

/** Adds an error to an operation's responses: a new status, or one more reason for a known one. */
function addError(responses: NonNullable<Operation['responses']>, code: ErrorCode): void {
  const { status, message } = ERRORS[code]
  const known = responses[status]
  if (!known) {
    // The document is built already: the one error shape by reference, as the routes' own use it.
    const schema = { $ref: '#/components/schemas/Error' }
    responses[status] = { description: message, content: { 'application/json': { schema } } }
    return
  }
  if (!known.description.includes(message)) known.description = `${known.description}; ${message}`
}

/**
 * The document with its security schemes, on every operation the credentials it accepts, and
 * the errors its guard and the middleware in front of it can answer — from the same guards the
 * access test walks (`access.ts`): it cannot disagree with the code.
 */
export function withSecurity<T extends OpenApiDocument>(document: T, routes: RegisteredRoute[]): T {
  const audiences = new Map(
    routes.map((route) => [`${route.method} ${openApiPath(route.path)}`, route.audiences]),
  )
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>
  for (const [path, operations] of Object.entries(paths))
    for (const [method, operation] of Object.entries(operations)) {
      if (!HTTP_METHODS.has(method) || typeof operation !== 'object' || operation === null) continue
      const audience = audiences.get(`${method.toUpperCase()} ${path}`)?.[0]
      if (!audience) throw new Error(`${method.toUpperCase()} ${path} is documented but declares no access`)
      const described = operation as Operation
      described.security = audience === 'anyone' ? OPTIONAL : SIGNED_IN
      described.responses ??= {}
      for (const code of sharedErrors(path, method, audience, described)) addError(described.responses, code)
      // Every limit's 429, the guard's or the route's own, says when to try again.
      const limited = described.responses[429]
      if (limited) limited.headers ??= RETRY_AFTER
      // A read a visitor may get as shared carries an ETag; asking again with it answers 304.
      if (isSharedRead(method.toUpperCase(), `/api${path}`) && !described.responses[304])
        described.responses[304] = {
          description:
            'Not modified: the `ETag` sent in `If-None-Match` still matches (reads without a credential)',
        }
    }
  document.components = { ...document.components, securitySchemes: SECURITY_SCHEMES }
  return document
}
