import { useTranslation } from 'react-i18next'

interface Pager {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage(): unknown
}

/** The "Load more" button under a keyset-paged list; gone once the last page is in. */
export function LoadMore({ pager }: { pager: Pager }) {
  const { t } = useTranslation()
  if (!pager.hasNextPage) return null
  return (
    <button
      type="button"
      className="btn btn-block btn-ghost mt-2"
      disabled={pager.isFetchingNextPage}
      onClick={() => pager.fetchNextPage()}
    >
      {pager.isFetchingNextPage && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {t('common.load-more')}
    </button>
  )
}
