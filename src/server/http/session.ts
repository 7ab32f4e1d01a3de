import type { MiddlewareHandler } from 'hono'
import { markGlobal } from './access'
import type { AppEnv } from './env'

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?pointbook\.session_token=/

/**
 * Resolves the caller from the session cookie or the bearer token. Better Auth's cookie cache
 * (web) and its secondary storage (bearer) answer from memory, so a signed-in request costs no
 * database round trip; refreshed cookies are passed on to the response.
 */
export const withSession: MiddlewareHandler<AppEnv> = markGlobal(async (c, next) => {
  const headers = c.req.raw.headers
  const hasCredentials =
    headers.get('authorization')?.startsWith('Bearer ') || SESSION_COOKIE.test(headers.get('cookie') ?? '')
  if (!hasCredentials) return next()
  const result = await c.var.deps.auth.api.getSession({ headers, returnHeaders: true })
  const user = result.response?.user as
    | { id: string; role?: string | null; banned?: boolean | null }
    | undefined
  if (user)
    c.set('actor', {
      id: user.id,
      role: user.role === 'admin' ? 'admin' : 'user',
      isBanned: Boolean(user.banned),
    })
  await next()
  for (const cookie of result.headers.getSetCookie()) c.res.headers.append('set-cookie', cookie)
})
