import { listenToApp } from './app-listener'

export interface LifecycleHandlers {
  /** The app went to the background. */
  onPause(): void
  /** The app is in front again. */
  onResume(): void
}

/**
 * The shell's app state (spec §4): `onPause` when the app leaves the foreground, `onResume` when
 * it returns. Installed in the shell only (platform.ts
 * `startNativeShell`; a browser tab has `visibilitychange`). Returns the removal.
 */
export function installLifecycle(handlers: LifecycleHandlers): () => void {
  return listenToApp((App) =>
    App.addListener('appStateChange', ({ isActive }) => {
      if (isActive) handlers.onResume()
      else handlers.onPause()
    }),
  )
}
