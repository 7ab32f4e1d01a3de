import { useTranslation } from 'react-i18next'
import type { SearchCounts, SearchKind, SearchResult } from '../../../../shared/search'
import { LoadMore } from '../../../ui/LoadMore'
import { QueryStatus } from '../../../ui/QueryStatus'
import { Hits } from './Hits'
import { IndexingNote } from './IndexingNote'
import { countLabel } from './SearchTabs'

interface ResultsProps {
  q: string
  kind: SearchKind
  /** Where the results are is not known yet (no tab chosen, counts on their way). */
  isChoosing: boolean
  /** The other kinds that have results, once the counts of these words are known. */
  elsewhere: SearchKind[] | undefined
  counts: SearchCounts | undefined
  onChoose(kind: SearchKind): void
  query: {
    data?: { pages: SearchResult[] }
    isPending: boolean
    isError: boolean
    isPlaceholderData: boolean
    refetch(): unknown
    hasNextPage: boolean
    isFetchingNextPage: boolean
    fetchNextPage(): unknown
  }
}

/**
 * One tab's results. An empty tab says where the results are when other tabs have some, and
 * asks for other words only when no tab has any.
 */
export function Results({ q, kind, isChoosing, elsewhere, counts, onChoose, query }: ResultsProps) {
  const { t } = useTranslation()
  const pages = query.data?.pages ?? []
  const failed = t('search.failed')
  if (pages.length === 0) return <QueryStatus query={query} failed={failed} />
  const isStale = query.isPlaceholderData
  const count = pages.reduce((sum, page) => sum + page.items.length, 0)
  const isEmpty = count === 0 && !isStale && !isChoosing
  return (
    <section
      aria-busy={isStale || isChoosing}
      aria-label={t('search.label')}
      data-q={q}
      className={`flex flex-col gap-2 transition-opacity ${isStale ? 'opacity-60' : ''}`}
    >
      {(isStale || isChoosing) && <span className="sr-only">{t('search.results-updating')}</span>}
      {pages[0]?.indexing && <IndexingNote />}
      {query.isError && <QueryStatus query={{ ...query, isPending: false }} failed={failed} />}
      {count !== 0 &&
        // biome-ignore lint/suspicious/noArrayIndexKey: pages of one search, in order
        pages.map((page, i) => <Hits key={i} page={page} />)}
      {isEmpty &&
        (elsewhere && elsewhere.length > 0 && counts ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="text-base-content/70">{t(`search.none-here.${kind}`, { q })}</p>
            <div className="flex flex-wrap items-center justify-center gap-2">
              <span className="text-base-content/70">{t('search.found-in')}</span>
              {elsewhere.map((each) => (
                <button key={each} type="button" className="btn btn-sm" onClick={() => onChoose(each)}>
                  {t(`search.kinds.${each}`)}
                  <span className="badge badge-sm badge-neutral">{countLabel(counts, each)}</span>
                </button>
              ))}
            </div>
          </div>
        ) : (
          <p className="py-6 text-center text-base-content/70">
            {elsewhere ? t('search.none', { q }) : t(`search.none-here.${kind}`, { q })}
          </p>
        ))}
      <LoadMore pager={query} />
    </section>
  )
}
