import { Hono } from 'hono'
import { AVATAR_MAX_BYTES } from '../shared/accounts'
import { APP_VERSION } from '../shared/constants'
import { IMPORT_MAX_BYTES } from '../shared/import-constants'
import { apiRoutes } from './api'
import { authOpenApi, authRoutes } from './auth/auth.openapi'
import { betterAuthRoutes } from './auth/auth.routes'
import { pageRoutes } from './features/pages/pages.routes'
import { bootScript } from './features/pages/preload'
import { spaRoutes } from './features/pages/spa'
import { access, registeredRoutes } from './http/access'
import { apiDocsRoutes } from './http/api-docs'
import { limitBodies } from './http/body-limit'
import { cacheHeaders } from './http/cache'
import { shellCors } from './http/cors'
import { refuseCrossSiteWrites } from './http/cross-site'
import type { AppDeps, AppEnv } from './http/env'
import { handleError } from './http/errors'
import {
  compressAnswers,
  countRequests,
  logRequests,
  securityHeaders,
  withDeps,
  withRequestId,
} from './http/middleware'
import { withSecurity } from './http/openapi'
import { API_TAGS } from './http/openapi-tags'
import { limitWrites } from './http/rate-limit'
import { withSession } from './http/session'
import { refuseWhileStopping } from './http/stopping'
import { AppError, noSuchRoute } from './lib/app-error'

export type { AppType } from './api'

// The image limit is checked on the file itself; this only bounds the multipart envelope.
const AVATAR_BODY_LIMIT = AVATAR_MAX_BYTES + 256 * 1024
/** A 20 MB file and the import's options around it. */
const IMPORT_BODY_LIMIT = IMPORT_MAX_BYTES + 64 * 1024

let builtDocument: ReturnType<typeof buildOpenApiDocument> | undefined

/** The routes never change while the server runs: the document is built once, when first asked for. */
export function openApiDocument() {
  builtDocument ??= buildOpenApiDocument()
  return builtDocument
}

function buildOpenApiDocument() {
  const document = apiRoutes.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Pointbook API',
      version: APP_VERSION,
      description:
        'Clients other than browsers (scripts, generated clients, the native shell) sign in without a ' +
        'cookie and call with `Authorization: Bearer <set-auth-token>`: a request that carries no cookie ' +
        'needs no `Origin`, whatever `Sec-Fetch-*` headers its HTTP library adds. A request that carries ' +
        'the session cookie and writes must come from one of the server’s origins (`Origin`, or ' +
        '`Sec-Fetch-Site: same-origin`), or it is refused with 403 `CROSS_SITE_REQUEST`. ' +
        'Cross-origin reads of answers (CORS) are allowed only to the native shell’s origins ' +
        '(`capacitor://localhost`, `https://localhost`) and those named in `TRUSTED_ORIGINS`, without ' +
        'credentials: the shell sends the bearer token.',
    },
    servers: [
      {
        url: '/api',
        description: 'This server, wherever it runs: local, staging or production',
        'x-internal': false,
      },
    ],
    tags: API_TAGS,
  })
  // One document for the whole API: Better Auth's routes the app uses are described beside it.
  const auth = authOpenApi()
  document.paths = { ...document.paths, ...auth.paths }
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...auth.schemas },
  }
  return withSecurity(document, [...registeredRoutes(apiRoutes), ...authRoutes()])
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const boot = bootScript(deps.config.WEB_DIST_DIR)
  app.use(
    '*',
    withRequestId,
    withDeps(deps),
    countRequests,
    logRequests,
    securityHeaders(boot ? [boot.hash] : []),
    refuseWhileStopping,
  )
  app.use(
    '/api/*',
    shellCors(deps.config),
    compressAnswers,
    limitBodies(deps.config.BODY_LIMIT_BYTES, [
      { path: '/api/me/avatar', maxSize: AVATAR_BODY_LIMIT },
      { path: '/api/media', maxSize: AVATAR_BODY_LIMIT },
      { path: /^\/api\/books\/[^/]+\/import$/, maxSize: IMPORT_BODY_LIMIT, code: 'IMPORT_TOO_LARGE' },
    ]),
  )
  app.use(
    '/api/*',
    cacheHeaders,
    refuseCrossSiteWrites,
    withSession,
    limitWrites(deps.config.WRITE_RATE_LIMIT_PER_MINUTE),
  )
  app.route('/api', apiRoutes)
  app.route('/api/auth', betterAuthRoutes)
  app.get('/api/openapi.json', access.anyone, (c) => c.json(openApiDocument()))
  app.route('/', apiDocsRoutes)
  app.all('/api/*', access.anyone, () => {
    throw noSuchRoute()
  })
  app.route('/', pageRoutes)
  app.route('/', spaRoutes(deps.config.WEB_DIST_DIR, boot))
  app.notFound((c) => handleError(new AppError('NOT_FOUND'), c))
  app.onError(handleError)
  return app
}
