import { expect } from 'vitest'

export interface SseEvent {
  event: string
  id: string | undefined
  data: string
}

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
  let buffer = ''
  let done = false
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter()
  }
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader.read()
        if (chunk.done) break
        buffer += chunk.value
        let end = buffer.indexOf('\n\n')
        while (end >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          end = buffer.indexOf('\n\n')
          const event: SseEvent = { event: 'message', id: undefined, data: '' }
          const data: string[] = []
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue
            const [field, ...rest] = line.split(':')
            const value = rest.join(':').replace(/^ /, '')
            if (field === 'event') event.event = value
            else if (field === 'id') event.id = value
            else if (field === 'data') data.push(value)
          }
          if (data.length === 0 && event.event === 'message') continue
          event.data = data.join('\n')
          queue.push(event)
        }
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
