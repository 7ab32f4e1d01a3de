import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { SearchCounts, SearchKind, SearchResult } from '../../../shared/search'
import { api, unwrap } from '../../lib/api'

export const searchKeys = {
  all: ['search'] as const,
  results: (q: string, kind: SearchKind, book?: string) => [...searchKeys.all, kind, { q, book }] as const,
  counts: (q: string) => [...searchKeys.all, 'counts', { q }] as const,
}

/**
 * One search, page by page. Each query text has its own cache entry, so an answer that arrives
 * after the person typed on is stored under its own words and never shown for the newer ones.
 */
export const searchOptions = (q: string, kind: SearchKind, book?: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(q, kind, book),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.search.$get(
          { query: { q, kind, ...(book ? { book } : {}), ...(pageParam ? { cursor: pageParam } : {}) } },
          { init: { signal } },
        ),
      ) as Promise<SearchResult>,
    initialPageParam: '',
    getNextPageParam: (page: SearchResult) => page.nextCursor ?? undefined,
    enabled: q.length > 0,
    staleTime: 30_000,
  })

/** How many results each tab has (capped), so the page opens on one that has some. */
export const searchCountsOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.counts(q),
    queryFn: ({ signal }) =>
      unwrap(api.search.counts.$get({ query: { q } }, { init: { signal } })) as Promise<SearchCounts>,
    enabled: q.length > 0,
    staleTime: 30_000,
  })
