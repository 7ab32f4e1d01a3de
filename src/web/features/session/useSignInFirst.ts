import { useQueryClient } from '@tanstack/react-query'
import { meQueryOptions } from './me-query'
import { promptSignIn, type SignInReason } from './prompt'

/**
 * For actions that need an account (star, copy, note, create): resolves true for a signed-in
 * person, else asks the visitor to sign in. It waits for who is signed in when that is still
 * loading, so an early tap by a signed-in person is never taken for a visitor's. `reason` is
 * what the Hint says the account is needed for.
 */
export function useSignInFirst(reason: SignInReason): () => Promise<boolean> {
  const queryClient = useQueryClient()
  return async () => {
    const me = await queryClient.ensureQueryData(meQueryOptions).catch(() => null)
    if (me) return true
    void promptSignIn(reason)
    return false
  }
}
