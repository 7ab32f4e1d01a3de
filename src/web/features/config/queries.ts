import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'

export const clientConfigQueryOptions = queryOptions({
  queryKey: ['client-config'] as const,
  queryFn: () => unwrap(api.config.$get()),
  staleTime: Number.POSITIVE_INFINITY,
})

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions).data
}
