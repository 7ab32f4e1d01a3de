import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type MiddlewareHandler } from 'hono'
import { LOCALES, type Locale } from '../../../shared/constants'
import { acceptedLanguages, detectLocale } from '../../../shared/locale'
import { access } from '../../http/access'
import { isNotModified } from '../../http/cache'
import type { AppEnv } from '../../http/env'
import { compressAnswers } from '../../http/middleware'
import { withSession } from '../../http/session'
import { pageHead } from './page-head'
import {
  withEarlyAnswers,
  withFrameStyles,
  withHomeHero,
  withInlineBoot,
  withPageContent,
  withPageHead,
} from './page-html'
import { withContentLanguage } from './page-language'
import { createPreloads, frameStyles, type InlineScript, preloadTags, readManifest } from './preload'

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

/** What the build writes for development only: source maps and Vite's manifest. */
const isBuildOnly = (path: string) => path.endsWith('.map') || path.startsWith('/.vite/')

/**
 * The built web app: hashed assets cached forever, other public files for an hour, and
 * `index.html` for every other GET path so the client router can take it — with the page's own
 * head (title, description, link preview tags) and status: 404 for an address that is no page,
 * or content that does not exist or the caller may not see. The HTML is revalidated on every
 * visit (`no-cache` with an ETag: a repeat visit costs a 304, and unlike `no-store` the back/
 * forward cache still works). Source maps and Vite's manifest are not served in production.
 */
export function spaRoutes(distDir: string, boot: InlineScript | null = null) {
  const root = resolve(distDir)
  const indexPath = join(root, 'index.html')
  const manifest = readManifest(root)
  const indexHtml = existsSync(indexPath)
    ? withInlineBoot(withFrameStyles(readFileSync(indexPath, 'utf8'), frameStyles(root, manifest)), boot)
    : null
  // index.html in each language, once: `<html lang>`, and for the home page its hero in the frame.
  const pages = {} as Record<Locale, { any: string; home: string }>
  for (const locale of LOCALES) {
    const html = indexHtml?.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`) ?? ''
    pages[locale] = { any: html, home: withHomeHero(html, locale) }
  }
  const publicFiles = staticFiles(root, SHORT)
  const preloadsFor = createPreloads(manifest)
  // The service worker is checked for a new version on every visit.
  const serviceWorker = staticFiles(root, 'no-cache')

  return new Hono<AppEnv>()
    .get(
      '/assets/*',
      access.anyone,
      (c, next) =>
        c.var.deps.config.isProduction && isBuildOnly(c.req.path) ? c.text('Not found', 404) : next(),
      staticFiles(root, IMMUTABLE),
      (c) => c.text('Not found', 404),
    )
    .get(
      '*',
      access.anyone,
      (c, next) => {
        // Only paths that name a file (`/favicon.svg`) can be one; routes go to index.html.
        const last = c.req.path.split('/').pop() ?? ''
        if (!last.includes('.') || last === 'index.html') return next()
        if (c.var.deps.config.isProduction && isBuildOnly(c.req.path)) return c.text('Not found', 404)
        const serve = c.req.path === '/sw.js' ? serviceWorker : publicFiles
        return serve(c, () => Promise.resolve(c.text('Not found', 404)) as never)
      },
      compressAnswers,
      withSession,
      async (c) => {
        if (!indexHtml) return c.text('The web app is not built yet: run `npm run build`.', 503)
        const { page, status, preview, early, frame } = await pageHead(
          c.var.db,
          c.var.actor ?? null,
          c.req.path,
          new URL(c.req.url).search,
        )
        // The language the app will pick: the saved one, else the browser's first we speak.
        const language = detectLocale(
          c.req.header('cookie') ?? '',
          acceptedLanguages(c.req.header('accept-language')),
        )
        const preloads = preloadsFor(page, language)
        // The frame's page part: the home page's hero for a visitor (someone signed in gets
        // their day there, routes/index.tsx), else the page's own (withPageContent).
        const framed =
          page === '/' && !c.var.actor
            ? pages[language].home
            : withPageContent(pages[language].any, language, frame, preview, !!c.var.actor)
        const html = withContentLanguage(
          withPageHead(withEarlyAnswers(framed, early), preview, c.var.deps.config.publicUrl, language),
          preview?.language,
          language,
        ).replace('</head>', `  ${preloadTags(preloads)}\n  </head>`)
        const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`
        c.header('Cache-Control', 'no-cache')
        // The language (saved in a cookie, else the browser's) changes the page.
        c.header('Vary', 'Cookie, Accept-Language')
        c.header('ETag', etag)
        if (status === 200 && isNotModified(c.req.header('if-none-match'), etag)) return c.body(null, 304)
        return c.html(html, status)
      },
    )
}
