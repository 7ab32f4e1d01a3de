import { createRoute } from '@hono/zod-openapi'
import { APP_CONFIRM_LINK } from '../../shared/constants'
import { access } from '../http/access'
import { errors } from '../http/openapi'
import { createRouter } from '../http/router'
import { AppError } from '../lib/app-error'
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
    'Starts Google sign-in in the in-app browser itself (its state cookie is set there), and returns through /api/auth/app/return.',
  middleware: [access.anyone] as const,
  responses: { 302: { description: "To Google's sign-in page" }, ...errors('NOT_FOUND') },
})

const back = createRoute({
  method: 'get',
  path: '/auth/app/return',
  operationId: 'finishAppGoogleSignIn',
  tags: ['auth'],
  summary: "Back from Google in the shell's in-app browser: on to the app through its deep link",
  description:
    "Turns the in-app browser's new session into a one-time sign-in code for the app (`pointbook://auth/confirm?code=…`, the email-confirm deep link) and ends the browser's session.",
  middleware: [access.anyone] as const,
  responses: { 302: { description: 'To the app' } },
})

function redirect(location: string, from?: Response): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' })
  for (const cookie of from?.headers.getSetCookie() ?? []) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 302, headers })
}

/**
 * Google sign-in for the native shell (decision 017). The shell's web view holds a bearer token,
 * not cookies, and Google's page opens in the in-app browser, a separate cookie jar: so the whole
 * OAuth round trip (state cookie, callback, session) happens in that browser, and its end hands
 * the app a one-time code through the same deep link and exchange as the confirmation mail: a
 * sign-in code for the account, sealed like the mail's, good once within its 10 minutes.
 */
export const appGoogleRoutes = createRouter()
  .openapi(start, async (c) => {
    const { auth, config } = c.var.deps
    if (!config.isGoogleEnabled) throw new AppError('NOT_FOUND')
    const returnTo = `${config.publicUrl}${RETURN_PATH}`
    const response = await auth.api.signInSocial({
      body: { provider: 'google', callbackURL: returnTo, errorCallbackURL: returnTo },
      headers: c.req.raw.headers,
      asResponse: true,
    })
    const { url } = (await response.clone().json()) as { url?: string }
    if (!response.ok || !url) throw new AppError('NOT_FOUND')
    return redirect(url, response) as never
  })
  .openapi(back, async (c) => {
    const { auth, secret } = c.var.deps
    const headers = c.req.raw.headers
    const session = await auth.api.getSession({ headers }).catch(() => null)
    if (!session) return redirect(FAILED) as never
    const email = session.user.email
    const otp = await auth.api.createVerificationOTP({ body: { email, type: 'sign-in' } })
    const code = sealConfirmCode(secret, { email, otp, type: 'sign-in' })
    // The browser's session was only the way here: the app gets its own.
    const signedOut = await auth.api.signOut({ headers, asResponse: true })
    return redirect(`${APP_CONFIRM_LINK}?code=${code}`, signedOut) as never
  })
