import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'
import { meKey } from '../session/me-query'

export const profileKeys = {
  all: ['profiles'] as const,
  /** Who is signed in: the session's `meQueryOptions`. */
  me: () => meKey,
  detail: (id: string) => [...profileKeys.all, 'detail', id] as const,
}

export const profileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: profileKeys.detail(id),
    queryFn: () => unwrap(api.profiles[':id'].$get({ param: { id } })),
  })
