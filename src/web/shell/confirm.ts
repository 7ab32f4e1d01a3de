import { createStore } from '../lib/store'

export interface ConfirmRequest {
  message: string
  resolve(answer: boolean): void
}

export const confirmStore = createStore<ConfirmRequest | null>(null)

/** Ask in the `Hint` dialog; resolves true on Confirm, false on Cancel or Escape. */
export function confirm(message: string): Promise<boolean> {
  confirmStore.get()?.resolve(false)
  return new Promise((resolve) => {
    confirmStore.set({
      message,
      resolve(answer) {
        confirmStore.set(null)
        resolve(answer)
      },
    })
  })
}
