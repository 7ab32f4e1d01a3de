import { ListBulletIcon, MagnifyingGlassIcon } from '@heroicons/react/24/outline'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { isNotFound } from '../../../lib/api'
import { useLiveTopics } from '../../../lib/live-topics'
import { ContentNotFound } from '../../../ui/NotFound'
import { usePageTitle } from '../../../ui/page-title'
import { BookActions } from '../../books/components/BookActions'
import { BookHeader } from '../../books/components/BookHeader'
import { bookQueryOptions, useBook } from '../../books/queries'
import { BookStudy } from '../../study/components/BookStudy'
import { SectionedPoints } from './SectionedPoints'

/**
 * A book by the id or slug it was opened with (`address`): its header, actions and study panel,
 * then its points. Here, not in books: the page shows its points, and points sit above books.
 */
export function BookPage({ address }: { address: string }) {
  const { t } = useTranslation()
  const book = useBook(address)
  const { error } = useQuery(bookQueryOptions(book.id))
  const canEdit = book.can.editPoints
  // Its points, its study counts and my rights on it move live (decision 024).
  useLiveTopics([`book:${book.id}`])
  usePageTitle(book.title)
  // Read again while open, it answers 404 once deleted, banned or no longer shared: the page says so.
  if (isNotFound(error)) return <ContentNotFound />
  // Why nobody else sees it: banned (to its owner, or an admin), or its owner banned (an admin
  // alone reaches it).
  const hiddenNote = book.bannedAt
    ? book.myRole === 'owner'
      ? 'moderation.banned-own'
      : 'moderation.banned-admin'
    : book.ownerBanned
      ? 'moderation.owner-banned-admin'
      : null
  return (
    <div className="flex flex-col gap-6">
      <BookHeader book={book} />
      {hiddenNote && (
        <p className="alert alert-error alert-soft" data-testid="banned-note">
          {t(hiddenNote)}
        </p>
      )}
      {/* Its own per book: a copy opens the new book in this same page, with no panel open. */}
      <BookActions key={book.id} book={book} address={address} />
      {book.can.study && <BookStudy bookId={book.id} title={book.title} />}
      <section className="flex flex-col gap-3" aria-labelledby="book-points">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="book-points" className="text-lg font-semibold">
            {t('books.points')}
          </h2>
          {book.pointCount > 0 && (
            <div className="flex flex-wrap justify-end gap-1">
              <Link to="/search" search={{ book: book.id }} className="btn btn-sm btn-ghost">
                <MagnifyingGlassIcon className="size-4" aria-hidden="true" />
                {t('search.in-this-book')}
              </Link>
              <Link to="/books/$id/points" params={{ id: address }} className="btn btn-sm btn-ghost">
                <ListBulletIcon className="size-4" aria-hidden="true" />
                {t('books.all-points')}
              </Link>
            </div>
          )}
        </div>
        <SectionedPoints
          bookId={book.id}
          empty={
            <div className="rounded-box bg-base-200 px-4 py-8 text-center text-base-content/70">
              <p>{t('books.no-points')}</p>
              {canEdit && (
                <div className="mt-3 flex flex-wrap justify-center gap-2">
                  <Link to="/books/$id/new" params={{ id: address }} className="btn btn-primary btn-sm">
                    {t('points.add-first')}
                  </Link>
                  <Link to="/books/$id/import" params={{ id: address }} className="btn btn-sm">
                    {t('pages.import')}
                  </Link>
                </div>
              )}
            </div>
          }
        />
      </section>
    </div>
  )
}
