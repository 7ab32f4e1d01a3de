import { infiniteQueryOptions } from '@tanstack/react-query'
import type { StarKind } from '../../../shared/stars'
import { api, unwrap } from '../../lib/api'

export const starKeys = {
  all: ['stars'] as const,
  list: (kind: StarKind) => [...starKeys.all, 'list', kind] as const,
}

export const myStarsOptions = (kind: StarKind) =>
  infiniteQueryOptions({
    queryKey: starKeys.list(kind),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.me.stars.$get({
          query: { kind, limit: '20', ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })
