import { useTranslation } from 'react-i18next'
import { useStore } from '../lib/store'
import { loadingStore } from './loading'

export function useIsLoading(): boolean {
  return useStore(loadingStore) > 0
}

/** Covers the app and takes every click while a blocking task runs; the app root is inert too. */
export function LoadingOverlay() {
  const { t } = useTranslation()
  if (!useIsLoading()) return null
  return (
    <div
      className="fixed inset-0 z-[1000] flex items-center justify-center bg-base-100/60"
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
    >
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  )
}
