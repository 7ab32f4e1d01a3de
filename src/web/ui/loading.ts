import { createStore } from '../lib/store'

/** How many tasks hold the global loading overlay; it shows while any does. */
export const loadingStore = createStore(0)

function showLoading(): () => void {
  loadingStore.set((count) => count + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    loadingStore.set((count) => Math.max(0, count - 1))
  }
}

export async function withLoading<T>(task: Promise<T>): Promise<T> {
  const hide = showLoading()
  try {
    return await task
  } finally {
    hide()
  }
}
