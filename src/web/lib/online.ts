import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { type CatalogPart, loadCatalogPart } from '../i18n/i18n'

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

/**
 * For a route loader: a download its page needs beside its data (a catalog part), as the page's
 * own requests go. Offline it waits, so the page's pending state says it will load, and it tries
 * again once the network is back, where a bare `import()` failed at once into the error page.
 */
export async function onceOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load()
    } catch (error) {
      if (onlineManager.isOnline()) throw error
      await new Promise<void>((resolve) => {
        const stop = onlineManager.subscribe((online) => {
          if (!online) return
          stop()
          resolve()
        })
      })
    }
  }
}

/** A page's catalog part, for its route loader: fetched beside its data, waiting for the network. */
export const loadPagePart = (part: CatalogPart): Promise<void> => onceOnline(() => loadCatalogPart(part))
