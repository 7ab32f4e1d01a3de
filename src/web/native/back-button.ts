import { listenToApp } from './app-listener'

/** What the back button needs of the router: its history. */
export interface BackHistory {
  back(): void
  canGoBack(): boolean
}

/**
 * The native back button (spec §2): back if there is history (the router's own, which counts
 * only this app's entries), otherwise the app is minimized. Installed in the shell only
 * (platform.ts `startNativeShell`). Returns the removal.
 */
export function installBackButton(history: BackHistory): () => void {
  return listenToApp((App) =>
    App.addListener('backButton', () => {
      if (history.canGoBack()) history.back()
      else void App.minimizeApp()
    }),
  )
}
