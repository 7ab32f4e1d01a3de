import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'

export const timerKeys = {
  all: ['timers'] as const,
  list: () => [...timerKeys.all, 'list'] as const,
}

export const timersOptions = queryOptions({
  queryKey: timerKeys.list(),
  queryFn: () => unwrap(api.timers.$get()),
})
