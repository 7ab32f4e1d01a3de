import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { isSameValues, type LeaveGuard, registerGuardedForm } from '../lib/leave-guard'
// The app's blocker comes with the first form that guards edits (lib/guarded-form-count.ts).
import './LeaveBlocker'

export interface LeaveGuardOptions {
  /** After a successful submit (the form may be gone by then: its navigation unmounted it). */
  onSaved?(): void
  /** The person chose to leave the edits behind. */
  onDiscard?(): void
}

/**
 * Guards a form's edits: leaving the page while `values` differ from `initial` (or from what was
 * last saved) asks first, in the app's Hint dialog (`ui/LeaveBlocker.tsx`), and a reload or
 * a closed tab gets the browser's own prompt. A submit turns it off while its action runs, so
 * the action's own navigation passes; after a failed one the edits are guarded again.
 */
export function useLeaveGuard<T>(values: T, initial: T, options: LeaveGuardOptions = {}): LeaveGuard {
  const latest = useRef({ values, options })
  const baseline = useRef(initial)
  const isSubmitting = useRef(false)
  // After a save the form may change its values once more (a new note's field emptied, the next
  // point's section kept): what it shows at the next commit is the clean state.
  const rebaseOnCommit = useRef(false)
  useLayoutEffect(() => {
    latest.current = { values, options }
    if (rebaseOnCommit.current) {
      rebaseOnCommit.current = false
      baseline.current = values
    }
  })

  const [guard] = useState<LeaveGuard>(() => ({
    isDirty: () => !isSameValues(latest.current.values, baseline.current),
    beginSubmit() {
      isSubmitting.current = true
    },
    endSubmit(isSaved) {
      isSubmitting.current = false
      if (!isSaved) return
      baseline.current = latest.current.values
      rebaseOnCommit.current = true
      latest.current.options.onSaved?.()
    },
  }))
  useEffect(
    () =>
      registerGuardedForm({
        hasUnsavedChanges: () => !isSubmitting.current && guard.isDirty(),
        discard: () => latest.current.options.onDiscard?.(),
      }),
    [guard],
  )
  return guard
}
