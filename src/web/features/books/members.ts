import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MemberRole } from '../../../shared/books'
import { ApiError, api, isNotFound, unwrap } from '../../lib/api'
import { bookKeys } from './queries'

/** The person behind a username, or null when nobody has it. */
async function findByUsername(username: string) {
  try {
    return await unwrap(api.profiles['by-username'][':username'].$get({ param: { username } }))
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

export class UnknownUsernameError extends Error {}

/** Shares the book with someone found by username, or changes the role of a member. */
export function usePutMember(bookId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: { userId?: string; username?: string; role: MemberRole }) => {
      const userId = input.userId ?? (await findByUsername(input.username ?? ''))?.id
      if (!userId) throw new UnknownUsernameError()
      return unwrap(
        api.books[':id'].members[':userId'].$put({
          param: { id: bookId, userId },
          json: { role: input.role },
        }),
      )
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookKeys.members(bookId) }),
    // The add form reports an unknown username, or one a block separates, on its field; other
    // failures still toast.
    meta: { silent: true },
  })
}

export function useRemoveMember(bookId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userId: string) =>
      unwrap(api.books[':id'].members[':userId'].$delete({ param: { id: bookId, userId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookKeys.members(bookId) }),
  })
}

/** A block stands between the book's owner and the person (403 `BLOCKED`). */
export function isRefusedByBlock(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'BLOCKED'
}

export function isUnknownUsername(error: unknown): boolean {
  return error instanceof UnknownUsernameError || (error instanceof ApiError && error.status === 404)
}
