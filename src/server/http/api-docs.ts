import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { Hono } from 'hono'
import { AppError } from '../lib/app-error'
import { access } from './access'
import type { AppEnv } from './env'

const BUNDLE_PATH = '/api/docs/redoc.standalone.js'

/**
 * Redoc renders the page from the document; its script comes from this server, never a CDN (its
 * CSP, which allows Redoc's search worker, is in `securityHeaders`).
 */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Pointbook API</title>
  </head>
  <body>
    <redoc spec-url="/api/openapi.json" lazy-rendering></redoc>
    <script src="${BUNDLE_PATH}"></script>
  </body>
</html>`

let bundle: Promise<string | null> | undefined

/** The one remote file the bundle would load (Redocly's logo under the menu): ours instead. */
const REDOC_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg'

function redocBundle(): Promise<string | null> {
  bundle ??= readFile(
    createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'),
    'utf8',
  ).then(
    (script) => script.replaceAll(REDOC_LOGO, '/favicon.svg'),
    () => null,
  )
  return bundle
}

/**
 * A human-readable reference of the API at /api/docs (issue 19): on outside production, and in
 * production only with API_DOCS=true. The document it shows is public either way.
 */
export const apiDocsRoutes = new Hono<AppEnv>()
  .get('/api/docs', access.anyone, (c) => {
    if (!c.var.deps.config.isApiDocsEnabled) throw new AppError('NOT_FOUND')
    return c.html(PAGE)
  })
  .get(BUNDLE_PATH, access.anyone, async (c) => {
    const script = c.var.deps.config.isApiDocsEnabled ? await redocBundle() : null
    if (script === null) throw new AppError('NOT_FOUND')
    c.header('Cache-Control', 'public, max-age=3600')
    return c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8' })
  })
