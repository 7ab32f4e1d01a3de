import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean }
    mutationMeta: { silent?: boolean }
  }
}

/**
 * What a failed call means to the person — a session ended elsewhere, a prompt to sign in, a
 * toast — is the app's to say (`call-failures.ts`, which app.tsx passes in): lib knows no session
 * and no toast. `isWrite`: a mutation, not a query; `isSilent`: its `meta` asks to stay silent.
 */
export type OnCallFailed = (
  error: unknown,
  client: QueryClient,
  isWrite: boolean,
  isSilent: boolean | undefined,
) => void

/** The app's query client: every failed call goes to `onFailed`. */
export function createQueryClient(onFailed: OnCallFailed): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onFailed(error, client, false, query.meta?.silent),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        onFailed(error, client, true, mutation.meta?.silent),
    }),
    // The HTTP client already retries idempotent calls once; a second layer would multiply it.
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  })
  return client
}
