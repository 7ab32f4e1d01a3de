import { beforeEach, describe, expect, it } from 'vitest'
import { type Preferences, setPreferences } from '../../native/preferences'
import {
  type AuthEvent,
  applyAuthChange,
  authHeaders,
  onAuthChange,
  refreshIfNeeded,
  restoreSession,
} from './session'
import { MODE_KEY, SESSION_KEY } from './stored-session'

let saved: Map<string, string>
const memory: Preferences = {
  get: async (key) => saved.get(key) ?? null,
  set: async (key, value) => {
    saved.set(key, value)
  },
  remove: async (key) => {
    saved.delete(key)
  },
}

/** What the auth client passes on after a sign-in: the response (its headers) and its body. */
const signIn = (token: string, expiresAt: string) =>
  applyAuthChange('SIGNED_IN', new Response(null, { headers: { 'set-auth-token': token } }), {
    token,
    session: { expiresAt },
  })

beforeEach(async () => {
  saved = new Map([[MODE_KEY, 'bearer']])
  setPreferences(memory)
  await restoreSession()
})

describe('the bearer session (native mode)', () => {
  it('saves the token pair under one key on sign-in and sends it', async () => {
    await signIn('tok-1', '2030-01-01T00:00:00.000Z')
    expect(JSON.parse(saved.get(SESSION_KEY) ?? '{}')).toEqual({
      accessToken: 'tok-1',
      refreshToken: 'tok-1',
      expiresAt: '2030-01-01T00:00:00.000Z',
    })
    expect(authHeaders()).toEqual({ Authorization: 'Bearer tok-1' })
  })

  it('removes it on sign-out and tells listeners', async () => {
    const events: AuthEvent[] = []
    const stop = onAuthChange((event) => events.push(event))
    await signIn('tok-2', '2030-01-01T00:00:00.000Z')
    await applyAuthChange('SIGNED_OUT')
    stop()
    expect(saved.has(SESSION_KEY)).toBe(false)
    expect(authHeaders()).toEqual({})
    expect(events).toEqual(['SIGNED_IN', 'SIGNED_OUT'])
  })

  it('restores a stored session at start only when it is whole', async () => {
    saved.set(
      SESSION_KEY,
      JSON.stringify({ accessToken: 'kept', refreshToken: 'kept', expiresAt: '2030-01-01' }),
    )
    await restoreSession()
    expect(authHeaders()).toEqual({ Authorization: 'Bearer kept' })
    saved.set(SESSION_KEY, JSON.stringify({ accessToken: 'half' }))
    await restoreSession()
    expect(authHeaders()).toEqual({})
  })

  it('refreshes within 10 minutes of expiry and keeps the new expiry', async () => {
    const soon = new Date(Date.now() + 5 * 60 * 1000).toISOString()
    await signIn('tok-3', soon)
    const later = '2031-01-01T00:00:00.000Z'
    let calls = 0
    await refreshIfNeeded(async () => {
      calls += 1
      return new Response(JSON.stringify({ session: { expiresAt: later } }))
    })
    expect(calls).toBe(1)
    expect(JSON.parse(saved.get(SESSION_KEY) ?? '{}').expiresAt).toBe(later)
    await refreshIfNeeded(async () => {
      calls += 1
      return new Response('{}')
    })
    expect(calls).toBe(1)
  })

  it('signs out when the server no longer knows the session', async () => {
    await signIn('tok-4', new Date(Date.now() + 1000).toISOString())
    await refreshIfNeeded(async () => new Response('null'))
    expect(saved.has(SESSION_KEY)).toBe(false)
  })
})

describe('the cookie session (web)', () => {
  it('keeps nothing in preferences and sends no header', async () => {
    saved = new Map()
    await restoreSession()
    await signIn('tok-5', '2030-01-01T00:00:00.000Z')
    expect(saved.has(SESSION_KEY)).toBe(false)
    expect(authHeaders()).toEqual({})
  })
})
