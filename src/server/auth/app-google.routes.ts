import { createRoute } from '@hono/zod-openapi'
import { AppSignInQuery } from '../../shared/auth-inputs'
import { APP_CONFIRM_LINK } from '../../shared/constants'
import { access } from '../http/access'
import { errors } from '../http/openapi'
import { createRouter } from '../http/router'
import { AppError } from '../lib/app-error'
import { clock } from '../lib/clock'
import { appFlowCookie, clearedAppFlowCookie, readAppFlow } from './app-flow'
import { sealConfirmCode } from './confirm-code'

/** Where the in-app browser lands after Google, on this server. */
const RETURN_PATH = '/api/auth/app/return'
/**
 * A deep link whose exchange fails on purpose (no sealed code opens from it): the app then shows
 * `Error`, as for any bad link, and the in-app browser still closes.
 */
const FAILED = `${APP_CONFIRM_LINK}?code=sign-in-failed`

const start = createRoute({
  method: 'get',
  path: '/auth/app/google',
  operationId: 'startAppGoogleSignIn',
  tags: ['auth'],
  summary: "The native shell's Google sign-in, opened in its in-app browser: on to Google",
  description:
    'Starts Google sign-in in the in-app browser itself (its state cookie is set there), and returns through ' +
    '/api/auth/app/return. `challenge` is the base64url SHA-256 of a random verifier the shell keeps: the ' +
    'code the return hands over is exchanged only with that verifier. Opened from another page (a ' +
    'navigation with `Sec-Fetch-Site` other than `none`) it is refused: only the shell starts it.',
  middleware: [access.anyone] as const,
  request: { query: AppSignInQuery },
  responses: {
    302: { description: "To Google's sign-in page" },
    ...errors('VALIDATION_FAILED', 'CROSS_SITE_REQUEST', 'NOT_FOUND'),
  },
})

const back = createRoute({
  method: 'get',
  path: '/auth/app/return',
  operationId: 'finishAppGoogleSignIn',
  tags: ['auth'],
  summary: "Back from Google in the shell's in-app browser: on to the app through its deep link",
  description:
    "Turns the session Google sign-in just made in the in-app browser into a one-time sign-in code for the app (`pointbook://auth/confirm?code=…`, the email-confirm deep link), sealed with the start's challenge. Only a browser that started the flow (its cookie) and whose session began after that start gets a code; any other visit gets a link the app refuses, and no session is ended either way.",
  middleware: [access.anyone] as const,
  responses: { 302: { description: 'To the app' } },
})

const isSecure = (publicUrl: string) => publicUrl.startsWith('https:')

function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 302, headers })
}

/**
 * Google sign-in for the native shell (decision 017). The shell's web view holds a bearer token,
 * not cookies, and Google's page opens in the in-app browser, a separate cookie jar: so the whole
 * OAuth round trip (state cookie, callback, session) happens in that browser, and its end hands
 * the app a one-time code through the same deep link and exchange as the confirmation mail: a
 * sign-in code for the account, sealed like the mail's, good once within its 10 minutes, and
 * bound to the shell's verifier (app-flow.ts).
 */
export const appGoogleRoutes = createRouter()
  .openapi(start, async (c) => {
    const { auth, config, secret } = c.var.deps
    if (!config.isGoogleEnabled) throw new AppError('NOT_FOUND')
    // The shell opens it itself (`none`); a link or a script on a page cannot start a flow.
    const site = c.req.header('sec-fetch-site')
    if (site && site !== 'none') throw new AppError('CROSS_SITE_REQUEST')
    const { challenge } = c.req.valid('query')
    const returnTo = `${config.publicUrl}${RETURN_PATH}`
    const response = await auth.api.signInSocial({
      body: { provider: 'google', callbackURL: returnTo, errorCallbackURL: returnTo },
      headers: c.req.raw.headers,
      asResponse: true,
    })
    const { url } = (await response.clone().json()) as { url?: string }
    if (!response.ok || !url) throw new AppError('NOT_FOUND')
    const flow = appFlowCookie(
      secret,
      { challenge, startedAt: clock.now().getTime() },
      isSecure(config.publicUrl),
    )
    return redirect(url, [...response.headers.getSetCookie(), flow]) as never
  })
  .openapi(back, async (c) => {
    const { auth, secret } = c.var.deps
    const headers = c.req.raw.headers
    const flow = readAppFlow(secret, c.req.header('cookie'), clock.now().getTime())
    if (!flow) return redirect(FAILED) as never
    const session = await auth.api.getSession({ headers }).catch(() => null)
    // Only the session this flow's sign-in made: one the browser had before is not handed over.
    if (!session || session.session.createdAt.getTime() < flow.startedAt)
      return redirect(FAILED, [clearedAppFlowCookie]) as never
    const email = session.user.email
    const otp = await auth.api.createVerificationOTP({ body: { email, type: 'sign-in' } })
    const code = sealConfirmCode(secret, { email, otp, type: 'sign-in', challenge: flow.challenge })
    // The browser keeps the session its sign-in made: nothing here ends one.
    return redirect(`${APP_CONFIRM_LINK}?code=${code}`, [clearedAppFlowCookie]) as never
  })
