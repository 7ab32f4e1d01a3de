import { PlusIcon } from '@heroicons/react/24/outline'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ensureBook, useBook } from '../../../features/books/queries'
import { SectionedPoints } from '../../../features/points/components/SectionedPoints'
import { SectionsEditor } from '../../../features/points/components/SectionsEditor'
import { SortablePoints } from '../../../features/points/components/SortablePoints'
import { pointListOptions } from '../../../features/points/queries'
import { orNotFound } from '../../../lib/not-found'
import { loadPagePart } from '../../../lib/online'

export const Route = createFileRoute('/books/$id/points')({
  staticData: { title: 'book-points' },
  loader: async ({ context: { queryClient }, params }) => {
    const book = await orNotFound(ensureBook(queryClient, params.id))
    // An editor reorders and sections the points: those strings are the editor's catalog part
    // (decision 018's first-visit budget).
    await Promise.all([
      queryClient.ensureInfiniteQueryData(pointListOptions(book.id)),
      book.can.editPoints && loadPagePart('editor'),
    ])
  },
  component: BookPointsPage,
})

function BookPointsPage() {
  const { t } = useTranslation()
  const { id } = Route.useParams()
  const book = useBook(id)
  const canEdit = book.can.editPoints
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 grow basis-40 text-xl font-bold">
          <Link to="/books/$id" params={{ id }} className="link-hover block truncate">
            {book.title}
          </Link>
        </h1>
        {canEdit && (
          <Link to="/books/$id/new" params={{ id }} className="btn btn-sm btn-primary shrink-0">
            <PlusIcon className="size-4" aria-hidden="true" />
            {t('points.add')}
          </Link>
        )}
      </div>
      {canEdit ? (
        <>
          <SectionsEditor book={book} />
          <SortablePoints bookId={book.id} />
        </>
      ) : (
        <SectionedPoints
          bookId={book.id}
          empty={<p className="py-6 text-center text-base-content/70">{t('books.no-points')}</p>}
        />
      )}
    </div>
  )
}
