import { vi } from 'vitest'

/** A JSON response, as the API sends them. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

/** An API error in the one error shape. */
export function apiError(status: number, code: string, extra: Record<string, unknown> = {}, headers = {}) {
  return json(status, { error: { code, message: code, ...extra } }, headers)
}

/**
 * For tests of API calls: `fetch` answers each request with what `answer` returns, so a test can
 * route by path. Node's Request, unlike a browser's, does not resolve the client's `/api/…`.
 */
export function answerFetch(answer: (request: Request) => Response | Promise<Response>) {
  const fetch = vi.fn(async (request: Request) => answer(request))
  vi.stubGlobal('fetch', fetch)
  const NodeRequest = Request
  const base = globalThis.location?.href ?? 'http://pointbook.test/'
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, base) : input, init)
      }
    },
  )
  return fetch
}

/** The path of each request `fetch` got, in order. */
export function requestedPaths(fetch: ReturnType<typeof answerFetch>): string[] {
  return fetch.mock.calls.map(([request]) => new URL(request.url).pathname)
}
