import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { endAppSignIn, pendingAppSignIn, startAppSignIn } from './app-sign-in'
import { type Preferences, setPreferences, webPreferences } from './preferences'

const kept = new Map<string, string>()
const memory: Preferences = {
  get: async (key) => kept.get(key) ?? null,
  set: async (key, value) => void kept.set(key, value),
  remove: async (key) => void kept.delete(key),
}
beforeEach(() => setPreferences(memory))
afterEach(() => {
  vi.useRealTimers()
  kept.clear()
  setPreferences(webPreferences)
})

describe("the shell's Google sign-in binding", () => {
  it('opens the browser with the SHA-256 of a verifier it keeps for ten minutes, then forgets it', async () => {
    const challenge = await startAppSignIn()
    const verifier = await pendingAppSignIn()
    expect(verifier).toMatch(/^[\w-]{43}$/)
    expect(
      createHash('sha256')
        .update(verifier ?? '')
        .digest('base64url'),
    ).toBe(challenge)
    // Each sign-in has a verifier of its own.
    expect(await startAppSignIn()).not.toBe(challenge)
    await endAppSignIn()
    expect(await pendingAppSignIn()).toBeNull()
  })

  it('has no verifier once the server would have forgotten the flow', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z') })
    await startAppSignIn()
    vi.setSystemTime(new Date('2026-12-01T10:10:01Z'))
    expect(await pendingAppSignIn()).toBeNull()
  })
})
