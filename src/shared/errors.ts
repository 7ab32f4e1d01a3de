import type { BanNotice } from './ban-notice'
/**
 * The one error shape of the API (API.md): `{ error: { code, message, details?, requestId? } }`.
 * Every code has an HTTP status and an English message; the web app translates the code.
 */
export const ERRORS = {
  BAD_REQUEST: { status: 400, message: 'Bad request' },
  VALIDATION_FAILED: { status: 400, message: 'Please check the form' },
  UNAUTHORIZED: { status: 401, message: 'Please log in first' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password' },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message: 'Please confirm your email first: we have sent you a new code',
  },
  INVALID_CODE: { status: 400, message: 'Verification code error' },
  CODE_EXPIRED: { status: 400, message: 'The code has expired, please ask for a new one' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many attempts, please ask for a new code' },
  USER_BANNED: { status: 403, message: 'This account has been banned' },
  CONTENT_BANNED: { status: 403, message: 'This content has been banned by an admin' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this' },
  NOT_FOUND: { status: 404, message: 'This content has been deleted or banned' },
  CONFLICT: { status: 409, message: 'This conflicts with the current state' },
  USERNAME_TAKEN: { status: 409, message: 'Username is already taken' },
  OWNER_CANNOT_BE_MEMBER: { status: 409, message: 'The owner of a book cannot also be its member' },
  COPY_NOT_ALLOWED: { status: 403, message: 'This book does not allow copying' },
  BLOCKED: { status: 403, message: 'You cannot do this: one of you has blocked the other' },
  CANNOT_FOLLOW_SELF: { status: 400, message: 'You cannot follow yourself' },
  CANNOT_BLOCK_SELF: { status: 400, message: 'You cannot block yourself' },
  CANNOT_REPORT_SELF: { status: 400, message: 'You cannot report yourself or your own content' },
  CANNOT_BAN_ADMIN: { status: 403, message: 'An admin cannot be banned; revoke the role first' },
  APPEAL_EXPIRED: { status: 401, message: 'This appeal form has expired: sign in again to appeal' },
  APPEAL_EXISTS: { status: 409, message: 'You have already appealed this ban' },
  APPEAL_CLOSED: { status: 403, message: 'This ban can no longer be appealed' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This kind of body is not accepted here' },
  CROSS_SITE_REQUEST: { status: 403, message: 'This request came from another site and was refused' },
  INVALID_IMAGE: { status: 400, message: 'Please choose a PNG, JPEG, WebP or GIF image' },
  IMAGE_TOO_LARGE: { status: 413, message: 'The image is too large (at most 5 MB and 40 megapixels)' },
  UPLOAD_LIMIT_REACHED: {
    status: 429,
    message: 'You have reached today’s upload limit, please try again tomorrow',
  },
  RATE_LIMITED: { status: 429, message: 'Rate limit reached' },
  REPORT_LIMIT_REACHED: {
    status: 429,
    message: 'You have sent many reports in the last hour, please try again later',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'This Idempotency-Key was already used for another request',
  },
  NOTHING_TO_UNDO: { status: 409, message: 'There is no rating to undo' },
  IMPORT_UNREADABLE: { status: 400, message: 'This file could not be read' },
  IMPORT_EMPTY: { status: 400, message: 'The file has no rows to import' },
  IMPORT_TOO_LARGE: { status: 413, message: 'The file is too large (at most 20 MB)' },
  IMPORT_TOO_MANY_ROWS: { status: 400, message: 'Too many rows (at most 100,000 per import)' },
  IMPORT_INVALID_ROWS: { status: 400, message: 'Some rows have errors: fix them or change the mapping' },
  AGENT_NOT_CONFIGURED: { status: 503, message: 'The book agent is not configured on this server' },
  AGENT_LIMIT_REACHED: {
    status: 429,
    message: 'You have used today’s generations, please try again tomorrow',
  },
  AGENT_BUSY: { status: 503, message: 'The AI service is busy, please try again in a moment' },
  AGENT_FAILED: { status: 502, message: 'The AI service failed, please try again' },
  AGENT_TIMEOUT: { status: 504, message: 'The AI service took too long to answer' },
  AGENT_BAD_ANSWER: { status: 502, message: 'The AI answer could not be read, please try again' },
  INTERNAL_ERROR: { status: 500, message: 'Error' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Service unavailable, please try again later' },
} as const satisfies Record<string, { status: number; message: string }>

export type ErrorCode = keyof typeof ERRORS
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[]

/** One problem with one input field; `code` is a key of the `validation` catalog section. */
export interface FieldIssue {
  path: string
  code: string
  /** Where in an uploaded file, when the problem is there (an unterminated quote's line). */
  line?: number
}

export interface ApiErrorBody {
  error: {
    code: string
    message: string
    details?: FieldIssue[]
    requestId?: string
    /** A refused sign-in of a banned account (`USER_BANNED`): why, since when, how to appeal. */
    ban?: BanNotice
  }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false
  const error = (value as { error: unknown }).error
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
}

/** The generic code of an HTTP status, for failures that carry no code of their own. */
export const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
}

/** `RATE_LIMITED` → `rate-limited`: the catalog key under `errors`. */
export function errorCodeKey(code: string): string {
  return code.toLowerCase().replaceAll('_', '-')
}
