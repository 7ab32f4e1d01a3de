import type { CapacitorGlobal } from '@capacitor/core'
import type { BackHistory } from './back-button'
import type { LifecycleHandlers } from './lifecycle'
import { setPreferences } from './preferences'

/**
 * Which platform the app runs on, and where its API is. The native shell's bridge puts
 * `window.Capacitor` in place before the page's scripts run (the object `@capacitor/core` itself
 * extends), so reading it here keeps `@capacitor/core` and the plugins out of the first page's
 * bundle: they are imported only on paths that run inside the shell (decision 017).
 */
type Bridge = Pick<CapacitorGlobal, 'isNativePlatform' | 'getPlatform'>

function bridge(): Partial<Bridge> | undefined {
  return (globalThis as { Capacitor?: Partial<Bridge> }).Capacitor
}

/** Whether this is the native shell (Android or iOS), not a browser. */
export function isNative(): boolean {
  return bridge()?.isNativePlatform?.() === true
}

/** `android`, `ios` or `web`. */
export function platform(): string {
  return isNative() ? (bridge()?.getPlatform?.() ?? 'web') : 'web'
}

/**
 * The API server's address: in the shell, the one fixed at build time (`VITE_SERVER_URL`, set by
 * `npm run native:sync`, no trailing slash); in the browser '' — the page's own origin.
 */
export function serverUrl(): string {
  return isNative() ? (import.meta.env.VITE_SERVER_URL ?? '').replace(/\/+$/, '') : ''
}

/** A path of this app's server (`/api/…`) as a request URL: prefixed with the server in the shell. */
export function apiUrl(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${serverUrl()}${path}` : path
}

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
