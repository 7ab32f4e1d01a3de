import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { StudySettingsInput } from '../../../shared/study'
import type { RatingName } from '../../../shared/study-constants'
import { ApiError, api, unwrap } from '../../lib/api'
import { invalidateStudy, studyKeys } from './queries'

export interface ReviewVariables {
  pointId: string
  rating: RatingName
  durationMs: number
  /** One per rating, the same on every retry of it: the server records it once. */
  key: string
  /** The session's book, if it studies one: the answer's counts are then that book's. */
  bookId?: string
}

/** An undo: its own key, and the session's book (whose counts the answer carries). */
export interface UndoVariables {
  key: string
  bookId?: string
}

/** The counts' scope, as the due list's: one book, or every book of my list. */
const scopeOf = (bookId: string | undefined) => (bookId ? { bookId } : {})

/** Worth sending again: nothing answered, or the server was briefly unable to. */
export function isTransient(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'NETWORK' || [408, 429, 502, 503, 504].includes(error.status))
  )
}

const retrying = {
  retry: (failures: number, error: unknown) => failures < 4 && isTransient(error),
  retryDelay: (attempt: number) => Math.min(500 * 2 ** attempt, 8000),
} as const

/**
 * A rating, sent in the background: retried with its own Idempotency-Key, and paused while
 * offline (the offline banner counts it). The session reads pending and failed ones by key.
 */
export function useRecordReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: studyKeys.reviews(),
    mutationFn: ({ key, bookId, ...input }: ReviewVariables) =>
      unwrap(
        api.study.reviews.$post({
          json: input,
          query: scopeOf(bookId),
          header: { 'idempotency-key': key },
        }),
      ),
    ...retrying,
    onSettled: () => invalidateStudy(queryClient),
    // The session shows what failed, with Try again.
    meta: { silent: true },
  })
}

/** Takes back my latest rating; the key makes a retried undo take back only one. */
export function useUndoReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ key, bookId }: UndoVariables) =>
      unwrap(api.study.undo.$post({ query: scopeOf(bookId), header: { 'idempotency-key': key } })),
    ...retrying,
    onSettled: () => invalidateStudy(queryClient),
    // The session says why it failed (Nothing to undo, for one).
    meta: { silent: true },
  })
}

/** Adds a book to my study list or takes it out; the button flips at once. */
export function useSetStudying(bookId: string) {
  const queryClient = useQueryClient()
  const key = studyKeys.book(bookId)
  return useMutation({
    mutationFn: (studying: boolean) =>
      unwrap(
        studying
          ? api.study.books[':id'].$put({ param: { id: bookId } })
          : api.study.books[':id'].$delete({ param: { id: bookId } }),
      ),
    onMutate: async (studying) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<{ studying: boolean }>(key)
      if (before) queryClient.setQueryData(key, { ...before, studying })
      return { before }
    },
    onError: (_error, _studying, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before)
    },
    onSettled: () => {
      invalidateStudy(queryClient)
      void queryClient.invalidateQueries({ queryKey: studyKeys.dues() })
    },
  })
}

export function useUpdateStudySettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: StudySettingsInput) => unwrap(api.study.settings.$patch({ json: input })),
    onSuccess: (settings) => {
      queryClient.setQueryData(studyKeys.settings(), settings)
      invalidateStudy(queryClient)
      void queryClient.invalidateQueries({ queryKey: studyKeys.dues() })
    },
    // The form marks the fields at fault.
    meta: { silent: true },
  })
}
