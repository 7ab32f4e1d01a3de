import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MyProfile } from '../../../shared/accounts'
import { onCallFailed } from '../../call-failures'
import { ApiError } from '../../lib/api'
import { createQueryClient } from '../../lib/query-client'
import { pendingFetch } from '../../test/test-fetch'
import { profileKeys } from '../profiles/queries'
import { setNavigate } from './prompt'
import { type AuthEvent, changingSession, onAuthChange } from './session'

const unauthorized = () => Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'Unauthorized'))
const me = { id: 'u1', name: 'Lena' } as MyProfile

let visits: string[]
let events: AuthEvent[]
let stopListening: () => void
/** What `GET /api/auth/get-session` says: no session (null), or one still held. */
let session: unknown

beforeEach(() => {
  session = null
  const { fetch, release } = pendingFetch(200, null)
  release()
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
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(visits).toEqual([])
    expect(events).toEqual([])
  })

  it('a page that still holds a session (its own new password gave it a new one) stays signed in', async () => {
    session = { session: { id: 's2' }, user: { id: 'u1' } }
    const client = createQueryClient(onCallFailed)
    client.setQueryData(profileKeys.me(), me)
    await client.fetchQuery({ queryKey: ['stream'], queryFn: unauthorized }).catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(visits).toEqual([])
    expect(events).toEqual([])
    expect(client.getQueryData(profileKeys.me())).toEqual(me)
  })

  it('a visitor’s 401 does not sign anyone out', async () => {
    const client = createQueryClient(onCallFailed)
    client.setQueryData(profileKeys.me(), null)
    await client.fetchQuery({ queryKey: ['mine'], queryFn: unauthorized }).catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(visits).toEqual([])
    expect(events).toEqual([])
  })
})
