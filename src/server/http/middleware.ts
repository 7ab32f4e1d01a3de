import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { requestId } from 'hono/request-id'
import { secureHeaders } from 'hono/secure-headers'
import type { ErrorCode } from '../../shared/errors'
import { AppError } from '../lib/app-error'
import { markGlobal } from './access'
import type { AppDeps, AppEnv } from './env'

export const withRequestId = markGlobal(requestId())

/** Shares the process-wide dependencies with every request; the session step fills `actor`. */
export function withDeps(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return markGlobal(async (c, next) => {
    c.set('deps', deps)
    c.set('db', deps.database.db)
    c.set('actor', null)
    await next()
  })
}

export const logRequests: MiddlewareHandler<AppEnv> = markGlobal(async (c, next) => {
  const started = performance.now()
  await next()
  const ms = Math.round((performance.now() - started) * 10) / 10
  const level = c.res.status >= 500 ? 'error' : c.req.path.startsWith('/api/') ? 'info' : 'debug'
  const { logger } = c.var.deps
  // Checked first: building the log line costs more than the request itself on a fast path.
  if (logger.isLevelEnabled(level)) {
    logger[level](
      { reqId: c.var.requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms },
      'request',
    )
  }
})

/**
 * A CSP that fits the SPA: scripts only from our origin, inline styles for math and React style
 * attributes, images only from our origin (remote ones through the image proxy), no framing.
 */
export const securityHeaders = markGlobal(
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Other sites' images come through /api/media/remote (decision 008), never straight.
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
  }),
)

// Server-Sent Events must stream, so they are never buffered for compression.
export const compressApi = markGlobal(
  // Progress lines (x-ndjson) must leave as they happen, so they are not compressed either.
  compress({
    contentTypeFilter: (type) => /(?<!nd)json|text\/(?!event-stream)|javascript|svg/.test(type),
  }),
)

/** A path with a larger body allowed than the default, and the code that refuses a larger one. */
export interface UploadLimit {
  path: string | RegExp
  maxSize: number
  code?: ErrorCode
}

export function limitBodies(defaultLimit: number, uploadLimits: readonly UploadLimit[]): MiddlewareHandler {
  // The unread rest of the body is still on the socket: close the connection after the answer,
  // and say so, or a keep-alive client's next request on it would fail.
  const tooLarge = (code: ErrorCode) => (c: Context) => {
    c.header('Connection', 'close')
    throw new AppError(code)
  }
  const standard = bodyLimit({ maxSize: defaultLimit, onError: tooLarge('PAYLOAD_TOO_LARGE') })
  const uploads = uploadLimits.map(({ path, maxSize, code }) => ({
    matches: (request: string) => (typeof path === 'string' ? request === path : path.test(request)),
    limit: bodyLimit({ maxSize, onError: tooLarge(code ?? 'PAYLOAD_TOO_LARGE') }),
  }))
  return markGlobal((c, next) =>
    (uploads.find((upload) => upload.matches(c.req.path))?.limit ?? standard)(c, next),
  )
}
