import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The native shell's Google sign-in is bound to the shell that started it (decision 017), as
 * OAuth's PKCE binds a code to its client: the shell keeps a random verifier and opens the
 * in-app browser with its SHA-256 (the challenge); the start sets this short-lived cookie, signed,
 * in that browser; the return hands over a code sealed with the challenge only to a browser
 * that carries the cookie and a session begun after it; the exchange needs the verifier. A page
 * elsewhere can neither start a flow (it is a cross-site navigation), nor turn a session into a
 * code (no cookie), nor use a code (no verifier).
 */
const APP_FLOW_COOKIE = 'pointbook.app_flow'
const APP_FLOW_SECONDS = 600
const CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/

export interface AppFlow {
  challenge: string
  startedAt: number
}

const sign = (secret: string, value: string) =>
  createHmac('sha256', secret).update(`app-flow:${value}`).digest('base64url')

export function appFlowCookie(secret: string, flow: AppFlow, secure: boolean): string {
  const value = `${flow.challenge}.${flow.startedAt}`
  const attributes = ['Path=/api/auth/app', `Max-Age=${APP_FLOW_SECONDS}`, 'HttpOnly', 'SameSite=Lax']
  if (secure) attributes.push('Secure')
  return `${APP_FLOW_COOKIE}=${value}.${sign(secret, value)}; ${attributes.join('; ')}`
}

export const clearedAppFlowCookie = `${APP_FLOW_COOKIE}=; Path=/api/auth/app; Max-Age=0; HttpOnly; SameSite=Lax`

/** The flow this browser started, if its cookie is ours and not older than APP_FLOW_SECONDS. */
export function readAppFlow(secret: string, cookies: string | undefined, now: number): AppFlow | null {
  const raw = cookies
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${APP_FLOW_COOKIE}=`))
    ?.slice(APP_FLOW_COOKIE.length + 1)
  const [challenge, startedAt, signature] = raw?.split('.') ?? []
  if (!challenge || !startedAt || !signature || !CHALLENGE_PATTERN.test(challenge)) return null
  const expected = Buffer.from(sign(secret, `${challenge}.${startedAt}`))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const started = Number(startedAt)
  if (!Number.isSafeInteger(started) || now - started > APP_FLOW_SECONDS * 1000 || started > now) return null
  return { challenge, startedAt: started }
}

/** PKCE's S256: the challenge is the verifier's SHA-256, base64url. */
export function verifierMatches(verifier: string | undefined, challenge: string): boolean {
  if (!verifier) return false
  const expected = Buffer.from(challenge)
  const given = Buffer.from(createHash('sha256').update(verifier).digest('base64url'))
  return expected.length === given.length && timingSafeEqual(expected, given)
}
