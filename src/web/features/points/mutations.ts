import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PointCreateInput, PointDetail, PointUpdateInput } from '../../../shared/points'
import { api, unwrap } from '../../lib/api'
import { bookKeys, invalidateBook } from '../books/queries'
import { noteKeys } from '../notes/queries'
import { starKeys } from '../stars/queries'
import { invalidateStudy } from '../study/queries'
import { deletedHere, pointKeys } from './queries'

/**
 * What a new, copied or removed point touches: its book's list and counts, its neighbours, and
 * the study counts ("Study · 5 new"; other members hear of it live, decision 024).
 */
function useRefreshAround() {
  const queryClient = useQueryClient()
  return (point: Pick<PointDetail, 'bookId' | 'previousId' | 'nextId'>) => {
    void queryClient.invalidateQueries({ queryKey: pointKeys.list(point.bookId) })
    void invalidateBook(queryClient, point.bookId)
    invalidateStudy(queryClient)
    for (const id of [point.previousId, point.nextId])
      if (id) void queryClient.invalidateQueries({ queryKey: pointKeys.detail(id) })
  }
}

export function useCreatePoint(bookId: string) {
  const queryClient = useQueryClient()
  const refreshAround = useRefreshAround()
  return useMutation({
    mutationFn: (input: PointCreateInput) =>
      unwrap(api.books[':id'].points.$post({ param: { id: bookId }, json: input })),
    onSuccess: (point) => {
      queryClient.setQueryData(pointKeys.detail(point.id), point)
      refreshAround(point)
    },
    meta: { silent: true },
  })
}

export function useUpdatePoint(pointId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PointUpdateInput) =>
      unwrap(api.points[':id'].$patch({ param: { id: pointId }, json: input })),
    onSuccess: (point) => {
      queryClient.setQueryData(pointKeys.detail(point.id), point)
      void queryClient.invalidateQueries({ queryKey: pointKeys.list(point.bookId) })
      // Section titles are listed on the book.
      void invalidateBook(queryClient, point.bookId)
    },
    meta: { silent: true },
  })
}

/** Call `forget` once the point's page has been left, as with a deleted book. */
export function useDeletePoint(point: PointDetail) {
  const queryClient = useQueryClient()
  const refreshAround = useRefreshAround()
  const mutation = useMutation({
    mutationFn: () => unwrap(api.points[':id'].$delete({ param: { id: point.id } })),
    onSuccess: () => {
      deletedHere.add(point.id)
      // Off the book's list at once: a stale row would link (and preload, on hover) a point
      // that is gone, until the list's refetch lands.
      queryClient.setQueriesData<{ pages: { items: { id: string }[] }[] }>(
        { queryKey: pointKeys.list(point.bookId) },
        (data) =>
          data?.pages
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  items: page.items.filter((item) => item.id !== point.id),
                })),
              }
            : data,
      )
      refreshAround(point)
    },
  })
  const forget = () => {
    queryClient.removeQueries({ queryKey: pointKeys.detail(point.id) })
    deletedHere.delete(point.id)
    // Its stars and notes went with it.
    void queryClient.invalidateQueries({ queryKey: starKeys.all })
    void queryClient.invalidateQueries({ queryKey: noteKeys.mine() })
  }
  return { ...mutation, forget }
}

/** A copy lands at the end of a book I own or edit. */
export function useCopyPoint(pointId: string) {
  const queryClient = useQueryClient()
  const refreshAround = useRefreshAround()
  return useMutation({
    mutationFn: (bookId: string) =>
      unwrap(api.points[':id'].copy.$post({ param: { id: pointId }, json: { bookId } })),
    onSuccess: (copy) => {
      queryClient.setQueryData(pointKeys.detail(copy.id), copy)
      refreshAround(copy)
      void queryClient.invalidateQueries({ queryKey: bookKeys.lists() })
    },
    // The copy panel says what failed, by its button: no toast that vanishes.
    meta: { silent: true },
  })
}
