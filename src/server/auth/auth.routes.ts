import { Hono } from 'hono'
import { access } from '../http/access'
import type { AppEnv } from '../http/env'
import { reshapeAuthResponse } from './auth-errors'
import { CLIENT_IP_HEADER, clientIp } from './origins'

/**
 * Better Auth's own routes under /api/auth/*: sign-up, sign-in (password, code, Google), sessions,
 * codes, password reset, admin. They guard themselves (sessions, roles, rate limits); failures
 * leave in the app's error shape.
 */
export const betterAuthRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', access.anyone, async (c) => {
  const headers = new Headers(c.req.raw.headers)
  headers.set(CLIENT_IP_HEADER, clientIp(c, c.var.deps.config.TRUST_PROXY))
  const request = new Request(c.req.raw, { headers })
  const response = await c.var.deps.auth.handler(request)
  // Sign-out, revocation, password and role changes: forget who credentials belonged to.
  if (c.req.method === 'POST') c.var.deps.actorCache.clear()
  return reshapeAuthResponse(response)
})
