/** The native shell's session, kept in device preferences under one key (spec §3, §5). */
export const SESSION_KEY = 'pointbook.session'
export const MODE_KEY = 'pointbook.session-mode'
/** Refresh when the session has less than this left (spec §9). */
export const REFRESH_MARGIN_MS = 10 * 60 * 1000

export interface StoredSession {
  accessToken: string
  refreshToken: string
  expiresAt: string
}

/**
 * A stored session is restored only if both tokens are present (spec §5); anything else (a
 * half-written record, an old format) is treated as no session.
 */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof StoredSession, unknown>>
    const { accessToken, refreshToken, expiresAt } = value
    if (typeof accessToken !== 'string' || !accessToken) return null
    if (typeof refreshToken !== 'string' || !refreshToken) return null
    const expiry = typeof expiresAt === 'string' ? Date.parse(expiresAt) : Number.NaN
    return { accessToken, refreshToken, expiresAt: new Date(Number.isNaN(expiry) ? 0 : expiry).toISOString() }
  } catch {
    return null
  }
}

export function needsRefresh(session: StoredSession, now: number): boolean {
  return Date.parse(session.expiresAt) - now < REFRESH_MARGIN_MS
}
