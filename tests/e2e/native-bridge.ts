import type { Page } from '@playwright/test'

/**
 * A test bridge standing in for Capacitor's Android bridge (what the shell's web view injects
 * before the page's scripts): `window.androidBridge`, so @capacitor/core reports `android`, and
 * `window.Capacitor` with the plugin headers and the two calls every plugin method goes through
 * (`nativePromise`, `nativeCallback`). The app's real adapter and the real plugin packages run
 * unchanged on it; what would be the device is this script's state, which a test reads and sets
 * through `window.__bridge` (see the helpers below). Like a device, it outlives a reload: its
 * state is kept in sessionStorage, and device preferences in localStorage under their own prefix.
 */
export async function useTestBridge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Callback = (data: unknown) => void
    const methods: Record<string, string[]> = {
      App: ['minimizeApp', 'exitApp', 'getInfo', 'getState', 'getLaunchUrl'],
      Browser: ['open', 'close'],
      Clipboard: ['read', 'write'],
      Preferences: ['get', 'set', 'remove', 'keys', 'clear'],
      LocalNotifications: ['schedule', 'getPending', 'cancel', 'checkPermissions', 'requestPermissions'],
    }
    const listeners = new Map<string, { plugin: string; event: string; callback: Callback }>()
    const state = {
      minimized: 0,
      browserClosed: 0,
      opened: [] as string[],
      clipboard: '',
      clipboardFails: false,
      clipboardReads: 0,
      permission: 'prompt' as string,
      answer: 'granted',
      shown: [] as { id: number; title: string; body: string; at: string | null; extra: unknown }[],
    }
    const SAVED = 'test-bridge'
    Object.assign(state, JSON.parse(sessionStorage.getItem(SAVED) ?? '{}'))
    const save = () => sessionStorage.setItem(SAVED, JSON.stringify(state))
    const PREFIX = 'device-preferences:'
    let nextId = 1
    const calls: Record<string, (options: Record<string, unknown>) => unknown> = {
      'App.minimizeApp': () => {
        state.minimized++
      },
      'Browser.open': (options) => {
        state.opened.push(String(options.url))
      },
      'Browser.close': () => {
        state.browserClosed++
      },
      'Clipboard.read': () => {
        state.clipboardReads++
        if (state.clipboardFails) throw new Error('There is no data on the clipboard')
        return { type: 'text/plain', value: state.clipboard }
      },
      'Preferences.get': (options) => ({ value: localStorage.getItem(PREFIX + String(options.key)) }),
      'Preferences.set': (options) => {
        localStorage.setItem(PREFIX + String(options.key), String(options.value))
      },
      'Preferences.remove': (options) => {
        localStorage.removeItem(PREFIX + String(options.key))
      },
      'LocalNotifications.checkPermissions': () => ({ display: state.permission }),
      'LocalNotifications.requestPermissions': () => {
        state.permission = state.answer
        return { display: state.permission }
      },
      'LocalNotifications.schedule': (options) => {
        const list = options.notifications as {
          id: number
          title: string
          body: string
          schedule?: { at?: string | Date }
          extra?: unknown
        }[]
        for (const item of list) {
          state.shown = state.shown.filter((shown) => shown.id !== item.id)
          const at = item.schedule?.at ? new Date(item.schedule.at).toISOString() : null
          state.shown.push({ id: item.id, title: item.title, body: item.body, at, extra: item.extra })
        }
        return { notifications: list.map(({ id }) => ({ id })) }
      },
      'LocalNotifications.getPending': () => ({
        notifications: state.shown.filter((item) => item.at !== null && Date.parse(item.at) > Date.now()),
      }),
      'LocalNotifications.cancel': (options) => {
        const ids = (options.notifications as { id: number }[]).map(({ id }) => id)
        state.shown = state.shown.filter((item) => !ids.includes(item.id))
      },
    }
    const w = window as unknown as Record<string, unknown>
    w.androidBridge = { postMessage() {} }
    w.Capacitor = {
      PluginHeaders: Object.entries(methods).map(([name, list]) => ({
        name,
        methods: [
          ...list.map((method) => ({ name: method, rtype: 'promise' })),
          { name: 'addListener', rtype: 'callback' },
          { name: 'removeListener', rtype: 'callback' },
        ],
      })),
      getPlatform: () => 'android',
      isNativePlatform: () => true,
      async nativePromise(plugin: string, method: string, options: Record<string, unknown> = {}) {
        const call = calls[`${plugin}.${method}`]
        if (!call) throw new Error(`${plugin}.${method} is not in the test bridge`)
        try {
          // JSON, as across the real bridge.
          return JSON.parse(JSON.stringify(call(options) ?? {}))
        } finally {
          save()
        }
      },
      nativeCallback(plugin: string, method: string, options: Record<string, unknown>, callback: Callback) {
        if (method === 'addListener') {
          const id = String(nextId++)
          listeners.set(id, { plugin, event: String(options.eventName), callback })
          return id
        }
        if (method === 'removeListener') listeners.delete(String(options.callbackId))
        return ''
      },
    }
    w.__bridge = {
      state,
      save,
      listening: (plugin: string, event: string) =>
        [...listeners.values()].some((item) => item.plugin === plugin && item.event === event),
      fire(plugin: string, event: string, data: unknown) {
        for (const item of listeners.values())
          if (item.plugin === plugin && item.event === event) item.callback(data)
      },
    }
  })
}

export interface BridgeState {
  minimized: number
  browserClosed: number
  opened: string[]
  clipboard: string
  clipboardFails: boolean
  clipboardReads: number
  permission: string
  answer: string
  shown: { id: number; title: string; body: string; at: string | null; extra: unknown }[]
}

interface BridgeWindow {
  __bridge: {
    state: BridgeState
    save(): void
    listening(plugin: string, event: string): boolean
    fire(plugin: string, event: string, data: unknown): void
  }
}

/** The device's state as the test bridge holds it. */
export function bridgeState(page: Page): Promise<BridgeState> {
  return page.evaluate(() => (window as unknown as BridgeWindow).__bridge.state)
}

/** Changes the device's state (the clipboard, the notification permission, …). */
export function setBridge(page: Page, changes: Partial<BridgeState>): Promise<void> {
  return page.evaluate((values) => {
    const bridge = (window as unknown as BridgeWindow).__bridge
    Object.assign(bridge.state, values)
    bridge.save()
  }, changes)
}

/** Fires a plugin event at the app, once the app listens for it (its plugins load lazily). */
export async function fireNative(
  page: Page,
  plugin: string,
  event: string,
  data: unknown = {},
): Promise<void> {
  await page.waitForFunction(
    ([p, e]) => (window as unknown as BridgeWindow).__bridge.listening(p as string, e as string),
    [plugin, event],
  )
  await page.evaluate(
    ([p, e, d]) => (window as unknown as BridgeWindow).__bridge.fire(p as string, e as string, d),
    [plugin, event, data] as const,
  )
}
