import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { profileKeys } from '../features/profiles/queries'
import { sessionEndedElsewhere } from '../features/session/ended'
import { promptSignIn } from '../features/session/prompt'
import { toast } from '../ui/toast'
import { ApiError, errorMessage, isNotFound } from './api'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean }
    mutationMeta: { silent?: boolean }
  }
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401

/**
 * Failed calls become a translated error toast, except a query's 404, which its page shows as
 * the not-found page, and calls that ask to stay silent. A 401 to a page that thinks someone is
 * signed in means the session ended elsewhere (signed out of all devices, a new password): the
 * page signs out too and goes to sign-in, which says so; a visitor's 401 asks them to sign in.
 */
export function createQueryClient(): QueryClient {
  // Whether the error is a session ended elsewhere, which is then dealt with (and said) there.
  const endsSession = (error: unknown) => {
    if (!(isUnauthorized(error) && client.getQueryData(profileKeys.me()))) return false
    void sessionEndedElsewhere(client, 'ended')
    return true
  }
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (endsSession(error) || query.meta?.silent || isNotFound(error)) return
        toast(errorMessage(error), 'error')
      },
    }),
    mutationCache: new MutationCache({
      onError(error, _variables, _context, mutation) {
        if (endsSession(error) || mutation.meta?.silent) return
        if (isUnauthorized(error)) void promptSignIn()
        else toast(errorMessage(error), 'error')
      },
    }),
    // The HTTP client already retries idempotent calls once; a second layer would multiply it.
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  })
  return client
}
