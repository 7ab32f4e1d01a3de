import { hc } from 'hono/client'
import type { AppType } from '../../server/api'
import { type ErrorCode, errorCodeKey, type FieldIssue, isApiErrorBody } from '../../shared/errors'
import { authHeaders, sessionMode } from '../features/session/session'
import { i18n } from '../i18n/i18n'
import { createHttpClient } from './http'

/** A failed API call, carrying the server's error code (or NETWORK when nothing answered). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly details: FieldIssue[] = [],
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const http = createHttpClient({
  headers: authHeaders,
  credentials: () => (sessionMode() === 'bearer' ? 'omit' : 'same-origin'),
})

export const api = hc<AppType>('/api', { fetch: http.fetch })

export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null)
  if (isApiErrorBody(body)) {
    return new ApiError(response.status, body.error.code as ErrorCode, body.error.message, body.error.details)
  }
  return new ApiError(
    response.status,
    response.status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST',
    response.statusText,
  )
}

/** Awaits a typed client call and returns its JSON, or throws an ApiError. */
export async function unwrap<T>(call: Promise<{ ok: boolean; json(): Promise<T> } & Response>): Promise<T> {
  let response: Response & { json(): Promise<T> }
  try {
    response = await call
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'Network error')
  }
  if (!response.ok) throw await toApiError(response)
  if (response.status === 204) return undefined as T
  return response.json()
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

/** The translated sentence for an error: the server's code through the `errors` catalog. */
export function errorMessage(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'INTERNAL_ERROR'
  const key = `errors.${errorCodeKey(code)}`
  return i18n.exists(key) ? i18n.t(key as 'errors.internal-error') : i18n.t('errors.internal-error')
}
