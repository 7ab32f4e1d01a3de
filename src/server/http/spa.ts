import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { isLocale, LOCALE_COOKIE } from '../../shared/constants'
import { access } from './access'
import type { AppEnv } from './env'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const SHORT = 'public, max-age=3600'

/** A file from the build (or its .br/.gz twin) with a cache policy; falls through when absent. */
function staticFiles(root: string, cacheControl: string): MiddlewareHandler<AppEnv> {
  if (!existsSync(root)) return (_c, next) => next()
  const serve = serveStatic<AppEnv>({ root, precompressed: true })
  return async (c, next) => {
    const response = await serve(c, next)
    if (response instanceof Response && response.ok) response.headers.set('Cache-Control', cacheControl)
    return response
  }
}

/**
 * The built web app: hashed assets cached forever, other public files for an hour, and
 * `index.html` (never cached) for every other GET path so the client router can take it.
 */
export function spaRoutes(distDir: string) {
  const root = resolve(distDir)
  const indexPath = join(root, 'index.html')
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null
  const publicFiles = staticFiles(root, SHORT)

  return new Hono<AppEnv>()
    .get('/assets/*', access.anyone, staticFiles(root, IMMUTABLE), (c) => c.text('Not found', 404))
    .get(
      '*',
      access.anyone,
      (c, next) => {
        // Only paths that name a file (`/favicon.svg`) can be one; routes go to index.html.
        const last = c.req.path.split('/').pop() ?? ''
        return last.includes('.') && last !== 'index.html' ? publicFiles(c, next) : next()
      },
      (c) => {
        if (!indexHtml) return c.text('The web app is not built yet: run `npm run build`.', 503)
        const locale = getCookie(c, LOCALE_COOKIE)
        const html = isLocale(locale)
          ? indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
          : indexHtml
        c.header('Cache-Control', 'no-store')
        c.header('Vary', 'Cookie')
        return c.html(html)
      },
    )
}
