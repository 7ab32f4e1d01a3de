import { setAppActive } from './app-state'
import type { BackHistory } from './back-button'
import { installBackButton } from './back-button'
import { checkClipboardLink } from './clipboard-link'
import { installDeepLinks } from './deep-link'
import { installLifecycle, type LifecycleHandlers } from './lifecycle'
import { setNotifier } from './local-notifications'
import { nativeNotifier } from './native-notifications'

/**
 * What the native shell adds at start: its back button; the app's pause and resume (the app
 * counted active or not, the handlers told, the clipboard checked again on resume); the
 * clipboard's share link checked now; email-confirm deep links; and the device's notifications,
 * whose taps open their links with `navigate`.
 */
export function installNativeShell(
  history: BackHistory,
  lifecycle: LifecycleHandlers,
  navigate: (path: string) => void,
): () => void {
  const checkClipboard = () => void checkClipboardLink(navigate)
  const notifications = nativeNotifier(navigate)
  setNotifier(notifications.notifier)
  const removals = [
    installBackButton(history),
    installLifecycle({
      onPause: () => {
        setAppActive(false)
        lifecycle.onPause()
      },
      onResume: () => {
        setAppActive(true)
        lifecycle.onResume()
        checkClipboard()
      },
    }),
    installDeepLinks(navigate),
    notifications.remove,
  ]
  checkClipboard()
  return () => {
    for (const remove of removals) remove()
  }
}
