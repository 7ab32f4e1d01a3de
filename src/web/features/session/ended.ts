import type { QueryClient } from '@tanstack/react-query'
import { isUnauthorized } from '../../lib/api'
import { holdsSession, meKey } from './me-query'
import { goTo, loginPath } from './prompt'
import { applyAuthChange, isChangingSession } from './session'

export type EndReason = 'banned' | 'ended'

let isEnding = false

/** `holdsSession`, with a refusal (401) as "no" and a failure to ask (offline) as `null`. */
function stillHeld(): Promise<boolean | null> {
  return holdsSession().catch((error: unknown) => (isUnauthorized(error) ? false : null))
}

/**
 * This page's session ended somewhere else — "Sign out of all devices" on another device, a
 * password changed elsewhere, a ban: nobody is signed in here from now on (the sign-out forgets
 * the cached data), and the sign-in page says why and leads back to where the person was. Told by
 * the live stream at once, or by the next call that answers 401. No news, and nothing done: a
 * sign-out or a new password asked for on this page (`changingSession`), a page that already
 * shows a visitor, or one that still holds a session (checked with the server, but for a ban).
 * Resolves whether it signed the page out.
 */
export async function sessionEndedElsewhere(queryClient: QueryClient, reason: EndReason): Promise<boolean> {
  if (isEnding || isChangingSession() || !queryClient.getQueryData(meKey)) return false
  isEnding = true
  try {
    // After a new password here the page holds a new session, though the old one's stream was
    // closed; offline (it cannot be asked) it stays as it is too.
    if (reason !== 'banned' && (await stillHeld()) !== false) return false
    if (isChangingSession() || !queryClient.getQueryData(meKey)) return false
    queryClient.setQueryData(meKey, null)
    await applyAuthChange('SIGNED_OUT')
    // Banned, there is no way back in; else sign in again and return to this page.
    const back = loginPath()
    goTo(reason === 'banned' ? '/login?banned=true' : `${back}${back.includes('?') ? '&' : '?'}ended=true`)
    return true
  } finally {
    isEnding = false
  }
}
