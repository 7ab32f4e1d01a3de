import { TOAST_DURATION_MS } from '../../shared/constants'
import { createStore } from '../lib/store'

export type ToastKind = 'info' | 'success' | 'error'

export interface ToastItem {
  id: number
  message: string
  kind: ToastKind
}

export const toastStore = createStore<ToastItem[]>([])
let nextId = 1

/** The one way to tell the user something briefly: top-center, gone after 1000 ms (spec §9). */
export function toast(message: string, kind: ToastKind = 'info'): void {
  const id = nextId++
  toastStore.set((items) => [...items, { id, message, kind }])
  setTimeout(() => toastStore.set((items) => items.filter((item) => item.id !== id)), TOAST_DURATION_MS)
}
