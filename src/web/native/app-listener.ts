import type { AppPlugin } from '@capacitor/app'
import type { PluginListenerHandle } from '@capacitor/core'

/**
 * Attaches a listener to the shell's App plugin, which is imported only now (it and
 * `@capacitor/core` stay out of the browser's bundle). Returns the removal, which also works
 * before the plugin has loaded.
 */
export function listenToApp(attach: (app: AppPlugin) => Promise<PluginListenerHandle>): () => void {
  let removed = false
  let handle: PluginListenerHandle | undefined
  void import('@capacitor/app')
    .then(async ({ App }) => {
      const attached = await attach(App)
      if (removed) await attached.remove()
      else handle = attached
    })
    .catch((error: unknown) => console.warn('native listener failed', error))
  return () => {
    removed = true
    void handle?.remove()
  }
}
