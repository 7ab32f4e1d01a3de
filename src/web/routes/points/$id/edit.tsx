import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import { bookQueryOptions } from '../../../features/books/queries'
import { preloadMarkdown } from '../../../features/markdown/renderer'
import { PointForm } from '../../../features/points/components/PointForm'
import { pointQueryOptions } from '../../../features/points/queries'
import { requireSignIn } from '../../../features/session/require-sign-in'
import { NO_ACCESS, orNotFound } from '../../../lib/not-found'
import { loadPagePart } from '../../../lib/online'
import { PageHeading } from '../../../ui/PageHeading'

export const Route = createFileRoute('/points/$id/edit')({
  staticData: { title: 'point-edit' },
  beforeLoad: requireSignIn,
  // Only the book's owner and editors edit its points; to anyone else the page does not exist.
  loader: async ({ context: { queryClient }, params }) => {
    void preloadMarkdown()
    // The form's strings are the editor's catalog part (decision 018's first-visit budget).
    const [point] = await Promise.all([
      orNotFound(queryClient.ensureQueryData(pointQueryOptions(params.id))),
      loadPagePart('editor'),
    ])
    const book = await orNotFound(queryClient.ensureQueryData(bookQueryOptions(point.bookId)))
    if (!book.can.editPoints) throw notFound({ data: NO_ACCESS })
  },
  component: EditPointPage,
})

function EditPointPage() {
  const { id } = Route.useParams()
  const navigate = useNavigate()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const { data: point } = useSuspenseQuery(pointQueryOptions(id))
  const { data: book } = useSuspenseQuery(bookQueryOptions(point.bookId))
  return (
    <>
      <PageHeading />
      <PointForm
        key={point.id}
        book={book}
        point={point}
        // Back to the point this was opened from, rather than a second entry for it.
        onSaved={() =>
          canGoBack ? router.history.back() : navigate({ to: '/points/$id', params: { id }, replace: true })
        }
      />
    </>
  )
}
