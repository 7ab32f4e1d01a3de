/**
 * Whether the app is in front: the shell's lifecycle says so (shell.ts), a browser tab by its
 * visibility. The online-time heartbeat beats only while it is (spec §4).
 */
let isForeground = true

export function setAppActive(active: boolean): void {
  isForeground = active
}

export function isAppActive(): boolean {
  return isForeground && (typeof document === 'undefined' || document.visibilityState === 'visible')
}
