import { AUTH_BODIES, AUTH_READS, type AuthBodyPath } from '../../shared/auth-inputs'
import { toFieldIssues } from '../../shared/validation'
import { AppError } from '../lib/app-error'

const READ_EXACT = new Set<string>(AUTH_READS.filter((path) => !path.endsWith('*')))
const READ_PREFIXES = AUTH_READS.filter((path) => path.endsWith('*')).map((path) => path.slice(0, -1))

export function isAuthBodyPath(path: string): path is AuthBodyPath {
  return Object.hasOwn(AUTH_BODIES, path)
}

export function isAuthRead(path: string): boolean {
  return (
    READ_EXACT.has(path) ||
    READ_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length)
  )
}

/**
 * The body Better Auth may see for a write to `path`: parsed by the route's shared schema
 * (400 with field details when it fails), with the terms flag taken out. The route answers 404
 * for any other path (`isAuthBodyPath`) before reading the body.
 */
export function checkedAuthBody(path: AuthBodyPath, raw: unknown): Record<string, unknown> {
  // An absent body is `{}` (jsonBodyOf); a JSON `null` or array is not an object and is refused.
  const parsed = AUTH_BODIES[path].safeParse(raw)
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', undefined, toFieldIssues(parsed.error))
  const { acceptTerms: _accepted, ...body } = parsed.data as Record<string, unknown>
  return body
}

/** Sign-in paths, and the field that names the account each one is for. */
export const SIGN_IN_ACCOUNT_FIELD: Partial<Record<AuthBodyPath, 'email' | 'username'>> = {
  '/sign-in/email': 'email',
  '/sign-in/username': 'username',
  '/sign-in/email-otp': 'email',
  '/email-otp/verify-email': 'email',
  '/email-otp/reset-password': 'email',
}

/**
 * What each sign-in path is answered with: a password anyone may guess at, or a code mailed to
 * the owner. Each has a back-off of its own, so wrong passwords (which anyone can send) never
 * lock the owner out of the code in their inbox, as Mastodon's and Better Auth's lockouts leave a
 * reset open.
 */
export const SIGN_IN_SECRET: Partial<Record<AuthBodyPath, 'password' | 'code'>> = {
  '/sign-in/email': 'password',
  '/sign-in/username': 'password',
  '/sign-in/email-otp': 'code',
  '/email-otp/verify-email': 'code',
  '/email-otp/reset-password': 'code',
}

/** Paths that mail a code to the address in `email`. */
export const CODE_MAIL_PATHS = new Set<string>(['/email-otp/send-verification-otp', '/sign-up/email'])
