import { profileKeys } from './features/profiles/queries'
import { sessionEndedElsewhere } from './features/session/ended'
import { promptSignIn } from './features/session/prompt'
import { errorMessage, isNotFound, isUnauthorized } from './lib/api'
import type { OnCallFailed } from './lib/query-client'
import { toast } from './ui/toast'

/**
 * What a failed call tells the person (app.tsx creates the query client with it): a translated
 * error toast, except a query's 404, which its page shows as the not-found page, and calls that
 * ask to stay silent. A 401 to a page that thinks someone is signed in means the session ended
 * elsewhere (signed out of all devices, a new password), silent call or not: the page signs out
 * too and goes to sign-in, which says so; a visitor's write refused with 401 asks them to sign in.
 */
export const onCallFailed: OnCallFailed = (error, client, isWrite, isSilent) => {
  if (isUnauthorized(error) && client.getQueryData(profileKeys.me())) {
    void sessionEndedElsewhere(client, 'ended')
    return
  }
  if (isSilent || (!isWrite && isNotFound(error))) return
  if (isWrite && isUnauthorized(error)) void promptSignIn()
  else toast(errorMessage(error), 'error')
}
