import type { StarKind } from '../../../shared/stars'
import { api, unwrap } from '../../lib/api'
import { pagedQueryOptions } from '../../lib/paged'

export const starKeys = {
  all: ['stars'] as const,
  list: (kind: StarKind) => [...starKeys.all, 'list', kind] as const,
}

export const myStarsOptions = (kind: StarKind) =>
  pagedQueryOptions(starKeys.list(kind), (page) => unwrap(api.me.stars.$get({ query: { kind, ...page } })))
