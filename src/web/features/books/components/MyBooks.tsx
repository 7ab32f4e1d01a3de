import { PlusIcon } from '@heroicons/react/24/outline'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { bookListOptions } from '../queries'
import { BookList } from './BookList'

/** On /mine: the books I own, with the way to a new one. */
export function MyBooks() {
  const { t } = useTranslation()
  const query = useSuspenseInfiniteQuery(bookListOptions('mine'))
  return (
    <section className="flex flex-col gap-3" aria-labelledby="my-books">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-books" className="text-lg font-semibold">
          {t('books.mine')}
        </h2>
        <span className="flex flex-wrap gap-2">
          <Link to="/explore" className="btn btn-sm">
            {t('home.explore')}
          </Link>
          <Link to="/explore/new" className="btn btn-sm btn-primary">
            <PlusIcon className="size-4" aria-hidden="true" />
            {t('books.new')}
          </Link>
        </span>
      </div>
      <BookList query={query} empty={t('books.mine-empty')} />
    </section>
  )
}

/** On /mine: books others have shared with me. */
export function SharedBooks() {
  const { t } = useTranslation()
  const query = useSuspenseInfiniteQuery(bookListOptions('shared'))
  return (
    <section className="flex flex-col gap-3" aria-labelledby="shared-books">
      <h2 id="shared-books" className="text-lg font-semibold">
        {t('books.shared')}
      </h2>
      <BookList query={query} empty={t('books.shared-empty')} />
    </section>
  )
}
