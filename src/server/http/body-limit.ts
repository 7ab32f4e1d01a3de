import type { Context, MiddlewareHandler } from 'hono'
import type { ErrorCode } from '../../shared/errors'
import { AppError } from '../lib/app-error'
import { markGlobal } from './access'

/** A path with a larger body allowed than the default, and the code that refuses a larger one. */
export interface UploadLimit {
  path: string | RegExp
  maxSize: number
  code?: ErrorCode
}

/**
 * What is read and dropped of a body the answer did not need, so the client sees that answer:
 * a client still sending when the server closes gets a reset (EPIPE, UND_ERR_SOCKET), never
 * the status. Past either bound the connection is closed after the answer, and says so.
 */
const DRAIN = { maxBytes: 64 * 1024 * 1024, ms: 30_000 }

/** Reads what is left of a body and drops it; false when it was more than DRAIN allows. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, already = 0): Promise<boolean> {
  let size = already
  const late = setTimeout(() => void reader.cancel().catch(() => {}), DRAIN.ms)
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return true
      size += value.length
      if (size > DRAIN.maxBytes) return false
    }
  } catch {
    return false
  } finally {
    clearTimeout(late)
    reader.releaseLock()
  }
}

function declaredLength(c: Context): number | null {
  const length = c.req.header('content-length')
  if (length === undefined || c.req.raw.headers.has('transfer-encoding')) return null
  const value = Number(length)
  return Number.isSafeInteger(value) && value >= 0 ? value : null
}

/** Bytes read between two turns of the event loop: a body that has arrived is read in one go otherwise. */
const YIELD_EVERY = 1024 * 1024

/**
 * The body in memory, read a chunk at a time and letting other requests in every megabyte (a
 * 20 MB upload already on the socket would otherwise be read in one stretch of microtasks);
 * null past `maxSize`, the rest then drained, or the connection to close.
 */
async function readUpTo(c: Context, body: ReadableStream<Uint8Array>, maxSize: number) {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  let sinceYield = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > maxSize) {
      if (!(await drain(reader, size))) c.header('Connection', 'close')
      return null
    }
    chunks.push(value)
    sinceYield += value.length
    if (sinceYield >= YIELD_EVERY) {
      sinceYield = 0
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  reader.releaseLock()
  return Buffer.concat(chunks, size)
}

function limitBody(maxSize: number, code: ErrorCode): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body
    if (!body) return next()
    const declared = declaredLength(c)
    if (declared !== null && declared > maxSize) {
      if (declared > DRAIN.maxBytes || !(await drain(body.getReader()))) c.header('Connection', 'close')
      throw new AppError(code)
    }
    if (declared === null || declared > YIELD_EVERY) {
      // Counted as it comes when sent in chunks; a large one read here, with turns between.
      const bytes = await readUpTo(c, body, maxSize)
      if (!bytes) throw new AppError(code)
      c.req.raw = new Request(c.req.raw, { body: bytes })
      // `c.req.arrayBuffer()` answers with these very bytes: a second copy of 20 MB, made in one
      // stretch, held the event loop ~50 ms.
      const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      const buffer = whole
        ? bytes.buffer
        : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
      ;(c.req.bodyCache as Record<string, unknown>).arrayBuffer = Promise.resolve(buffer)
      return next()
    }
    await next()
    // Refused before the body was read (401, 404, 415, a bad query): it is still on the way.
    if (!c.req.raw.bodyUsed && c.req.raw.body && !(await drain(c.req.raw.body.getReader())))
      c.res.headers.set('Connection', 'close')
  }
}

/**
 * Bodies within their route's limit (the default, or an upload's), refused with 413 and the
 * route's code; every refusal, this one or a later one that never read the body, is sent once
 * the body has arrived (up to DRAIN), so the client sees its status.
 */
export function limitBodies(defaultLimit: number, uploadLimits: readonly UploadLimit[]): MiddlewareHandler {
  const standard = limitBody(defaultLimit, 'PAYLOAD_TOO_LARGE')
  const uploads = uploadLimits.map(({ path, maxSize, code }) => ({
    matches: (request: string) => (typeof path === 'string' ? request === path : path.test(request)),
    limit: limitBody(maxSize, code ?? 'PAYLOAD_TOO_LARGE'),
  }))
  return markGlobal((c, next) =>
    (uploads.find((upload) => upload.matches(c.req.path))?.limit ?? standard)(c, next),
  )
}
