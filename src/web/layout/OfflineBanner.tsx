import { useIsMutating } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useIsOnline } from '../lib/online'

/**
 * Under the top bar while the network is gone: writes made meanwhile are paused, not lost, and
 * are sent when it is back (TanStack Query resumes paused mutations); the count says how many.
 * They wait in this page's memory only, so while any waits, leaving or reloading the page asks
 * first (the browser's "Leave site?"), as an editor with unsaved changes does.
 * The live region is always there so the change is announced.
 */
export function OfflineBanner() {
  const { t } = useTranslation()
  const isOnline = useIsOnline()
  const waiting = useIsMutating({ predicate: (mutation) => mutation.state.isPaused })
  useEffect(() => {
    if (waiting === 0) return
    const holdOn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', holdOn)
    return () => window.removeEventListener('beforeunload', holdOn)
  }, [waiting])
  return (
    <div aria-live="polite" className="sticky top-12 z-[999]">
      {!isOnline && (
        <div
          role="status"
          className="alert alert-warning flex flex-wrap gap-x-2 gap-y-0 rounded-none px-4 py-2 text-sm"
        >
          <span>{t('offline.banner')}</span>
          {waiting > 0 && <span className="font-medium">{t('offline.waiting', { count: waiting })}</span>}
        </div>
      )}
    </div>
  )
}
