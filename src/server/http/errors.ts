import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type ApiErrorBody, CODE_BY_STATUS, ERRORS } from '../../shared/errors'
import { AppError } from '../lib/app-error'
import type { AppEnv } from './env'

function appErrorBody(error: AppError): ApiErrorBody {
  const body: ApiErrorBody = { error: { code: error.code, message: error.message } }
  if (error.details) body.error.details = error.details
  return body
}

/** The `code` of an answer in the one error shape; '' for any other answer. */
export async function errorCodeOf(response: Response): Promise<string> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: { code?: unknown } } | null
  return typeof body?.error?.code === 'string' ? body.error.code : ''
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
  if (error instanceof AppError && error.retryAfter !== undefined)
    c.header('Retry-After', String(Math.ceil(error.retryAfter)))
  const { status, body } = errorOf(error, c)
  return c.json(body, status as ContentfulStatusCode)
}

/**
 * The status and body an error leaves the server with; also for a failure after a streamed
 * answer has begun (its last line), which can no longer change the status.
 */
export function errorOf(error: unknown, c: Context<AppEnv>): { status: number; body: ApiErrorBody } {
  const known = (appError: AppError) => ({ status: appError.status, body: appErrorBody(appError) })
  if (error instanceof AppError) return known(error)
  if (isUnstorableText(error)) return known(new AppError('VALIDATION_FAILED'))
  if (error instanceof HTTPException && error.status < 500) {
    const code = CODE_BY_STATUS[error.status] ?? 'BAD_REQUEST'
    const message = error.status === 400 && error.message ? error.message : ERRORS[code].message
    return known(new AppError(code, message))
  }
  const requestId = c.var.requestId
  const log = c.var.deps?.logger
  log?.error({ err: error, requestId, method: c.req.method, path: c.req.path }, 'unhandled error')
  const body: ApiErrorBody = {
    error: { code: 'INTERNAL_ERROR', message: ERRORS.INTERNAL_ERROR.message, requestId },
  }
  return { status: 500, body }
}
