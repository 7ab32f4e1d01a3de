import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SectionUpdateInput } from '../../../shared/sections'
import { api, unwrap } from '../../lib/api'
import { storeBook } from '../books/queries'
import { pointKeys } from './queries'

/**
 * Renames a section or moves it; the book answers with its sections in their new order.
 * `isSilent` when a form shows the failure itself.
 */
export function useUpdateSection(bookId: string, isSilent = false) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SectionUpdateInput) =>
      unwrap(api.books[':id'].sections.$patch({ param: { id: bookId }, json: input })),
    onSuccess: (book) => {
      storeBook(queryClient, book)
      void queryClient.invalidateQueries({ queryKey: pointKeys.list(bookId) })
      // Section titles and neighbours show on the point pages.
      void queryClient.invalidateQueries({ queryKey: pointKeys.details() })
    },
    meta: { silent: isSilent },
  })
}
