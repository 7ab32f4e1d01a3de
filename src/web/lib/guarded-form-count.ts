import type { ComponentType } from 'react'
import { createStore } from './store'

/**
 * How many forms guarding unsaved edits are open (`leave-guard.ts` keeps them). On its own, with
 * the app's blocker below, so the first visit carries neither the guard's code nor the router's
 * blocking code.
 */
export const guardedFormCount = createStore(0)

/**
 * The app's navigation blocker (`ui/LeaveBlocker.tsx`), once its module has loaded: every
 * guarding form's code imports it (`ui/use-leave-guard.ts`), so it is in place before such a form
 * first renders, and the layout mounts it from then on (`AppLayout`).
 */
export const leaveBlocker = createStore<{ Component: ComponentType } | null>(null)
