import { createStore } from '../lib/store'

export interface ConfirmRequest {
  /** Each question its own number. */
  id: number
  message: string
  /** Asks for an optional note too (moderation), under this label. */
  noteLabel?: string
  noteMax?: number
  resolve(answer: boolean, note?: string): void
}

export const confirmStore = createStore<ConfirmRequest | null>(null)

let asked = 0

function ask(request: Omit<ConfirmRequest, 'id' | 'resolve'>): Promise<{ answer: boolean; note: string }> {
  confirmStore.get()?.resolve(false)
  return new Promise((resolve) => {
    confirmStore.set({
      ...request,
      id: ++asked,
      resolve(answer, note = '') {
        confirmStore.set(null)
        resolve({ answer, note })
      },
    })
  })
}

/** Ask in the `Hint` dialog; resolves true on Confirm, false on Cancel or Escape. */
export async function confirm(message: string): Promise<boolean> {
  return (await ask({ message })).answer
}

/** Ask in the `Hint` dialog with an optional note: the note (maybe empty) on Confirm, else null. */
export async function confirmWithNote(
  message: string,
  noteLabel: string,
  noteMax: number,
): Promise<string | null> {
  const { answer, note } = await ask({ message, noteLabel, noteMax })
  return answer ? note : null
}
