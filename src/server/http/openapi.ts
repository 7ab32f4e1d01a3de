import { z } from '@hono/zod-openapi'
import type { ZodType } from 'zod'
import { ERRORS, type ErrorCode } from '../../shared/errors'
import { V } from '../../shared/validation'

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
