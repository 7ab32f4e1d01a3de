import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { markGlobal } from './access'
import type { AppEnv } from './env'

/** Paths whose answers are about the caller or the moment, whoever asks. */
const NEVER_SHARED = ['/api/auth/', '/api/dev/', '/api/health']

/**
 * Whether a read of this path may be answered as shared (a visitor's), with an ETag and so a
 * 304 to `If-None-Match`: what the OpenAPI document's 304s are made from.
 */
export function isSharedRead(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !NEVER_SHARED.some((prefix) => path.startsWith(prefix))
}
const PUBLIC_MAX_AGE_SECONDS = 30

/**
 * Whether an `If-None-Match` header names this ETag — compared weakly, as RFC 9110 asks, so a
 * compressed answer's `W/"…"` matches its page's `"…"` — or is `*`.
 */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return !!ifNoneMatch?.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

function carriesCredential(headers: Headers): boolean {
  return headers.has('authorization') || /pointbook\.session_token=/.test(headers.get('cookie') ?? '')
}

/**
 * Every /api answer says how it may be cached, unless its route already did (images): what a
 * signed-in caller gets, and every error, is `private, no-store`; a visitor's successful read is
 * public for a few seconds, with an ETag so a client revalidates it for free afterwards.
 */
export const cacheHeaders: MiddlewareHandler<AppEnv> = markGlobal(async (c, next) => {
  await next()
  const response = c.res
  const isPersonal = NEVER_SHARED.some((prefix) => c.req.path.startsWith(prefix))
  if (response.headers.has('cache-control') && !isPersonal) return
  const isShared =
    isSharedRead(c.req.method, c.req.path) &&
    response.status === 200 &&
    !c.var.actor &&
    !carriesCredential(c.req.raw.headers)
  if (!isShared) {
    response.headers.set('Cache-Control', 'private, no-store')
    return
  }
  const body = await response.clone().arrayBuffer()
  const etag = `W/"${createHash('sha1').update(new Uint8Array(body)).digest('base64url')}"`
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`)
  headers.set('ETag', etag)
  headers.append('Vary', 'Cookie, Authorization')
  if (isNotModified(c.req.header('if-none-match'), etag)) {
    headers.delete('content-length')
    headers.delete('content-type')
    c.res = new Response(null, { status: 304, headers })
    return
  }
  c.res = new Response(body, { status: 200, headers })
})
