import { useTranslation } from 'react-i18next'
import { OfflineWait } from './OfflineWait'

/**
 * What a list shows before it has data: a spinner while it loads (offline, that it will load once
 * the network is back: the request waits paused), or what failed with Try again.
 * Null once there is data, so the caller goes on to its empty state or its items.
 */
export function QueryStatus({
  query,
  failed,
}: {
  query: { isPending: boolean; isError: boolean; fetchStatus?: string; refetch: () => unknown }
  /** What could not be loaded, said to the reader. */
  failed: string
}) {
  const { t } = useTranslation()
  if (query.isPending && query.fetchStatus === 'paused') return <OfflineWait />
  if (query.isPending)
    return (
      <span role="status" className="loading loading-spinner self-center" aria-label={t('common.loading')} />
    )
  if (query.isError)
    return (
      <div role="alert" className="alert alert-error alert-soft">
        <span>{failed}</span>
        <button type="button" className="btn btn-sm" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    )
  return null
}
