import type { AppPlugin } from '@capacitor/app'
import type { PluginListenerHandle } from '@capacitor/core'

/**
 * Attaches a listener to a shell plugin, which is imported only now (it and `@capacitor/core`
 * stay out of the browser's bundle). Returns the removal, which also works before the plugin has
 * loaded. `load` wraps the plugin in an object: a Capacitor plugin is a proxy that answers every
 * property, `then` included, so a promise resolved with the plugin itself would call `then()` on
 * it ("not implemented").
 */
export function listenToPlugin<Plugin>(
  load: () => Promise<{ plugin: Plugin }>,
  attach: (plugin: Plugin) => Promise<PluginListenerHandle>,
): () => void {
  let removed = false
  let handle: PluginListenerHandle | undefined
  void load()
    .then(async ({ plugin }) => {
      const attached = await attach(plugin)
      if (removed) await attached.remove()
      else handle = attached
    })
    .catch((error: unknown) => console.warn('native listener failed', error))
  return () => {
    removed = true
    void handle?.remove()
  }
}

/** A listener on the App plugin (back button, app state, opened links). */
export function listenToApp(attach: (app: AppPlugin) => Promise<PluginListenerHandle>): () => void {
  return listenToPlugin(async () => ({ plugin: (await import('@capacitor/app')).App }), attach)
}
