import { Preferences as DevicePreferences } from '@capacitor/preferences'
import type { Preferences } from './preferences'

/**
 * Device preferences in the shell (Capacitor Preferences: SharedPreferences on Android,
 * UserDefaults on iOS), which survive the web view's storage being cleared. Put in place by
 * platform.ts before the session is restored.
 */
export const devicePreferences: Preferences = {
  async get(key) {
    return (await DevicePreferences.get({ key })).value
  },
  set: (key, value) => DevicePreferences.set({ key, value }),
  remove: (key) => DevicePreferences.remove({ key }),
}
