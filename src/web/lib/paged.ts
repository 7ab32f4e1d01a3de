import { infiniteQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'

/** One page of a keyset-paged list, as every list route answers. */
export interface Page<Item> {
  items: Item[]
  nextCursor: string | null
}

/** What a page request adds to the list's own query: its size and where to go on from. */
export interface PageParams {
  limit: string
  cursor?: string
}

/**
 * The infinite query of a keyset-paged list: `fetchPage` asks the route for one page with the
 * given page parameters (no `cursor` for the first page); the next page starts at the last
 * page's `nextCursor`. It is given the query client too, for a read that refreshes another.
 */
export function pagedQueryOptions<Key extends QueryKey, Item, P extends Page<Item> = Page<Item>>(
  queryKey: Key,
  fetchPage: (page: PageParams, client: QueryClient) => Promise<P>,
  limit = 20,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, client }) =>
      fetchPage({ limit: String(limit), ...(pageParam ? { cursor: pageParam } : {}) }, client),
    initialPageParam: '',
    getNextPageParam: (page: P) => page.nextCursor ?? undefined,
  })
}
