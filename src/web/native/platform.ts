import { isNative } from '../lib/platform'
import type { BackHistory } from './back-button'
import type { LifecycleHandlers } from './lifecycle'
import { setPreferences } from './preferences'

/**
 * Before the session is restored: in the shell, device preferences (where the session is kept)
 * in place of the web view's localStorage. A failure is only logged (spec §8).
 */
export async function prepareNativeShell(): Promise<void> {
  if (!isNative()) return
  try {
    setPreferences((await import('./native-preferences')).devicePreferences)
  } catch (error) {
    console.warn('device preferences unavailable', error)
  }
}

/**
 * What the shell adds at start (shell.ts: its back button, the app's pause and resume, the
 * clipboard's share link, deep links and device notifications, which open pages with `navigate`), loaded only in the shell so a browser's first
 * page carries none of it. In a browser, nothing.
 */
export async function startNativeShell(
  history: BackHistory,
  lifecycle: LifecycleHandlers,
  navigate: (path: string) => void,
): Promise<() => void> {
  if (!isNative()) return () => undefined
  const { installNativeShell } = await import('./shell')
  return installNativeShell(history, lifecycle, navigate)
}
