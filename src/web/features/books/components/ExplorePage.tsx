import { PlusIcon } from '@heroicons/react/24/outline'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { onTabListKeyDown, tabStop } from '../../../lib/tab-keys'
import { useSignInFirst } from '../../session/useSignInFirst'
import { type BookSort, bookListOptions } from '../queries'
import { BookList } from './BookList'
import { SearchBox } from './SearchBox'

interface ExplorePageProps {
  q: string
  sort: BookSort
  onSearch(q: string): void
}

/** Public books, newest or most starred, searchable by title. */
export function ExplorePage({ q, sort, onSearch }: ExplorePageProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const signInFirst = useSignInFirst('new-book')
  const query = useSuspenseInfiniteQuery(bookListOptions('explore', q, sort))
  const tabs = [
    { sort: 'new', label: t('books.newest') },
    { sort: 'stars', label: t('books.most-starred') },
  ] as const

  const handleNew = async (event: MouseEvent) => {
    event.preventDefault()
    if (await signInFirst()) await navigate({ to: '/explore/new' })
  }

  return (
    <div className="flex flex-col gap-4">
      {/* The field keeps 12rem at least: under it, the button goes to the next line. */}
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox initial={q} onSearch={onSearch} />
        <Link to="/explore/new" className="btn btn-primary shrink-0" onClick={handleNew}>
          <PlusIcon className="size-5" aria-hidden="true" />
          {t('books.new')}
        </Link>
      </div>
      <div
        role="tablist"
        onKeyDown={onTabListKeyDown}
        aria-label={t('books.sort')}
        className="tabs tabs-box w-fit"
      >
        {tabs.map((tab) => (
          <Link
            key={tab.sort}
            to="/explore"
            search={{ ...(q ? { q } : {}), ...(tab.sort === 'stars' ? { sort: 'stars' as const } : {}) }}
            replace
            role="tab"
            aria-selected={sort === tab.sort}
            tabIndex={tabStop(sort === tab.sort)}
            className={`tab ${sort === tab.sort ? 'tab-active' : ''}`}
          >
            {tab.label}
          </Link>
        ))}
      </div>
      <BookList query={query} empty={q ? t('books.none-found') : t('books.explore-empty')} />
    </div>
  )
}
