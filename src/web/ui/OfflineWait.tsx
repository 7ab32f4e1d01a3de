import { useTranslation } from 'react-i18next'

/**
 * In place of a spinner or skeleton while what a page or list needs cannot be fetched: the
 * network is gone, the request waits (paused, not failed) and goes out by itself once it is back.
 */
export function OfflineWait() {
  const { t } = useTranslation()
  return (
    <p role="status" className="alert alert-soft alert-warning text-sm">
      {t('offline.loads-later')}
    </p>
  )
}
