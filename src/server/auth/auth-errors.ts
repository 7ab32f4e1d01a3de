import {
  type ApiErrorBody,
  CODE_BY_STATUS,
  ERRORS,
  type ErrorCode,
  type FieldIssue,
} from '../../shared/errors'

/** Better Auth's error codes in the app's vocabulary (API.md: one error shape everywhere). */
const BY_CODE: Record<string, ErrorCode | { code: ErrorCode; details: FieldIssue[] }> = {
  USERNAME_IS_ALREADY_TAKEN: 'USERNAME_TAKEN',
  USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER: 'USERNAME_TAKEN',
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_USERNAME_OR_PASSWORD: 'INVALID_CREDENTIALS',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  INVALID_OTP: 'INVALID_CODE',
  OTP_EXPIRED: 'CODE_EXPIRED',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  BANNED_USER: 'USER_BANNED',
  USER_BANNED: 'USER_BANNED',
  INVALID_EMAIL: { code: 'VALIDATION_FAILED', details: [{ path: 'email', code: 'invalid-email' }] },
  PASSWORD_TOO_SHORT: { code: 'VALIDATION_FAILED', details: [{ path: 'password', code: 'weak-password' }] },
  PASSWORD_TOO_LONG: { code: 'VALIDATION_FAILED', details: [{ path: 'password', code: 'too-long' }] },
  USERNAME_TOO_SHORT: {
    code: 'VALIDATION_FAILED',
    details: [{ path: 'username', code: 'invalid-username' }],
  },
  USERNAME_TOO_LONG: { code: 'VALIDATION_FAILED', details: [{ path: 'username', code: 'too-long' }] },
  INVALID_USERNAME: { code: 'VALIDATION_FAILED', details: [{ path: 'username', code: 'invalid-username' }] },
}

interface BetterAuthErrorBody {
  code?: string
  message?: string
  details?: FieldIssue[]
}

function toApiError(
  status: number,
  body: BetterAuthErrorBody | null,
): { status: number; body: ApiErrorBody } {
  if (status === 429) return shaped('RATE_LIMITED')
  if (status >= 500) return shaped('INTERNAL_ERROR')
  const mapped = body?.code ? BY_CODE[body.code] : undefined
  if (typeof mapped === 'string') return shaped(mapped)
  if (mapped) return shaped(mapped.code, mapped.details)
  if (body?.code && body.code in ERRORS) return shaped(body.code as ErrorCode, body.details)
  const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST'
  return { status, body: { error: { code, message: body?.message || ERRORS[code].message } } }
}

function shaped(code: ErrorCode, details?: FieldIssue[]) {
  const body: ApiErrorBody = { error: { code, message: ERRORS[code].message } }
  if (details?.length) body.error.details = details
  return { status: ERRORS[code].status, body }
}

/** Rewrites a failed Better Auth response into the app's error shape, keeping its headers. */
export async function reshapeAuthResponse(response: Response): Promise<Response> {
  if (response.status < 400) return response
  const isJson = response.headers.get('content-type')?.includes('application/json')
  const body = (isJson ? await response.json().catch(() => null) : null) as BetterAuthErrorBody | null
  const { status, body: shapedBody } = toApiError(response.status, body)
  const headers = new Headers(response.headers)
  const retryAfter = headers.get('x-retry-after')
  if (status === 429 && retryAfter && !headers.has('retry-after')) headers.set('retry-after', retryAfter)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  return new Response(JSON.stringify(shapedBody), { status, headers })
}
