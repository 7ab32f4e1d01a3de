import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerFetch, apiError, json, requestedPaths } from '../../test/answer-fetch'
import { meQueryOptions } from './me-query'

afterEach(() => vi.unstubAllGlobals())

const me = { id: 'u1', name: 'Ada' }

describe('who is signed in (meQueryOptions)', () => {
  // Browsers log a 4xx as a console error: a visitor's page load must not meet one.
  it('asks get-session first and never sends a visitor to GET /api/me', async () => {
    const fetch = answerFetch((request) =>
      new URL(request.url).pathname === '/api/auth/get-session'
        ? json(200, null)
        : apiError(401, 'UNAUTHORIZED'),
    )
    await expect(new QueryClient().fetchQuery(meQueryOptions)).resolves.toBeNull()
    expect(requestedPaths(fetch)).toEqual(['/api/auth/get-session'])
  })

  it('loads the profile when there is a session', async () => {
    const fetch = answerFetch((request) =>
      new URL(request.url).pathname === '/api/auth/get-session'
        ? json(200, { session: { id: 's1' }, user: { id: 'u1' } })
        : json(200, me),
    )
    await expect(new QueryClient().fetchQuery(meQueryOptions)).resolves.toEqual(me)
    expect(requestedPaths(fetch)).toEqual(['/api/auth/get-session', '/api/me'])
  })
})
