import type { MiddlewareHandler } from 'hono'
import { markGlobal } from './access'
import type { Actor, AppEnv } from './env'

const SESSION_COOKIES = /(?:^|;\s*)((?:__Secure-)?pointbook\.session_(?:token|data)=[^;]*)/g

/** The credential a request carries: its bearer token, or its session cookies (token and cache). */
function credentialOf(headers: Headers): string | null {
  const authorization = headers.get('authorization')
  if (authorization?.startsWith('Bearer ')) return authorization
  const cookies = [...(headers.get('cookie') ?? '').matchAll(SESSION_COOKIES)].map((m) => m[1])
  return cookies.some((c) => c?.includes('session_token=')) ? cookies.join(';') : null
}

/**
 * Resolves the caller from the session cookie or the bearer token. Better Auth's cookie cache
 * (web) and its secondary storage (bearer) answer from memory, so a signed-in request costs no
 * database round trip; a short actor cache in front skips even that, and refreshed cookies are
 * passed on to the response.
 */
export const withSession: MiddlewareHandler<AppEnv> = markGlobal(async (c, next) => {
  const credential = credentialOf(c.req.raw.headers)
  if (!credential) return next()
  const { auth, actorCache } = c.var.deps
  const cached = actorCache.get(credential)
  if (cached !== undefined) {
    c.set('actor', cached)
    return next()
  }
  const result = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true })
  const user = result.response?.user as
    | { id: string; role?: string | null; banned?: boolean | null }
    | undefined
  const actor: Actor | null = user
    ? { id: user.id, role: user.role === 'admin' ? 'admin' : 'user', isBanned: Boolean(user.banned) }
    : null
  // A bearer client keeps no cookies; for a browser, renewed cookies change the credential, so
  // only a settled one is cached.
  const isBearer = credential.startsWith('Bearer ')
  const setCookies = isBearer ? [] : result.headers.getSetCookie()
  if (setCookies.length === 0) actorCache.set(credential, actor)
  c.set('actor', actor)
  await next()
  for (const cookie of setCookies) c.res.headers.append('set-cookie', cookie)
})
