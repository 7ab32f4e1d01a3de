import type { MiddlewareHandler } from 'hono'
import { allowedOrigins } from '../auth/origins'
import { AppError } from '../lib/app-error'
import { markGlobal, READ_METHODS } from './access'
import type { AppEnv } from './env'

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?pointbook\.session_token=/

/**
 * Bodies the API reads: JSON, multipart for uploads, and raw bytes (an import's file). A form's
 * other encodings, and text/plain, which another site can post without asking, are refused.
 */
const ACCEPTED_BODY = /^(application\/json|multipart\/form-data|application\/octet-stream)\s*(;|$)/i

function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length')
  return (length !== null && length !== '0') || headers.has('transfer-encoding')
}

/**
 * A state-changing request that a browser authenticates with the session cookie must come from
 * one of our origins: SameSite=Lax lets a page on another port of the same host (same site, other
 * origin) post with the cookie. Judged by `Origin`, or without one by `Sec-Fetch-Site`; a client
 * that sends neither is not a browser, so no other site can have made it send the cookie.
 * Bearer requests carry their credential explicitly and are not affected.
 */
export const refuseCrossSiteWrites: MiddlewareHandler<AppEnv> = markGlobal(async (c, next) => {
  if (READ_METHODS.has(c.req.method)) return next()
  const headers = c.req.raw.headers
  const contentType = headers.get('content-type') ?? ''
  if (hasBody(headers) && !ACCEPTED_BODY.test(contentType)) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
  const usesBearer = /^bearer /i.test(headers.get('authorization') ?? '')
  if (usesBearer || !SESSION_COOKIE.test(headers.get('cookie') ?? '')) return next()
  const origin = headers.get('origin')
  if (origin) {
    if (!allowedOrigins(c.var.deps.config, c.req.raw).includes(origin))
      throw new AppError('CROSS_SITE_REQUEST')
  } else {
    const site = headers.get('sec-fetch-site')
    if (site && site !== 'same-origin' && site !== 'none') throw new AppError('CROSS_SITE_REQUEST')
  }
  return next()
})
