import { XMarkIcon } from '@heroicons/react/24/outline'
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { SEARCH_KINDS, type SearchCounts, type SearchKind } from '../../../../shared/search'
import { bookQueryOptions } from '../../books/queries'
import { searchCountsOptions, searchOptions } from '../queries'
import { SearchField } from '../SearchField'
import { Results } from './Results'
import { SearchTabs } from './SearchTabs'

interface SearchPageProps {
  q: string
  /** The tab the address names; without one the page opens on the first tab with results. */
  chosen: SearchKind | undefined
  book?: string
  onChange(next: { kind?: SearchKind; book?: string | undefined }): void
}

/** The first kind, in the tabs' order, that has results. */
const firstWithResults = (counts: SearchCounts) => SEARCH_KINDS.find((kind) => counts[kind].count > 0)

/**
 * `/search`: results follow the words as they are typed (SearchField), in tabs for points,
 * books, posts and people, each with its count. Unless the person chose a tab, the page shows
 * the first that has results (decision 015). While a newer search loads, the last results stay,
 * dimmed.
 */
export function SearchPage({ q, chosen, book, onChange }: SearchPageProps) {
  const { t } = useTranslation()
  const { data: inBook } = useQuery({ ...bookQueryOptions(book ?? ''), enabled: Boolean(book) })
  const counts = useQuery({
    ...searchCountsOptions(q),
    enabled: q.length > 0 && !book,
    placeholderData: keepPreviousData,
  })
  // The last words' counts keep the tab steady while the newer ones' are on their way.
  const kind = chosen ?? (counts.data && firstWithResults(counts.data)) ?? 'point'
  // Counts of these very words: only they may say where the results are, or that none are.
  const fresh = book || counts.isPlaceholderData ? undefined : counts.data
  const query = useInfiniteQuery({ ...searchOptions(q, kind, book), placeholderData: keepPreviousData })
  const kinds = book ? (['point'] as const) : SEARCH_KINDS
  // Not chosen and not yet known where the results are: an empty tab would be a guess.
  const isChoosing = !chosen && !book && counts.isFetching && !fresh

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
      <SearchTabs
        kinds={kinds}
        kind={kind}
        counts={q && !book ? counts.data : undefined}
        onChoose={(each) => onChange({ kind: each })}
      />
      {q.length === 0 ? (
        <p className="py-6 text-center text-base-content/70">{t('search.hint')}</p>
      ) : (
        <Results
          q={q}
          kind={kind}
          query={query}
          isChoosing={isChoosing}
          elsewhere={
            fresh ? SEARCH_KINDS.filter((each) => each !== kind && fresh[each].count > 0) : undefined
          }
          counts={fresh}
          onChoose={(each) => onChange({ kind: each })}
        />
      )}
    </div>
  )
}
