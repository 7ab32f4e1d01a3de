import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query'

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
 * given page parameters; the next page starts at the last page's `nextCursor`.
 */
export function pagedQueryOptions<Key extends QueryKey, Item, P extends Page<Item> = Page<Item>>(
  queryKey: Key,
  fetchPage: (page: PageParams) => Promise<P>,
  limit = 20,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) =>
      fetchPage({ limit: String(limit), ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (page: P) => page.nextCursor ?? undefined,
  })
}
