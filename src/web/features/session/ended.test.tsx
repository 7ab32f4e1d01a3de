import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MyProfile } from '../../../shared/accounts'
import { onCallFailed } from '../../call-failures'
import { ApiError } from '../../lib/api'
import { createQueryClient } from '../../lib/query-client'
import { pendingFetch } from '../../test/test-fetch'
import { profileKeys } from '../profiles/queries'
import { sessionEndedElsewhere } from './ended'
import { setNavigate } from './prompt'
import { type AuthEvent, changingSession, onAuthChange } from './session'

const unauthorized = () => Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'Unauthorized'))
const me = { id: 'u1', name: 'Lena' } as MyProfile

let visits: string[]
let events: AuthEvent[]
let stopListening: () => void
/** What `GET /api/auth/get-session` says: no session (null), or one still held. */
let session: unknown
let fetch: ReturnType<typeof pendingFetch>['fetch']

beforeEach(() => {
  session = null
  const pending = pendingFetch(200, null)
  pending.release()
  fetch = pending.fetch
  fetch.mockImplementation(async (request: Request) => {
    if (!request.url.endsWith('/api/auth/get-session')) throw new Error(`unexpected request: ${request.url}`)
    return new Response(JSON.stringify(session), { headers: { 'Content-Type': 'application/json' } })
  })
  window.history.replaceState(null, '', '/timers?tab=mine')
  visits = []
  events = []
  setNavigate((to) => visits.push(to))
  stopListening = onAuthChange((event) => events.push(event))
})
afterEach(() => {
  stopListening()
  vi.unstubAllGlobals()
})

/**
 * The proof that what came before signed nothing out, instead of a pause: a later end of the
 * session, on /stars with the session gone from the server, does sign the page out (a check
 * still under way lets a second one pass unheard, so it is retried until heard). The caller then
 * finds that later visit and sign-out alone.
 */
async function endLater(client: ReturnType<typeof createQueryClient>) {
  session = null
  window.history.replaceState(null, '', '/stars')
  await vi.waitFor(async () => expect(await sessionEndedElsewhere(client, 'ended')).toBe(true))
}
const laterVisit = '/login?redirect=%2Fstars&ended=true'

describe('a session that ended elsewhere (signed out of all devices, a new password)', () => {
  it('a 401 to a page that shows someone signed in signs it out and opens sign-in, which says why and leads back', async () => {
    const client = createQueryClient(onCallFailed)
    client.setQueryData(profileKeys.me(), me)
    await client.fetchQuery({ queryKey: ['timers'], queryFn: unauthorized }).catch(() => undefined)
    await vi.waitFor(() => expect(visits).toEqual(['/login?redirect=%2Ftimers%3Ftab%3Dmine&ended=true']))
    expect(client.getQueryData(profileKeys.me())).toBeNull()
    expect(events).toEqual(['SIGNED_OUT'])
  })

  it('a write refused with 401 does the same, once for many refusals', async () => {
    const client = createQueryClient(onCallFailed)
    client.setQueryData(profileKeys.me(), me)
    const write = () =>
      client
        .getMutationCache()
        .build(client, { mutationFn: unauthorized })
        .execute(undefined)
        .catch(() => undefined)
    await Promise.all([write(), write()])
    await vi.waitFor(() => expect(visits).toHaveLength(1))
    expect(visits[0]).toMatch(/^\/login\?redirect=.*&ended=true$/)
    expect(events).toEqual(['SIGNED_OUT'])
  })

  it('a sign-out asked for on this page is no news: no second sign-out, no sign-in page', async () => {
    const client = createQueryClient(onCallFailed)
    client.setQueryData(profileKeys.me(), me)
    await changingSession(() =>
      client.fetchQuery({ queryKey: ['stream'], queryFn: unauthorized }).catch(() => undefined),
    )
    await endLater(client)
    expect(visits).toEqual([laterVisit])
    expect(events).toEqual(['SIGNED_OUT'])
  })

  it('a page that still holds a session (its own new password gave it a new one) stays signed in', async () => {
    session = { session: { id: 's2' }, user: { id: 'u1' } }
    const client = createQueryClient(onCallFailed)
    client.setQueryData(profileKeys.me(), me)
    await client.fetchQuery({ queryKey: ['stream'], queryFn: unauthorized }).catch(() => undefined)
    // It asked the server, which still holds a session; the later end can only sign out a page
    // that still shows someone signed in.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    await endLater(client)
    expect(visits).toEqual([laterVisit])
    expect(events).toEqual(['SIGNED_OUT'])
  })

  it('a visitor’s 401 does not sign anyone out', async () => {
    const client = createQueryClient(onCallFailed)
    client.setQueryData(profileKeys.me(), null)
    await client.fetchQuery({ queryKey: ['mine'], queryFn: unauthorized }).catch(() => undefined)
    // Someone signs in later, and their session ends: that is the one sign-out.
    client.setQueryData(profileKeys.me(), me)
    await endLater(client)
    expect(visits).toEqual([laterVisit])
    expect(events).toEqual(['SIGNED_OUT'])
  })
})
