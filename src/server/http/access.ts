import type { MiddlewareHandler } from 'hono'
import type { RouterRoute } from 'hono/types'
import { AppError } from '../lib/app-error'
import type { AppEnv } from './env'

/**
 * Who may call a route, named for what the guard checks. Every route carries exactly one; the
 * access test walks every registered route and fails on one without.
 * - anyone: nothing (the handler may still look at a session)
 * - signedIn: a session; the service's policy then decides per resource (404 when not visible)
 * - admin: a session of an admin who is not banned
 * Any method but GET, HEAD and OPTIONS is a write, which a banned account may not make.
 */
export type Audience = 'anyone' | 'signed-in' | 'admin'

export type Guard = MiddlewareHandler<AppEnv> & { readonly audience: Audience }

/** Methods that only read; every other method is a write, which a banned account may not make. */
export const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS'])

function guard(audience: Audience, check: (actor: AppEnv['Variables']['actor']) => void): Guard {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const actor = c.var.actor
    check(actor)
    // Write intent follows from the method, so no handler can forget it (API.md: 403 for a
    // banned user writing). A ban also ends the account's sessions; this covers the rest.
    if (actor?.isBanned && !READ_METHODS.has(c.req.method)) throw new AppError('USER_BANNED')
    await next()
  }
  return Object.assign(middleware, { audience })
}

const requireUser = (actor: AppEnv['Variables']['actor']) => {
  if (!actor) throw new AppError('UNAUTHORIZED')
}

export const access = {
  anyone: guard('anyone', () => {}),
  signedIn: guard('signed-in', requireUser),
  admin: guard('admin', (actor) => {
    requireUser(actor)
    if (actor?.role !== 'admin') throw new AppError('FORBIDDEN')
    // A banned admin reads nothing of the admin area either.
    if (actor.isBanned) throw new AppError('USER_BANNED')
  }),
} as const

function audienceOf(handler: unknown): Audience | undefined {
  return typeof handler === 'function' && 'audience' in handler ? (handler as Guard).audience : undefined
}

/** Global middleware (app.use) is marked so the access test can tell it from route handlers. */
const globalMiddleware = new WeakSet<object>()

export function markGlobal<T extends object>(middleware: T): T {
  globalMiddleware.add(middleware)
  return middleware
}

function isGlobalMiddleware(handler: unknown): boolean {
  return typeof handler === 'function' && globalMiddleware.has(handler)
}

export interface RegisteredRoute {
  method: string
  path: string
  audiences: Audience[]
}

/**
 * Every (method, path) an app answers, with the audiences its handlers declare: what the access
 * test walks, and what the OpenAPI document's security requirements are made from.
 */
export function registeredRoutes(app: { routes: RouterRoute[] }): RegisteredRoute[] {
  const byKey = new Map<string, RegisteredRoute>()
  for (const route of app.routes) {
    if (isGlobalMiddleware(route.handler)) continue
    const key = `${route.method} ${route.path}`
    const entry = byKey.get(key) ?? { method: route.method, path: route.path, audiences: [] }
    const audience = audienceOf(route.handler)
    if (audience) entry.audiences.push(audience)
    byKey.set(key, entry)
  }
  return [...byKey.values()]
}
