import { z } from '@hono/zod-openapi'
import type { ZodType } from 'zod'
import { ERRORS, type ErrorCode } from '../../shared/errors'
import { V } from '../../shared/validation'
import type { RegisteredRoute } from './access'

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z
        .array(z.object({ path: z.string(), code: z.string(), line: z.number().int().optional() }))
        .optional(),
      requestId: z.string().optional(),
    }),
  })
  .openapi('Error')

export function json<T extends ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } }
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

/** A required JSON request body, as createRoute wants it. */
export function jsonBody<T extends ZodType>(schema: T) {
  return { body: { content: { 'application/json': { schema } }, required: true } }
}

/**
 * The answer of a delete: nothing. Not `as const`: a readonly response object drops the route
 * from the typed client's schema.
 */
export const noContent: { 204: { description: string } } = { 204: { description: 'Done; no content' } }

/** A multipart body with one image file in the field `file` (avatars, images of cards). */
export const ImageFileForm = z.object({
  file: z
    .custom<File>((value) => value instanceof File, V.required)
    .openapi({ type: 'string', format: 'binary' }),
})

/** The two ways to be signed in: the session cookie a browser keeps, or its token as a bearer. */
export const SECURITY_SCHEMES = {
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

/**
 * The document with its security schemes, and on every operation the credentials it accepts,
 * from the same guards the access test walks (`access.ts`): it cannot disagree with the code.
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
      ;(operation as { security?: Security }).security = audience === 'anyone' ? OPTIONAL : SIGNED_IN
    }
  document.components = { ...document.components, securitySchemes: SECURITY_SCHEMES }
  return document
}
