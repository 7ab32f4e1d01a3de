import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'
import { noteKeys } from './queries'

/** A note changes its point's list and my list on /mine; nothing else shows notes. */
function useRefreshNotes(pointId: string) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: noteKeys.point(pointId) }),
      queryClient.invalidateQueries({ queryKey: noteKeys.mine() }),
    ])
}

export function useCreateNote(pointId: string) {
  const refresh = useRefreshNotes(pointId)
  return useMutation({
    mutationFn: (content: string) =>
      unwrap(api.points[':id'].notes.$post({ param: { id: pointId }, json: { content } })),
    onSuccess: refresh,
    meta: { silent: true },
  })
}

export function useUpdateNote(pointId: string, noteId: string) {
  const refresh = useRefreshNotes(pointId)
  return useMutation({
    mutationFn: (content: string) =>
      unwrap(api.notes[':id'].$patch({ param: { id: noteId }, json: { content } })),
    onSuccess: refresh,
    meta: { silent: true },
  })
}

export function useDeleteNote(pointId: string, noteId: string) {
  const refresh = useRefreshNotes(pointId)
  return useMutation({
    mutationFn: () => unwrap(api.notes[':id'].$delete({ param: { id: noteId } })),
    onSuccess: refresh,
  })
}
