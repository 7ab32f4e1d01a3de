import { ERRORS, type ErrorCode, type FieldIssue } from '../../shared/errors'

/** A failure the client is told about: it leaves the server in the one error shape. */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly details?: FieldIssue[]
  /** Seconds until trying again can succeed: sent as `Retry-After` (a limit that resets). */
  retryAfter?: number

  constructor(code: ErrorCode, message?: string, details?: FieldIssue[]) {
    super(message ?? ERRORS[code].message)
    this.name = 'AppError'
    this.code = code
    this.status = ERRORS[code].status
    if (details) this.details = details
  }
}

export const notFound = () => new AppError('NOT_FOUND')
/**
 * A path no route answers: 404 `NOT_FOUND` too, but not the spec's "deleted or banned", which
 * speaks of content and misleads a client that mistyped a path (issue 44).
 */
export const noSuchRoute = () => new AppError('NOT_FOUND', 'No such API route')
export const unauthorized = () => new AppError('UNAUTHORIZED')
