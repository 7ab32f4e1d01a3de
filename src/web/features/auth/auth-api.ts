import { onlineManager } from '@tanstack/react-query'
import type { SignUpInput } from '../../../shared/accounts'
import { ApiError, http, toApiError } from '../../lib/api'
import { apiUrl, isNative } from '../../lib/platform'
import { type AuthEvent, applyAuthChange, changingSession } from '../session/session'

export type CodeType = 'email-verification' | 'sign-in' | 'forget-password'

async function call<T>(path: string, body?: unknown, event?: AuthEvent): Promise<T> {
  // Offline the request cannot leave: say so at once (and the browser logs no failed request).
  if (!onlineManager.isOnline()) throw new ApiError(0, 'NETWORK', 'Offline')
  let response: Response
  try {
    response = await http.send('POST', `/api/auth/${path}`, body ?? {})
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'Network error')
  }
  if (!response.ok) throw await toApiError(response)
  const data = (await response.json().catch(() => ({}))) as T
  if (event) await applyAuthChange(event, response, data as never)
  return data
}

/** Better Auth's routes (API.md "Auth"), through the app's one HTTP client. */
export const authApi = {
  signUp: (input: SignUpInput) => call('sign-up/email', input),
  verifyEmail: (email: string, otp: string) => call('email-otp/verify-email', { email, otp }, 'SIGNED_IN'),
  signIn: (email: string, password: string) => call('sign-in/email', { email, password }, 'SIGNED_IN'),
  sendCode: (email: string, type: CodeType) => call('email-otp/send-verification-otp', { email, type }),
  signInWithCode: (email: string, otp: string) => call('sign-in/email-otp', { email, otp }, 'SIGNED_IN'),
  resetPassword: (email: string, otp: string, password: string) =>
    call('email-otp/reset-password', { email, otp, password }, 'PASSWORD_RECOVERY'),
  /**
   * A mailed link's code: a session, or with a password, a new password. In the shell it may be
   * the code Google sign-in came back with, which opens only with the verifier kept here.
   */
  async confirmLink(code: string, password?: string) {
    const appSignIn = isNative() && !password ? await import('../../native/app-sign-in') : null
    const verifier = await appSignIn?.pendingAppSignIn()
    const body = { code, ...(password ? { password } : {}), ...(verifier ? { verifier } : {}) }
    const answer = await call('confirm', body, password ? 'PASSWORD_RECOVERY' : 'SIGNED_IN')
    if (verifier) await appSignIn?.endAppSignIn()
    return answer
  },
  changePassword: (currentPassword: string, newPassword: string) =>
    changingSession(() =>
      call('change-password', { currentPassword, newPassword, revokeOtherSessions: true }, 'USER_UPDATED'),
    ),
  signOut: () =>
    changingSession(async () => {
      await call('sign-out').catch(() => undefined)
      await applyAuthChange('SIGNED_OUT')
    }),
  signOutEverywhere: () =>
    changingSession(async () => {
      await call('revoke-sessions')
      await applyAuthChange('SIGNED_OUT')
    }),
  deleteAccount: (password: string) =>
    changingSession(async () => {
      await call('delete-user', { password })
      await applyAuthChange('SIGNED_OUT')
    }),
  /**
   * Google sign-in. In a browser the page leaves for Google and comes back to `callbackURL`. In
   * the native shell Google opens in the in-app browser, whose round trip ends in the app's deep
   * link (decision 017); the page stays, so this resolves once that browser is open.
   */
  async continueWithGoogle(callbackURL: string) {
    if (isNative()) {
      const [{ openInAppBrowser }, { startAppSignIn }] = await Promise.all([
        import('../../native/in-app-browser'),
        import('../../native/app-sign-in'),
      ])
      const challenge = await startAppSignIn()
      await openInAppBrowser(apiUrl(`/api/auth/app/google?challenge=${challenge}`))
      return
    }
    const { url } = await call<{ url: string }>('sign-in/social', { provider: 'google', callbackURL })
    window.location.assign(url)
  },
}
