import type { ComponentType } from 'react'
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

/**
 * The Hint dialog (`ConfirmDialog.tsx`), once its module has loaded: the first question loads
 * it, not the first visit (its modal and note field are no part of a page's first render), and
 * the layout mounts it from then on (`AppLayout`).
 */
export const confirmDialog = createStore<{ Component: ComponentType } | null>(null)

let loadingDialog: Promise<void> | undefined

/** Loads the Hint dialog's module (once; again after a failure). */
export function loadConfirmDialog(): Promise<void> {
  loadingDialog ??= import('./ConfirmDialog').then(
    ({ ConfirmDialog }) => confirmDialog.set({ Component: ConfirmDialog }),
    (error: unknown) => {
      loadingDialog = undefined
      throw error
    },
  )
  return loadingDialog
}

let asked = 0

function ask(request: Omit<ConfirmRequest, 'id' | 'resolve'>): Promise<{ answer: boolean; note: string }> {
  confirmStore.get()?.resolve(false)
  const answer = new Promise<{ answer: boolean; note: string }>((resolve) => {
    confirmStore.set({
      ...request,
      id: ++asked,
      resolve(answer, note = '') {
        confirmStore.set(null)
        resolve({ answer, note })
      },
    })
  })
  // Offline before the dialog was ever fetched, nothing can ask: the answer is Cancel, and the
  // action does not happen (as a Hint whose texts cannot load, below).
  if (!confirmDialog.get())
    loadConfirmDialog().catch(() => {
      toast(i18n.t('errors.network'), 'error')
      confirmStore.get()?.resolve(false)
    })
  return answer
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
  // The dialog's module alongside its texts, not after them (`ask` says it if it cannot load).
  loadConfirmDialog().catch(() => undefined)
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
