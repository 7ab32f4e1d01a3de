import type { ZodType } from 'zod'

/** A required JSON request body, as createRoute wants it. */
export function jsonBody<T extends ZodType>(schema: T) {
  return { body: { content: { 'application/json': { schema } }, required: true } }
}

/** The answer of a delete: nothing. */
export const noContent = { 204: { description: 'Done; no content' } } as const
