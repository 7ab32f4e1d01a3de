import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Timer, TimerCreateInput, TimerUpdateInput } from '../../../shared/timers'
import { api, unwrap } from '../../lib/api'
import { timerKeys } from './queries'

export function useCreateTimer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: TimerCreateInput) => unwrap(api.timers.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timerKeys.list() }),
    // The form says what failed, on its field or by its button: no toast that vanishes.
    meta: { silent: true },
  })
}

export function useUpdateTimer(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: TimerUpdateInput) => unwrap(api.timers[':id'].$patch({ param: { id }, json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timerKeys.list() }),
    // The form marks the fields at fault.
    meta: { silent: true },
  })
}

/** Gone from the list at once; back in it if the server refuses. */
export function useDeleteTimer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => unwrap(api.timers[':id'].$delete({ param: { id } })),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: timerKeys.list() })
      const before = queryClient.getQueryData<{ items: Timer[] }>(timerKeys.list())
      queryClient.setQueryData<{ items: Timer[] }>(timerKeys.list(), (old) =>
        old ? { items: old.items.filter((timer) => timer.id !== id) } : old,
      )
      return { before }
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(timerKeys.list(), context.before)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: timerKeys.list() }),
  })
}
