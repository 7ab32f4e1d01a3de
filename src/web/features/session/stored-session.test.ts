import { describe, expect, it } from 'vitest'
import { needsRefresh, parseStoredSession } from './stored-session'

const whole = { accessToken: 'a', refreshToken: 'r', expiresAt: '2030-01-01T00:00:00.000Z' }

describe('parseStoredSession', () => {
  it('restores a session only when both tokens are present', () => {
    expect(parseStoredSession(JSON.stringify(whole))).toEqual(whole)
    expect(parseStoredSession(JSON.stringify({ ...whole, refreshToken: '' }))).toBeNull()
    expect(parseStoredSession(JSON.stringify({ accessToken: 'a', expiresAt: whole.expiresAt }))).toBeNull()
    expect(parseStoredSession(JSON.stringify({ refreshToken: 'r' }))).toBeNull()
  })

  it('treats missing or broken records as no session', () => {
    expect(parseStoredSession(null)).toBeNull()
    expect(parseStoredSession('{not json')).toBeNull()
    expect(parseStoredSession('"text"')).toBeNull()
  })
})

describe('needsRefresh', () => {
  const expiry = Date.parse(whole.expiresAt)
  it('refreshes within 10 minutes of expiry, not before', () => {
    expect(needsRefresh(whole, expiry - 10 * 60 * 1000 - 1)).toBe(false)
    expect(needsRefresh(whole, expiry - 10 * 60 * 1000 + 1)).toBe(true)
    expect(needsRefresh(whole, expiry + 1)).toBe(true)
  })
})
