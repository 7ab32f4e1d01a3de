import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MyProfile } from '../../../shared/accounts'
import { ApiError, api, http, isUnauthorized, toApiError, unwrap } from '../../lib/api'
import { applyAuthChange, currentBearer, sessionMode } from './session'

/**
 * Who is signed in, cached under the profiles' key (`profileKeys.me()` is this one), so that a
 * profile change (`profileKeys.all`) reads it again too. Here, not in profiles: the session and
 * every feature asking who is signed in sit below profiles.
 */
export const meKey = ['profiles', 'me'] as const

/**
 * Whether a session may be there to ask about. Browsers log every 4xx as a console error, so a
 * visitor is never sent to `GET /api/me` (401): a bearer needs a stored token, and a cookie session
 * is checked with `get-session`, which answers 200 and null without one.
 */
async function mayBeSignedIn(): Promise<boolean> {
  if (sessionMode() === 'bearer') return currentBearer() !== null
  return holdsSession()
}

/**
 * Whether the server holds a session for this page (`get-session` answers one, not null). Throws
 * the API's error, `NETWORK` when it cannot be asked.
 */
export async function holdsSession(): Promise<boolean> {
  let response: Response
  try {
    response = await http.fetch('/api/auth/get-session', { headers: { Accept: 'application/json' } })
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'Network error')
  }
  if (!response.ok) throw await toApiError(response)
  return (await response.json().catch(() => null)) !== null
}

/** The signed-in person, or null for a visitor. */
export const meQueryOptions = queryOptions({
  queryKey: meKey,
  queryFn: async (): Promise<MyProfile | null> => {
    if (!(await mayBeSignedIn())) return null
    try {
      return await unwrap(api.me.$get())
    } catch (error) {
      if (isUnauthorized(error)) {
        // A stored token the server no longer honours (revoked, expired) is dropped.
        if (currentBearer()) await applyAuthChange('SIGNED_OUT')
        return null
      }
      throw error
    }
  },
  staleTime: 60_000,
  meta: { silent: true },
})

export function useMe() {
  return useQuery(meQueryOptions)
}
