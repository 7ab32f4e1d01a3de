import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type ApiErrorBody, CODE_BY_STATUS, ERRORS } from '../../shared/errors'
import { AppError } from '../lib/app-error'
import type { AppEnv } from './env'

export function errorResponse(c: Context<AppEnv>, error: AppError): Response {
  const body: ApiErrorBody = { error: { code: error.code, message: error.message } }
  if (error.details) body.error.details = error.details
  return c.json(body, error.status as ContentfulStatusCode)
}

/**
 * PostgreSQL refusing text it cannot store (a NUL, a byte sequence that is not UTF-8): the
 * shared schemas refuse both first; this is the backstop for any input they do not cover.
 */
function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code
    if (code === '22021' || code === '22P05') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * Known failures keep their status and code. Anything else is a 500 that names the request id
 * and leaves the stack in the log, never in the response.
 */
export function handleError(error: unknown, c: Context<AppEnv>): Response {
  if (error instanceof AppError) return errorResponse(c, error)
  if (isUnstorableText(error)) return errorResponse(c, new AppError('VALIDATION_FAILED'))
  if (error instanceof HTTPException && error.status < 500) {
    const code = CODE_BY_STATUS[error.status] ?? 'BAD_REQUEST'
    const message = error.status === 400 && error.message ? error.message : ERRORS[code].message
    return errorResponse(c, new AppError(code, message))
  }
  const requestId = c.var.requestId
  const log = c.var.deps?.logger
  log?.error({ err: error, requestId, method: c.req.method, path: c.req.path }, 'unhandled error')
  const body: ApiErrorBody = {
    error: { code: 'INTERNAL_ERROR', message: ERRORS.INTERNAL_ERROR.message, requestId },
  }
  return c.json(body, 500)
}
