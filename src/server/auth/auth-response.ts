/** How the caller holds its session: a browser's cookie, or a bearer token (native shell). */
export function isCookieClient(headers: Headers): boolean {
  const usesBearer = /^bearer /i.test(headers.get('authorization') ?? '')
  return !usesBearer && /(?:^|;\s*)(?:__Secure-)?pointbook\.session_token=/.test(headers.get('cookie') ?? '')
}

/**
 * Session tokens never reach page scripts: a script that could read one would hold a 400-day
 * bearer credential, defeating the HttpOnly cookie. Bodies lose every `token` field (sign-in,
 * get-session, list-sessions); the signed token travels only in `set-auth-token`, and only to a
 * client that is not using the cookie (a native shell signing in, or already sending a bearer).
 */
export async function withoutTokens(response: Response, isCookieClient: boolean): Promise<Response> {
  const headers = new Headers(response.headers)
  if (isCookieClient) headers.delete('set-auth-token')
  if (!response.ok || !headers.get('content-type')?.includes('application/json')) {
    return new Response(response.body, { status: response.status, headers })
  }
  const body = (await response.json().catch(() => null)) as unknown
  headers.delete('content-length')
  return new Response(JSON.stringify(stripTokens(body)), { status: response.status, headers })
}

function stripTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripTokens)
  if (typeof value !== 'object' || value === null) return value
  const entries = Object.entries(value).filter(([key]) => key !== 'token')
  return Object.fromEntries(
    entries.map(([key, inner]) => [key, key === 'session' ? stripTokens(inner) : inner]),
  )
}
