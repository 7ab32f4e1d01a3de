import type { ComponentType } from 'react'
import { createStore } from './store'

/**
 * How many forms guarding unsaved edits are open (`leave-guard.ts` keeps them). On its own, with
 * the shell's blocker below, so the first visit carries neither the guard's code nor the router's
 * blocking code.
 */
export const guardedFormCount = createStore(0)

/**
 * The shell's navigation blocker, once its module has loaded: every guarding form's code imports
 * it (`use-leave-guard.ts`), so it is in place before such a form first renders, and the shell
 * mounts it from then on (`AppShell`).
 */
export const leaveBlocker = createStore<{ Component: ComponentType } | null>(null)
