import { type Context, Hono } from 'hono'
import { access } from '../http/access'
import type { AppEnv } from '../http/env'
import { errorCodeOf } from '../http/errors'
import { AppError, noSuchRoute } from '../lib/app-error'
import { reshapeAuthResponse } from './auth-errors'
import { isCookieClient, withoutTokens } from './auth-response'
import {
  CODE_MAIL_PATHS,
  checkedAuthBody,
  isAuthBodyPath,
  isAuthRead,
  SIGN_IN_ACCOUNT_FIELD,
  SIGN_IN_SECRET,
} from './auth-surface'
import { withBanNotice } from './ban-notice'
import { CLIENT_IP_HEADER, clientIp } from './origins'
import { accountKey, countCodeMail, pausedFor, recordFailure, recordSuccess } from './sign-in-limits'

const FAILED_ANSWER = new Set(['INVALID_CREDENTIALS', 'INVALID_CODE', 'CODE_EXPIRED', 'TOO_MANY_ATTEMPTS'])

function tooMany(c: Context<AppEnv>, seconds: number): never {
  c.header('Retry-After', String(seconds))
  throw new AppError('RATE_LIMITED')
}

const FETCH_METADATA = ['sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest', 'sec-fetch-user']

/**
 * A client that sends neither a cookie nor `Origin`/`Referer` is not a page another site made a
 * browser load: every browser names the origin of a POST it sends for a page. Node's `fetch`
 * and the clients generated from the OpenAPI document send `Sec-Fetch-Mode: cors` all the same,
 * and Better Auth then asks for an Origin they cannot have (403 "Missing or null Origin"). Its
 * fetch-metadata check is for browsers; without a cookie or an origin there is nothing for it.
 */
function isCookielessClient(headers: Headers): boolean {
  return !headers.has('cookie') && !headers.has('origin') && !headers.has('referer')
}

async function jsonBodyOf(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  const text = await c.req.text()
  if (text === '') return {}
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
  try {
    return JSON.parse(text)
  } catch {
    throw new AppError('BAD_REQUEST')
  }
}

/**
 * Better Auth's routes under /api/auth/*, as far as the app uses them (auth-surface.ts): every
 * body through its shared schema, every other path 404. Sign-in is limited per account (with
 * back-off, whichever path and address it comes from) on top of Better Auth's per-address
 * limits, code mails per recipient, and no token reaches a cookie client's scripts.
 */
export const betterAuthRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', access.anyone, async (c) => {
  const deps = c.var.deps
  const { auth, actorCache, config, store } = deps
  const db = c.var.db
  const path = c.req.path.slice('/api/auth'.length)
  const headers = new Headers(c.req.raw.headers)
  headers.set(CLIENT_IP_HEADER, clientIp(c, config.TRUST_PROXY))
  headers.delete('content-length')
  if (isCookielessClient(headers)) for (const name of FETCH_METADATA) headers.delete(name)

  let request: Request
  let account: string | null = null
  let signingIn: { field: 'email' | 'username'; value: string } | null = null
  if (c.req.method === 'GET') {
    if (!isAuthRead(path)) throw noSuchRoute()
    // Only the provider this server offers has a callback.
    if (path.startsWith('/callback/') && !(path === '/callback/google' && config.isGoogleEnabled))
      throw noSuchRoute()
    request = new Request(c.req.raw, { headers })
  } else {
    // An unknown path is 404 whatever its body: checked before the body is read.
    if (!isAuthBodyPath(path)) throw noSuchRoute()
    const body = checkedAuthBody(path, await jsonBodyOf(c))
    const field = SIGN_IN_ACCOUNT_FIELD[path as keyof typeof SIGN_IN_ACCOUNT_FIELD]
    const named = field ? body[field] : undefined
    if (field && typeof named === 'string') signingIn = { field, value: named }
    if (field && typeof body[field] === 'string' && config.AUTH_RATE_LIMIT) {
      account = `${SIGN_IN_SECRET[path] ?? 'password'}:${await accountKey(db, field, body[field])}`
      const wait = await pausedFor(store, account)
      if (wait > 0) tooMany(c, wait)
    }
    if (CODE_MAIL_PATHS.has(path) && typeof body.email === 'string' && config.AUTH_RATE_LIMIT) {
      const wait = await countCodeMail(store, 'requests', body.email, config.CODE_MAILS_PER_HOUR)
      if (wait > 0) tooMany(c, wait)
    }
    headers.set('content-type', 'application/json')
    request = new Request(c.req.url, { method: 'POST', headers, body: JSON.stringify(body) })
  }

  let response = await reshapeAuthResponse(await auth.handler(request))
  // A banned account's refusal says why and how to appeal, to whoever proved it theirs: the auth
  // library refuses a ban only after the password or the code was right (decision 026).
  if (signingIn && response.status === 403) {
    const key = await accountKey(db, signingIn.field, signingIn.value)
    if (key.startsWith('user:'))
      response = await withBanNotice(response, () => deps.banNotice(db, key.slice(5)))
  }
  // Sign-out, revocation, password and role changes: forget who credentials belonged to.
  if (c.req.method === 'POST') actorCache.clear()
  if (account) {
    if (response.ok) await recordSuccess(store, account)
    else if (FAILED_ANSWER.has(await errorCodeOf(response))) await recordFailure(store, account)
  }
  return withoutTokens(response, isCookieClient(c.req.raw.headers))
})
