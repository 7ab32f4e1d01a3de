import { expect } from 'vitest'
import { createSseParser, type SseEvent } from '../../shared/sse'

export interface SseReader {
  /** The next event (heartbeat comments skipped), or a failure after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseEvent>
  /** Resolves true once the server has ended the stream. */
  ended(timeoutMs?: number): Promise<boolean>
  close(): void
}

/** Reads a `text/event-stream` response event by event, as a fetch-based client does. */
export function readSse(response: Response, controller?: AbortController): SseReader {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
  const body = response.body
  if (!body) throw new Error('no body')
  const reader = body.pipeThrough(new TextDecoderStream()).getReader()
  const queue: SseEvent[] = []
  const waiters: (() => void)[] = []
  let done = false
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter()
  }
  const parse = createSseParser((event) => queue.push(event))
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader.read()
        if (chunk.done) break
        parse(chunk.value)
        wake()
      }
    } catch {
      // Aborted by the test.
    } finally {
      done = true
      wake()
    }
  })()
  const waitFor = (ready: () => boolean, timeoutMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (ready()) {
          clearTimeout(timer)
          resolve()
        } else waiters.push(check)
      }
      const timer = setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs} ms`)), timeoutMs)
      check()
    })
  return {
    async next(timeoutMs = 5000) {
      await waitFor(() => queue.length > 0 || done, timeoutMs, 'event')
      const event = queue.shift()
      if (!event) throw new Error('the stream ended')
      return event
    },
    async ended(timeoutMs = 5000) {
      await waitFor(() => done, timeoutMs, 'end of stream')
      return true
    },
    close() {
      controller?.abort()
      void reader.cancel().catch(() => {})
    },
  }
}
