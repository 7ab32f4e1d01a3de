import { XMarkIcon } from '@heroicons/react/24/outline'
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { SearchResult } from '../../../../shared/search'
import { SEARCH_KINDS, type SearchKind } from '../../../../shared/search-constants'
import { LoadMore } from '../../../shell/LoadMore'
import { QueryStatus } from '../../../shell/QueryStatus'
import { bookQueryOptions } from '../../books/queries'
import { searchOptions } from '../queries'
import { SearchField } from '../SearchField'
import { Hits } from './Hits'

interface SearchPageProps {
  q: string
  kind: SearchKind
  book?: string
  onChange(next: { kind?: SearchKind; book?: string | undefined }): void
}

/**
 * `/search`: results follow the words as they are typed (SearchField), in tabs for points,
 * books, posts and people. While a newer search loads, the last results stay, dimmed.
 */
export function SearchPage({ q, kind, book, onChange }: SearchPageProps) {
  const { t } = useTranslation()
  const { data: inBook } = useQuery({ ...bookQueryOptions(book ?? ''), enabled: Boolean(book) })
  const query = useInfiniteQuery({ ...searchOptions(q, kind, book), placeholderData: keepPreviousData })
  const pages = query.data?.pages ?? []
  const kinds = book ? (['point'] as const) : SEARCH_KINDS

  return (
    <div className="flex flex-col gap-4">
      {/* On wide screens the top bar's field is the one (it keeps focus across pages). */}
      <SearchField className="sm:hidden" focusOnSearchPage />
      {book && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="badge badge-outline max-w-full break-words">
            {t('search.in-book', { title: inBook?.title ?? '…' })}
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            onClick={() => onChange({ book: undefined })}
          >
            <XMarkIcon className="size-4" aria-hidden="true" />
            {t('search.everywhere')}
          </button>
        </div>
      )}
      <div
        role="tablist"
        aria-label={t('search.label')}
        className="tabs tabs-box w-fit max-w-full overflow-x-auto"
      >
        {kinds.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            aria-selected={kind === each}
            className={`tab ${kind === each ? 'tab-active' : ''}`}
            onClick={() => onChange({ kind: each })}
          >
            {t(`search.kinds.${each}`)}
          </button>
        ))}
      </div>
      {q.length === 0 ? (
        <p className="py-6 text-center text-base-content/70">{t('search.hint')}</p>
      ) : (
        <Results
          q={q}
          pages={pages}
          query={query}
          isStale={query.isPlaceholderData}
          failed={t('search.failed')}
          empty={t('search.none', { q })}
        />
      )}
    </div>
  )
}

interface ResultsProps {
  q: string
  pages: SearchResult[]
  isStale: boolean
  failed: string
  empty: string
  query: {
    isPending: boolean
    isError: boolean
    refetch(): unknown
    hasNextPage: boolean
    isFetchingNextPage: boolean
    fetchNextPage(): unknown
  }
}

function Results({ q, pages, query, isStale, failed, empty }: ResultsProps) {
  const { t } = useTranslation()
  if (pages.length === 0) return <QueryStatus query={query} failed={failed} />
  const count = pages.reduce((sum, page) => sum + page.items.length, 0)
  return (
    <section
      aria-busy={isStale}
      aria-label={t('search.label')}
      data-q={q}
      className={`flex flex-col gap-2 transition-opacity ${isStale ? 'opacity-60' : ''}`}
    >
      {isStale && <span className="sr-only">{t('search.results-updating')}</span>}
      {query.isError && <QueryStatus query={{ ...query, isPending: false }} failed={failed} />}
      {count === 0 ? (
        <p className="py-6 text-center text-base-content/70">{empty}</p>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: pages of one search, in order
        pages.map((page, i) => <Hits key={i} page={page} />)
      )}
      <LoadMore pager={query} />
    </section>
  )
}
