import type { CapacitorGlobal } from '@capacitor/core'

/**
 * Which platform the app runs on, and where its API is. The native shell's bridge puts
 * `window.Capacitor` in place before the page's scripts run (the object `@capacitor/core` itself
 * extends), so reading it here keeps `@capacitor/core` and the plugins out of the first page's
 * bundle: they are imported only on paths that run inside the shell (decision 017). In lib, not
 * native/: the API client needs the server's address, and lib imports nothing of native/ or ui/.
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
