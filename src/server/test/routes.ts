import type { RouterRoute } from 'hono/types'
import { type Audience, audienceOf, isGlobalMiddleware } from '../http/access'

export interface RegisteredRoute {
  method: string
  path: string
  audiences: Audience[]
}

/** Every (method, path) the app answers, with the audiences its handlers declare. */
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

export const SAMPLE_ID = '00000000-0000-7000-8000-000000000000'

/** A concrete path for a route pattern: parameters get a well-formed id that names nothing. */
export function samplePath(path: string): string {
  return path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, SAMPLE_ID).replace(/\*$/, 'sample')
}
