/**
 * The one error shape of the API (API.md): `{ error: { code, message, details?, requestId? } }`.
 * Every code has an HTTP status and an English message; the web app translates the code.
 */
export const ERRORS = {
  BAD_REQUEST: { status: 400, message: 'Bad request' },
  VALIDATION_FAILED: { status: 400, message: 'Please check the form' },
  UNAUTHORIZED: { status: 401, message: 'Please log in first' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this' },
  NOT_FOUND: { status: 404, message: 'This content has been deleted or banned' },
  CONFLICT: { status: 409, message: 'This conflicts with the current state' },
  USERNAME_TAKEN: { status: 409, message: 'Username is already taken' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Too large' },
  RATE_LIMITED: { status: 429, message: 'Rate limit reached' },
  INTERNAL_ERROR: { status: 500, message: 'Error' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Service unavailable, please try again later' },
} as const satisfies Record<string, { status: number; message: string }>

export type ErrorCode = keyof typeof ERRORS
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[]

/** One problem with one input field; `code` is a key of the `validation` catalog section. */
export interface FieldIssue {
  path: string
  code: string
}

export interface ApiErrorBody {
  error: {
    code: string
    message: string
    details?: FieldIssue[]
    requestId?: string
  }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false
  const error = (value as { error: unknown }).error
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
}

/** `RATE_LIMITED` → `rate-limited`: the catalog key under `errors`. */
export function errorCodeKey(code: string): string {
  return code.toLowerCase().replaceAll('_', '-')
}
