import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router'
import { ensureBook, useBook } from '../../../features/books/queries'
import { preloadMarkdown } from '../../../features/markdown/renderer'
import { PointForm } from '../../../features/points/components/PointForm'
import { requireSignIn } from '../../../features/session/require-sign-in'
import { NO_ACCESS, orNotFound } from '../../../lib/not-found'
import { loadPagePart } from '../../../lib/online'
import { PageHeading } from '../../../ui/PageHeading'

export const Route = createFileRoute('/books/$id/new')({
  staticData: { title: 'point-new' },
  beforeLoad: requireSignIn,
  loader: async ({ context: { queryClient }, params }) => {
    void preloadMarkdown()
    // The form's strings are the editor's catalog part (decision 018's first-visit budget).
    const [book] = await Promise.all([orNotFound(ensureBook(queryClient, params.id)), loadPagePart('editor')])
    if (!book.can.editPoints) throw notFound({ data: NO_ACCESS })
  },
  component: NewPointPage,
})

function NewPointPage() {
  const { id } = Route.useParams()
  const navigate = useNavigate()
  const book = useBook(id)
  // The new point's page takes this form's place in the history: Back goes to the book.
  return (
    <>
      <PageHeading />
      <PointForm
        key={book.id}
        book={book}
        onSaved={(point) => navigate({ to: '/points/$id', params: { id: point.id }, replace: true })}
      />
    </>
  )
}
