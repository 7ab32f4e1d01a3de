import { useTranslation } from 'react-i18next'
import type { SearchCounts, SearchKind } from '../../../../shared/search'
import { onTabListKeyDown, tabStop } from '../../../lib/tab-keys'

/** "12", or "99+" past the count the server stops at. */
export const countLabel = (counts: SearchCounts, kind: SearchKind) =>
  `${counts[kind].count}${counts[kind].more ? '+' : ''}`

/** A tab per kind, each with how many results it has once that is known. */
export function SearchTabs({
  kinds,
  kind,
  counts,
  onChoose,
}: {
  kinds: readonly SearchKind[]
  kind: SearchKind
  counts: SearchCounts | undefined
  onChoose(kind: SearchKind): void
}) {
  const { t } = useTranslation()
  return (
    <div
      role="tablist"
      onKeyDown={onTabListKeyDown}
      aria-label={t('search.label')}
      // Four equal columns on a phone: no tab left alone on a second row, and a label whose count
      // does not fit beside it puts the count under it, never breaking the word (issue 44).
      className="tabs tabs-box grid w-full grid-cols-4 sm:flex sm:w-fit"
    >
      {kinds.map((each) => (
        <button
          key={each}
          type="button"
          role="tab"
          aria-selected={kind === each}
          tabIndex={tabStop(kind === each)}
          className={`tab h-auto min-h-10 flex-wrap gap-x-1.5 px-1 whitespace-nowrap sm:px-3 ${kind === each ? 'tab-active' : ''}`}
          onClick={() => onChoose(each)}
        >
          {t(`search.kinds.${each}`)}
          {counts && (
            <span
              className={`badge badge-sm ${counts[each].count > 0 ? 'badge-neutral' : 'badge-ghost opacity-60'}`}
              data-testid="search-count"
            >
              {countLabel(counts, each)}
            </span>
          )}
        </button>
      ))}
    </div>
  )
}
