import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

const SHOW_AFTER_MS = 120

/** A thin bar at the top while a navigation loads; quick ones never flash it. */
export function ProgressBar() {
  const { t } = useTranslation()
  const isPending = useRouterState({ select: (state) => state.status === 'pending' || state.isLoading })
  const [isVisible, setVisible] = useState(false)

  useEffect(() => {
    if (!isPending) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [isPending])

  if (!isVisible) return null
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading')}
      className="fixed inset-x-0 top-0 z-[1200] h-0.5 origin-left bg-primary"
      style={{ animation: 'route-progress 8s cubic-bezier(0.1, 0.7, 0.2, 1) forwards' }}
    />
  )
}
