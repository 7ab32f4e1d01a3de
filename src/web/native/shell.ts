import type { BackHistory } from './back-button'
import { installBackButton } from './back-button'
import { installLifecycle, type LifecycleHandlers } from './lifecycle'

/** What the native shell adds at start: its back button and the app's pause and resume. */
export function installNativeShell(history: BackHistory, lifecycle: LifecycleHandlers): () => void {
  const removals = [installBackButton(history), installLifecycle(lifecycle)]
  return () => {
    for (const remove of removals) remove()
  }
}
