import { guardedFormCount } from './guarded-form-count'

/**
 * The open forms that may hold unsaved edits. Each form registers itself (`useLeaveGuard`); the
 * app's one blocker (`ui/LeaveBlocker.tsx`) asks once for all of them, so a page with two edited
 * forms (a new note and a note being edited) gets one question, not two in a row.
 */
export interface GuardedForm {
  /** Edited since it opened or was last saved, and not being submitted. */
  hasUnsavedChanges(): boolean
  /** The person chose to leave without saving: forget the edits (and the form's draft). */
  discard(): void
}

/** What `useFormSubmit` tells a form's guard about its submits. */
export interface LeaveGuard {
  /** Edited since the form opened or was last saved. */
  isDirty(): boolean
  /** The action runs: the navigation it ends with (to the saved point, say) must not ask. */
  beginSubmit(): void
  /** The action ended; saved, the form is clean (and its draft gone) before anything else runs. */
  endSubmit(isSaved: boolean): void
}

const forms = new Set<GuardedForm>()

export function registerGuardedForm(form: GuardedForm): () => void {
  forms.add(form)
  guardedFormCount.set(forms.size)
  return () => {
    forms.delete(form)
    guardedFormCount.set(forms.size)
  }
}

export function hasUnsavedChanges(): boolean {
  for (const form of forms) if (form.hasUnsavedChanges()) return true
  return false
}

export function discardUnsavedChanges(): void {
  for (const form of forms) if (form.hasUnsavedChanges()) form.discard()
}

/**
 * Whether going from one address to another should first ask. Only a new path leaves the page:
 * a changed query (a feed's tab, a filter) keeps the same page and its forms as they are.
 */
export function shouldAskBeforeLeaving(from: { pathname: string }, to: { pathname: string }): boolean {
  return from.pathname !== to.pathname && hasUnsavedChanges()
}

/** Equal form values: the same primitive, or objects whose fields are each the same. */
export function isSameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}
