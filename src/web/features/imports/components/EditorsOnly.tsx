import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Book } from '../../../../shared/books'
import { errorMessage, isNotFound } from '../../../lib/api'
import { ContentNotFound, NoAccess } from '../../../ui/NotFound'
import { QueryStatus } from '../../../ui/QueryStatus'
import { ensureBook } from '../../books/queries'

/**
 * The book at `address` for the pages that add points to it (import, agent): one the reader
 * cannot see is not found; one they may read but not edit says they have no access, as the
 * point form does.
 */
export function EditorsOnly({ address, children }: { address: string; children(book: Book): ReactNode }) {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: ['books', 'editable', address],
    queryFn: () => ensureBook(queryClient, address),
  })
  const book = query.data
  if (query.isError && isNotFound(query.error)) return <ContentNotFound />
  return book && !book.can.editPoints ? (
    <NoAccess />
  ) : book ? (
    children(book)
  ) : (
    <QueryStatus query={query} failed={errorMessage(query.error)} />
  )
}
