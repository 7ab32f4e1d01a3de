import type dialogsEn from '../i18n/dialogs.en.json'
import { i18n, loadCatalogPart } from '../i18n/i18n'
import { createStore } from '../lib/store'
import { toast } from './toast'

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

/** A Hint text of the `dialogs` catalog part: what Confirm will do, and to what (decision 028). */
export type HintText = Exclude<keyof (typeof dialogsEn)['dialogs'], 'sign-in' | 'report'>

/**
 * Ask in the `Hint` dialog with one of the `dialogs` part's texts, naming the thing (its title,
 * or the start of its text) in `values`. The part loads on the first question; when it cannot
 * (offline before it was ever cached), nothing is asked and the action does not happen.
 */
export async function confirmHint(text: HintText, values: Record<string, string>): Promise<boolean> {
  try {
    await loadCatalogPart('dialogs')
  } catch {
    toast(i18n.t('errors.network'), 'error')
    return false
  }
  // Each text names its own values; the callers' are checked by their keys' tests.
  const translate = i18n.t as (key: string, values: Record<string, string>) => string
  return confirm(translate(`dialogs.${text}`, values))
}
