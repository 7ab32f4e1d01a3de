import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { promptSignIn } from '../features/session/prompt'
import { toast } from '../shell/toast'
import { ApiError, errorMessage, isNotFound } from './api'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean }
    mutationMeta: { silent?: boolean }
  }
}

/**
 * Failed calls become a translated error toast, except a query's 404, which its page shows as
 * the not-found page, and calls that ask to stay silent.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (query.meta?.silent || isNotFound(error)) return
        toast(errorMessage(error), 'error')
      },
    }),
    mutationCache: new MutationCache({
      onError(error, _variables, _context, mutation) {
        if (mutation.meta?.silent) return
        if (error instanceof ApiError && error.code === 'UNAUTHORIZED') void promptSignIn()
        else toast(errorMessage(error), 'error')
      },
    }),
    // The HTTP client already retries idempotent calls once; a second layer would multiply it.
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  })
}
