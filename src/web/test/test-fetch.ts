import { vi } from 'vitest'

/**
 * For component tests of API calls: `fetch` answers `status` and `body` once `release` is
 * called, so what the page shows before the server answers can be checked.
 */
export function pendingFetch(status: number, body: unknown) {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  const fetch = vi.fn(async (_request: Request) => {
    await gate
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetch)
  // Node's Request, unlike a browser's, does not resolve the client's relative `/api/…` URLs.
  const NodeRequest = Request
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, window.location.href) : input, init)
      }
    },
  )
  return { fetch, release }
}
