import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useIsOnline } from '../lib/online'

const SHOW_AFTER_MS = 120

/**
 * A thin bar at the top while a navigation loads; quick ones never flash it. Not while offline: the
 * load waits for the network (the page says so), and a bar creeping on would promise otherwise.
 */
export function ProgressBar() {
  const { t } = useTranslation()
  const isPending = useRouterState({ select: (state) => state.status === 'pending' || state.isLoading })
  const [isVisible, setVisible] = useState(false)
  const isOnline = useIsOnline()

  useEffect(() => {
    if (!isPending) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [isPending])

  if (!isVisible || !isOnline) return null
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading')}
      className="fixed inset-x-0 top-0 z-[1200] h-0.5 origin-left bg-primary"
      style={{ animation: 'route-progress 8s cubic-bezier(0.1, 0.7, 0.2, 1) forwards' }}
    />
  )
}
