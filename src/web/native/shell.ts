import type { BackHistory } from './back-button'
import { installBackButton } from './back-button'
import { checkClipboardLink } from './clipboard-link'
import { installLifecycle, type LifecycleHandlers } from './lifecycle'

/**
 * What the native shell adds at start: its back button, the app's pause and resume, and the
 * clipboard's share link checked now and on every resume.
 */
export function installNativeShell(
  history: BackHistory,
  lifecycle: LifecycleHandlers,
  navigate: (path: string) => void,
): () => void {
  const checkClipboard = () => void checkClipboardLink(navigate)
  const removals = [
    installBackButton(history),
    installLifecycle({
      onPause: () => lifecycle.onPause(),
      onResume: () => {
        lifecycle.onResume()
        checkClipboard()
      },
    }),
  ]
  checkClipboard()
  return () => {
    for (const remove of removals) remove()
  }
}
