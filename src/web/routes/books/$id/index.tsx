import { createFileRoute } from '@tanstack/react-router'
import { ensureBook } from '../../../features/books/queries'
import { BookPage } from '../../../features/points/components/BookPage'
import { pointListOptions } from '../../../features/points/queries'
import { meQueryOptions } from '../../../features/session/me-query'
import { orNotFound } from '../../../lib/not-found'
import { FirstRenderSliced } from '../../../ui/FramePending'

export const Route = createFileRoute('/books/$id/')({
  staticData: { title: 'book' },
  loader: async ({ context: { queryClient }, params }) => {
    const [book, me] = await Promise.all([
      orNotFound(ensureBook(queryClient, params.id)),
      queryClient.ensureQueryData(meQueryOptions),
    ])
    await Promise.all([
      queryClient.ensureInfiniteQueryData(pointListOptions(book.id)),
      me &&
        book.can.study &&
        import('../../../features/study/prefetch').then((study) =>
          study.prefetchBookStudy(queryClient, book.id),
        ),
    ])
  },
  component: BookRoute,
})

function BookRoute() {
  const { id } = Route.useParams()
  return (
    <FirstRenderSliced>
      <BookPage address={id} />
    </FirstRenderSliced>
  )
}
