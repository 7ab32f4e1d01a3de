import { preferences } from '../../native/preferences'
import { MODE_KEY, needsRefresh, parseStoredSession, SESSION_KEY, type StoredSession } from './stored-session'

/**
 * The web app keeps its session in an httpOnly cookie; the native shell (or a browser told to
 * with `pointbook.session-mode=bearer`) keeps a bearer token in device preferences instead.
 */
export type SessionMode = 'cookie' | 'bearer'
export type AuthEvent = 'SIGNED_IN' | 'TOKEN_REFRESHED' | 'SIGNED_OUT' | 'PASSWORD_RECOVERY' | 'USER_UPDATED'

type Listener = (event: AuthEvent) => void

const listeners = new Set<Listener>()
let mode: SessionMode = 'cookie'
let bearer: StoredSession | null = null
let sessionChangesUnderway = 0

export function sessionMode(): SessionMode {
  return mode
}

export function authHeaders(): Record<string, string> {
  return mode === 'bearer' && bearer ? { Authorization: `Bearer ${bearer.accessToken}` } : {}
}

/** The session's part of every API request (lib's `configureHttp`, which app.tsx calls with it). */
export const httpSession = {
  headers: authHeaders,
  credentials: (): RequestCredentials => (mode === 'bearer' ? 'omit' : 'same-origin'),
}

export function onAuthChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function emit(event: AuthEvent): void {
  for (const listener of listeners) listener(event)
}

async function save(session: StoredSession | null): Promise<void> {
  bearer = session
  if (session) await preferences().set(SESSION_KEY, JSON.stringify(session))
  else await preferences().remove(SESSION_KEY)
}

/** At start: which mode, and (bearer) the stored session if it is whole. Failures are only logged. */
export async function restoreSession(nativeShell = false): Promise<void> {
  try {
    const wanted = nativeShell ? 'bearer' : await preferences().get(MODE_KEY)
    mode = wanted === 'bearer' ? 'bearer' : 'cookie'
    if (mode === 'bearer') bearer = parseStoredSession(await preferences().get(SESSION_KEY))
  } catch (error) {
    console.warn('session restore failed', error)
  }
}

interface SessionBody {
  session?: { expiresAt?: string } | null
  token?: string | null
}

/**
 * Every auth state change goes through here: a new or refreshed token is saved (bearer mode),
 * a sign-out removes it, and listeners (the query cache) hear of it.
 */
export async function applyAuthChange(
  event: AuthEvent,
  response?: Response,
  body?: SessionBody,
): Promise<void> {
  if (mode === 'bearer') {
    if (event === 'SIGNED_OUT') await save(null)
    else {
      const token = response?.headers.get('set-auth-token') || body?.token || bearer?.accessToken
      if (token) {
        const expiresAt =
          body?.session?.expiresAt ?? bearer?.expiresAt ?? new Date(Date.now() + 7 * 864e5).toISOString()
        // Better Auth has one session token: it is both what authorizes and what refresh extends.
        await save({ accessToken: token, refreshToken: token, expiresAt })
      }
    }
  }
  emit(event)
}

/** Bearer mode: extend the session when it is within 10 minutes of expiry. */
export async function refreshIfNeeded(getSession: () => Promise<Response>, now = Date.now()): Promise<void> {
  if (mode !== 'bearer' || !bearer || !needsRefresh(bearer, now)) return
  const response = await getSession()
  const body = (await response.json().catch(() => null)) as SessionBody | null
  if (response.ok && body?.session) await applyAuthChange('TOKEN_REFRESHED', response, body)
  else if (response.status === 401 || (response.ok && !body)) await applyAuthChange('SIGNED_OUT')
}

/**
 * A sign-out or a new password this page asked for: while its call is under way, the server's
 * word that the old session ended (the live stream closing, a 401) is that very call's doing, not
 * news from elsewhere. A new password ends the old session and gives this page a new one, whose
 * cookie comes with the answer: the stream's word can come first.
 */
export async function changingSession<T>(work: () => Promise<T>): Promise<T> {
  sessionChangesUnderway++
  try {
    return await work()
  } finally {
    sessionChangesUnderway--
  }
}

export function isChangingSession(): boolean {
  return sessionChangesUnderway > 0
}

export function currentBearer(): StoredSession | null {
  return bearer
}
