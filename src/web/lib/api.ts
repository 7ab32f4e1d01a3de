import { hc } from 'hono/client'
import type { i18n as I18n } from 'i18next'
import type { AppType } from '../../server/api'
import type { BanNotice } from '../../shared/ban-notice'
import { type ErrorCode, errorCodeKey, type FieldIssue, isApiErrorBody } from '../../shared/errors'
import { i18n } from '../i18n/i18n'
import { takeEarlyAnswer } from './early-answers'
import { createHttpClient, type HttpClientOptions, retryAfterSeconds } from './http'
import { apiUrl } from './platform'

/** A failed API call, carrying the server's error code (or NETWORK when nothing answered). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly details: FieldIssue[] = [],
    /** From `Retry-After`: how many seconds until trying again may succeed. */
    readonly retryAfter?: number,
    /** A sign-in refused for a ban: why, since when, how to appeal. */
    readonly ban?: BanNotice,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

const httpOptions: HttpClientOptions = {
  // The native shell's page is not the server: every `/api` path goes to the configured address.
  url: apiUrl,
  early: takeEarlyAnswer,
}

export const http = createHttpClient(httpOptions)

/**
 * The session's part of every request — its headers and whether cookies go along — which the
 * session feature knows: lib imports no feature, so app.tsx hands it in at start-up, before the
 * first request (until then, and in a test that sets none: cookies, no extra headers).
 */
export function configureHttp(session: Pick<HttpClientOptions, 'headers' | 'credentials'>): void {
  Object.assign(httpOptions, session)
}

export const api = hc<AppType>('/api', { fetch: http.fetch })

export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null)
  const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'))
  if (isApiErrorBody(body)) {
    const { code, message, details, ban } = body.error
    return new ApiError(response.status, code as ErrorCode, message, details, retryAfter, ban)
  }
  return new ApiError(
    response.status,
    response.status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST',
    response.statusText,
    [],
    retryAfter,
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

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401
}

/**
 * "in 30 seconds", "in 2 minutes": when to try again, in the reader's language. Here, not with
 * the dates (`date.ts`), which only pages show: an error's sentence is part of every first visit.
 */
function retryWhen(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  if (seconds < 60) return format.format(seconds, 'second')
  if (seconds < 3600) return format.format(Math.ceil(seconds / 60), 'minute')
  return format.format(Math.ceil(seconds / 3600), 'hour')
}

/** Limits whose refusal can say when to try again, from `Retry-After`. */
const RETRY_SENTENCES: Partial<
  Record<ErrorCode, 'errors.rate-limited-retry' | 'errors.report-limit-reached-retry'>
> = {
  RATE_LIMITED: 'errors.rate-limited-retry',
  REPORT_LIMIT_REACHED: 'errors.report-limit-reached-retry',
}

/**
 * The translated sentence for an error: the server's code through the `errors` catalog; a rate
 * limit says when to try again if the server told. `using` is the i18next instance to read.
 */
export function errorMessage(error: unknown, using: I18n = i18n): string {
  const code = error instanceof ApiError ? error.code : 'INTERNAL_ERROR'
  const retryKey = RETRY_SENTENCES[code as ErrorCode]
  if (error instanceof ApiError && retryKey && error.retryAfter) {
    return using.t(retryKey, { when: retryWhen(error.retryAfter, using.language) })
  }
  const key = `errors.${errorCodeKey(code)}`
  return using.exists(key) ? using.t(key as 'errors.internal-error') : using.t('errors.internal-error')
}
