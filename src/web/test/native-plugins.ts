import { vi } from 'vitest'

// Every test's Capacitor plugins (vitest.config.ts setupFiles): the App, Clipboard and Browser
// plugins as the fake bridge's (test/fake-native-bridge.ts), whose events and answers a test
// drives; Preferences and LocalNotifications as their packages' own web implementations.
vi.mock('@capacitor/app', async () => ({ App: (await import('./fake-native-bridge')).fakeApp }))
vi.mock('@capacitor/clipboard', async () => ({
  Clipboard: (await import('./fake-native-bridge')).fakeClipboard,
}))
vi.mock('@capacitor/browser', async () => ({ Browser: (await import('./fake-native-bridge')).fakeBrowser }))
vi.mock('@capacitor/preferences', async () => ({
  Preferences: new (await import('@capacitor/preferences/dist/esm/web.js')).PreferencesWeb(),
}))
vi.mock('@capacitor/local-notifications', async () => ({
  LocalNotifications: new (
    await import('@capacitor/local-notifications/dist/esm/web.js')
  ).LocalNotificationsWeb(),
}))
