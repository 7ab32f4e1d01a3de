import type { Context } from 'hono'
import { stream } from 'hono/streaming'
import type { AppEnv } from './env'
import { errorOf } from './errors'

/** A client that reads progress asks for it: `Accept: application/x-ndjson`. */
export function wantsEvents(c: Context<AppEnv>): boolean {
  return /application\/x-ndjson/i.test(c.req.header('accept') ?? '')
}

export type Send = (event: object) => Promise<void>

/**
 * A long operation answered as newline-delimited JSON: its progress lines as they happen, then
 * one last line with its answer, or `{ "type": "error", "error": … }` (the one error shape) when
 * it fails after the stream began. A client that goes away aborts `signal`; the work stops and
 * what it was writing rolls back.
 */
export function eventStream(
  c: Context<AppEnv>,
  work: (send: Send, signal: AbortSignal) => Promise<object>,
): Response {
  c.header('Content-Type', 'application/x-ndjson; charset=utf-8')
  c.header('X-Content-Type-Options', 'nosniff')
  return stream(c, async (out) => {
    const gone = new AbortController()
    out.onAbort(() => gone.abort())
    const signal = AbortSignal.any([gone.signal, c.req.raw.signal])
    // Lines are queued, never awaited by the work: a client that reads slowly (or not at all)
    // must not hold up an import, whose transaction holds its book's lock meanwhile.
    let queue: Promise<unknown> = Promise.resolve()
    const send: Send = async (event) => {
      const line = `${JSON.stringify(event)}\n`
      queue = queue.then(() => (signal.aborted ? undefined : out.write(line))).catch(() => undefined)
    }
    try {
      await send(await work(send, signal))
    } catch (error) {
      if (!signal.aborted) await send({ type: 'error', ...errorOf(error, c).body })
    }
    await queue
  })
}
