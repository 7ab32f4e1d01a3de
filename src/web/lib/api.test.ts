import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { answerFetch, apiError, json } from '../test/answer-fetch'
import { initTestI18n } from '../test/i18n'
import { ApiError, configureHttp, errorMessage, http, toApiError } from './api'
import { retryAfterSeconds } from './http'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})

describe('Retry-After', () => {
  it('is read as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(retryAfterSeconds('30', now)).toBe(30)
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:02:00 GMT', now)).toBe(120)
    expect(retryAfterSeconds('0', now)).toBeUndefined()
    expect(retryAfterSeconds('soon', now)).toBeUndefined()
    expect(retryAfterSeconds(null, now)).toBeUndefined()
  })

  it('travels on the ApiError of a 429', async () => {
    const error = await toApiError(apiError(429, 'RATE_LIMITED', {}, { 'Retry-After': '42' }))
    expect([error.code, error.retryAfter]).toEqual(['RATE_LIMITED', 42])
  })
})

describe('errorMessage', () => {
  it('says when to try again after a rate limit, if the server told', () => {
    expect(errorMessage(new ApiError(429, 'RATE_LIMITED', '', [], 30), i18n)).toBe(
      'Rate limit reached. Please try again in 30 seconds.',
    )
    expect(errorMessage(new ApiError(429, 'RATE_LIMITED', '', [], 150), i18n)).toBe(
      'Rate limit reached. Please try again in 3 minutes.',
    )
    expect(errorMessage(new ApiError(429, 'RATE_LIMITED', ''), i18n)).toBe('Rate limit reached')
  })
})

describe('the session on every request', () => {
  afterEach(() => {
    configureHttp({ headers: () => ({}), credentials: () => 'same-origin' })
    vi.unstubAllGlobals()
  })

  it('is the one app.tsx hands in at start-up: a bearer token and no cookies, from then on', async () => {
    const fetch = answerFetch(() => json(200, {}))
    await http.fetch('/api/me')
    configureHttp({ headers: () => ({ Authorization: 'Bearer t1' }), credentials: () => 'omit' })
    await http.fetch('/api/me')
    const [before, after] = fetch.mock.calls.map(([request]) => request)
    expect([before?.headers.get('Authorization'), before?.credentials]).toEqual([null, 'same-origin'])
    expect([after?.headers.get('Authorization'), after?.credentials]).toEqual(['Bearer t1', 'omit'])
  })
})
