// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { watchTopics } from '../../lib/live-topics'
import { answerFetch, apiError, json, requestedPaths } from '../../test/answer-fetch'
import { startRealtime } from './realtime-connection'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const READY = 'event: ready\nid: 7\ndata: {"since":7}\n\n'
const STOPPED = 'event: server.stopped\ndata: {"retryMs":5000}\nretry: 5000\n\n'

/** An event stream that sends `events`, then ends or (`keepOpen`) stays open as a live one does. */
function eventStream(events: string[], keepOpen = false): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events) controller.enqueue(new TextEncoder().encode(event))
      if (!keepOpen) controller.close()
    },
  })
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
}

/** The stream of a signed-in page, its server answering each connection with the next answer. */
function connect(answers: (() => Response)[]) {
  // Only the reconnect timers are faked: the streams are read as they are in a browser.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const consoleErrors = vi.spyOn(console, 'error')
  const fetch = answerFetch(
    () => (answers[fetch.mock.calls.length - 1] ?? answers.at(-1))?.() ?? eventStream([]),
  )
  const onSessionEnded = vi.fn(async () => true)
  const router = { navigate: vi.fn() }
  const connection = startRealtime(new QueryClient(), router, onSessionEnded)
  return { fetch, consoleErrors, onSessionEnded, connection }
}

describe('the live stream', () => {
  it('comes back after a server shutdown when the server said, resuming after its last id, quietly', async () => {
    const { fetch, consoleErrors, onSessionEnded, connection } = connect([
      () => eventStream([READY, STOPPED]),
      () => eventStream([READY], true),
    ])
    await vi.advanceTimersByTimeAsync(4_900)
    expect(fetch).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(200)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(fetch.mock.calls[1]?.[0].headers.get('Last-Event-ID')).toBe('7')
    expect(onSessionEnded).not.toHaveBeenCalled()
    expect(consoleErrors).not.toHaveBeenCalled()
    connection.stop()
  })

  it('waits what a 503 says before trying again', async () => {
    const busy = () => apiError(503, 'SERVICE_UNAVAILABLE', {}, { 'Retry-After': '20' })
    const { fetch, consoleErrors, connection } = connect([
      () => eventStream([READY, STOPPED]),
      busy,
      busy,
      () => eventStream([READY], true),
    ])
    // The HTTP client asks twice (it retries a 503 once, after at most 3 s); then 20 s pass.
    await vi.advanceTimersByTimeAsync(5_000 + 3_000 + 19_900)
    expect(fetch).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(200)
    expect(fetch).toHaveBeenCalledTimes(4)
    expect(consoleErrors).not.toHaveBeenCalled()
    connection.stop()
  })

  it('asks for the topics the pages show, for each stream it opens, and hands their events on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const shown = watchTopics(['post:p1'])
    const live = 'event: post.changed\ndata: {"postId":"p1"}\n\n'
    const fetch = answerFetch((request) => {
      const path = new URL(request.url).pathname
      if (path === '/api/realtime')
        return eventStream(['event: ready\nid: 7\ndata: {"since":7,"streamId":"s1"}\n\n', live], true)
      if (path === '/api/realtime/topics') return json(200, { topics: ['post:p1'] })
      return json(200, { id: 'p1', likeCount: 2 })
    })
    const router = { navigate: vi.fn() }
    const connection = startRealtime(
      new QueryClient(),
      router,
      vi.fn(async () => true),
    )
    await vi.advanceTimersByTimeAsync(500)
    expect(requestedPaths(fetch)).toEqual(['/api/realtime', '/api/realtime/topics', '/api/posts/p1'])
    const asked = fetch.mock.calls[1]?.[0] as Request
    expect(await asked.json()).toEqual({ streamId: 's1', topics: ['post:p1'] })
    // A page showing one more: asked again; the same set is not asked twice.
    const more = watchTopics(['book:b1'])
    await vi.advanceTimersByTimeAsync(500)
    more()
    watchTopics(['book:b1'])()
    await vi.advanceTimersByTimeAsync(500)
    expect(requestedPaths(fetch).filter((path) => path === '/api/realtime/topics')).toHaveLength(3)
    shown()
    connection.stop()
  })
})
