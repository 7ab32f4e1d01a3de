import { useBlocker } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { guardedFormCount, leaveBlocker } from '../lib/guarded-form-count'
import { discardUnsavedChanges, hasUnsavedChanges, shouldAskBeforeLeaving } from '../lib/leave-guard'
import { useStore } from '../lib/store'
import { confirm } from './confirm'

/**
 * The app's one navigation blocker, on while a guarded form is open (`useLeaveGuard`): a link, a
 * tab, Back or Forward away from edited forms asks in the Hint dialog (Cancel stays, Confirm
 * discards the edits and their drafts, then leaves); a reload or a closed tab gets the browser's
 * own prompt, which cannot say more.
 */
export function LeaveBlocker() {
  const { t } = useTranslation()
  const isOn = useStore(guardedFormCount) > 0
  const shouldBlockFn = useCallback(
    async ({ current, next }: { current: { pathname: string }; next: { pathname: string } }) => {
      if (!shouldAskBeforeLeaving(current, next)) return false
      const isLeaving = await confirm(t('drafts.leave-confirm'))
      if (isLeaving) discardUnsavedChanges()
      return !isLeaving
    },
    [t],
  )
  useBlocker({ shouldBlockFn, enableBeforeUnload: hasUnsavedChanges, disabled: !isOn })
  return null
}

// In place for AppLayout, which mounts it, as soon as a guarding form's code has loaded this module.
leaveBlocker.set({ Component: LeaveBlocker })
