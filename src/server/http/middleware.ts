import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { requestId } from 'hono/request-id'
import { secureHeaders } from 'hono/secure-headers'
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

/** Counted while answered: background jobs wait for a gap on PGlite (lib/request-gate.ts). */
export const countRequests: MiddlewareHandler<AppEnv> = markGlobal(async (c, next) => {
  const { requests } = c.var.deps
  requests.enter()
  try {
    await next()
  } finally {
    requests.leave()
  }
})

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
const secureHeadersWith = (workerSrc: string[], scriptSrc: string[] = []) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptSrc],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Other sites' images come through /api/media/remote (decision 008), never straight.
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc,
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
  })
// The API reference (/api/docs): Redoc builds its search index in a worker made from a blob.
const apiDocsHeaders = secureHeadersWith(["'self'", 'blob:'])

/**
 * The security headers, the CSP allowing the app's own inline scripts by their hashes (boot.js,
 * written into index.html: `'sha256-…'`) and nothing else inline.
 */
export function securityHeaders(inlineScriptHashes: string[]): MiddlewareHandler<AppEnv> {
  const appHeaders = secureHeadersWith(["'self'"], inlineScriptHashes)
  return markGlobal((c, next) => (c.req.path === '/api/docs' ? apiDocsHeaders(c, next) : appHeaders(c, next)))
}

/** Below this an answer goes as it is: compressing a few hundred bytes saves nothing worth the work. */
const COMPRESS_MIN_BYTES = 1024
// Server-Sent Events and progress lines (x-ndjson) must leave as they happen: never buffered.
const COMPRESSIBLE = /(?<!nd)json|text\/(?!event-stream)|javascript|svg/

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Answers made per request (the API's, the app's HTML) compressed for the client: Brotli when it
 * offers `br` (quality 5: most of the gain for little of the time of 11), gzip otherwise; small
 * answers uncompressed. A compressed answer's ETag becomes weak: its bytes are no longer the ones
 * the strong tag named. An answer with an ETag names its bytes, so it is compressed once: the
 * app's HTML is ~64 KB (the frame's styles) and the same for every visitor of a page, and
 * compressing it on every request cut `/`'s throughput from ~1,940 to ~760 requests a second.
 */
export const compressAnswers: MiddlewareHandler = markGlobal(async (c, next) => {
  await next()
  const response = c.res
  const type = response.headers.get('content-type') ?? ''
  if (!response.body || response.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) return
  const offered = c.req.header('accept-encoding') ?? ''
  const encoding = /\bbr\b/.test(offered) ? 'br' : /\bgzip\b/.test(offered) ? 'gzip' : null
  response.headers.append('Vary', 'Accept-Encoding')
  if (!encoding || c.req.method === 'HEAD') return
  const etag = response.headers.get('ETag')
  const body = Buffer.from(await response.arrayBuffer())
  const isCompressed = body.length >= COMPRESS_MIN_BYTES
  const out = !isCompressed
    ? body
    : etag
      ? await compressed.get(`${encoding} ${etag}`, () => compress(body, encoding))
      : await compress(body, encoding)
  // Set on the answer replaced too: Hono copies its headers over the new one's.
  if (isCompressed && etag?.startsWith('"')) response.headers.set('ETag', `W/${etag}`)
  const headers = new Headers(response.headers)
  if (isCompressed) {
    headers.set('Content-Encoding', encoding)
    headers.delete('Content-Length')
  }
  c.res = new Response(out as unknown as BodyInit, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
})

function compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body)
}

/** Compressed answers by encoding and ETag, the least recently used dropped past 8 MB. */
const compressed = (() => {
  const MAX_BYTES = 8 * 1024 * 1024
  const entries = new Map<string, Buffer>()
  let bytes = 0
  return {
    async get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
      const known = entries.get(key)
      if (known) {
        entries.delete(key)
        entries.set(key, known)
        return known
      }
      const made = await make()
      if (!entries.has(key)) {
        entries.set(key, made)
        bytes += made.length
      }
      for (const [oldest, value] of entries) {
        if (bytes <= MAX_BYTES) break
        entries.delete(oldest)
        bytes -= value.length
      }
      return made
    },
  }
})()
