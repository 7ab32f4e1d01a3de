import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

const isOnline = () => onlineManager.isOnline()

/**
 * Whether the browser has a network, as TanStack Query sees it (its `onlineManager` follows the
 * window's online and offline events): writes made without one wait, paused, until it is back.
 */
export function useIsOnline(): boolean {
  return useSyncExternalStore(onlineManager.subscribe, isOnline, isOnline)
}

/** At start: a page opened without a network begins offline (the manager assumes online). */
export function syncOnlineState(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false)
}
