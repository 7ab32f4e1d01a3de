/**
 * The one HTTP client (spec §7): JSON bodies for PATCH, POST, PUT and DELETE, and exactly one
 * retry for idempotent methods when the server answers 408, 409, 425, 429, 500, 502, 503 or 504.
 */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])
const JSON_BODY_METHODS: ReadonlySet<string> = new Set(['PATCH', 'POST', 'PUT', 'DELETE'])

const MAX_RETRY_DELAY_MS = 3000

/** The client's options; `headers`, `credentials`, `url` and `early` are read at each request. */
export interface HttpClientOptions {
  fetch?: typeof fetch
  retryDelayMs?: number
  /** Headers added to every request, such as the native shell's bearer token. */
  headers?: () => Record<string, string>
  /** Whether cookies go along: `omit` when a bearer token is the credential. */
  credentials?: () => RequestCredentials
  /** Turns a path (`/api/…`) into the request URL, such as the native shell's server address. */
  url?: (path: string) => string
  /** An answer to a GET of this path already under way (the first page's, from `boot.js`). */
  early?: (path: string) => Promise<Response | null> | undefined
}

/** A `Retry-After` header in whole seconds from now (it may be a number or an HTTP date). */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined
  const seconds = /^\s*\d+\s*$/.test(value) ? Number(value) : (Date.parse(value) - now) / 1000
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined
}

function retryDelay(response: Response, base: number): number {
  const seconds = retryAfterSeconds(response.headers.get('Retry-After'))
  return seconds ? Math.min(seconds * 1000, MAX_RETRY_DELAY_MS) : base
}

export function createHttpClient(options: HttpClientOptions = {}) {
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const baseDelay = options.retryDelayMs ?? 300

  async function httpFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const target = typeof input === 'string' && options.url ? options.url(input) : input
    const request = new Request(target, { credentials: options.credentials?.() ?? 'same-origin', ...init })
    for (const [name, value] of Object.entries(options.headers?.() ?? {})) request.headers.set(name, value)
    if (!IDEMPOTENT_METHODS.has(request.method)) return baseFetch(request)
    // An early answer that failed or asks for a retry is asked for again, as usual.
    const early = request.method === 'GET' && typeof input === 'string' ? options.early?.(input) : undefined
    const earlyAnswer = early && (await early)
    if (earlyAnswer && !RETRY_STATUSES.has(earlyAnswer.status)) return earlyAnswer
    const first = await baseFetch(request.clone())
    if (!RETRY_STATUSES.has(first.status)) return first
    await first.body?.cancel()
    await new Promise((resolve) => setTimeout(resolve, retryDelay(first, baseDelay)))
    return baseFetch(request)
  }

  /** For calls outside the typed client: a body is sent as JSON where the method carries one. */
  function send(method: string, url: string, body?: unknown): Promise<Response> {
    const upper = method.toUpperCase()
    const init: RequestInit = { method: upper, headers: { Accept: 'application/json' } }
    if (body !== undefined && JSON_BODY_METHODS.has(upper)) {
      init.body = JSON.stringify(body)
      init.headers = { ...init.headers, 'Content-Type': 'application/json' }
    }
    return httpFetch(url, init)
  }

  return { fetch: httpFetch, send }
}
