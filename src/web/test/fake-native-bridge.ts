import { vi } from 'vitest'

/**
 * For tests: a fake native bridge. `window.Capacitor` as the shell's bridge sets it up (platform
 * `android`), the App plugin's listeners captured so a test can fire its events, and a clipboard
 * a test fills. Put in place of the plugins for every test by test/native-plugins.ts.
 */
export function useFakeNativeBridge(platform: 'android' | 'ios' | 'web' = 'android') {
  vi.stubGlobal('Capacitor', {
    isNativePlatform: () => platform !== 'web',
    getPlatform: () => platform,
  })
  // What @capacitor/core itself reads the platform from (it rewrites the two functions above
  // when it loads): the Android bridge object.
  vi.stubGlobal('androidBridge', platform === 'android' ? {} : undefined)
}

type Listener = (event: never) => void

export const fakeApp = {
  listeners: new Map<string, Listener>(),
  removed: [] as string[],
  minimizeApp: vi.fn(async () => undefined),
  async addListener(event: string, listener: Listener) {
    fakeApp.listeners.set(event, listener)
    return {
      remove: async () => {
        fakeApp.listeners.delete(event)
        fakeApp.removed.push(event)
      },
    }
  },
  /** Fires an App event at its listener, once that listener has been attached (it loads lazily). */
  async fire(event: string, data: unknown) {
    await vi.waitFor(() => {
      if (!fakeApp.listeners.has(event)) throw new Error(`no ${event} listener`)
    })
    ;(fakeApp.listeners.get(event) as (data: unknown) => void)(data)
  },
  reset() {
    fakeApp.listeners.clear()
    fakeApp.removed = []
    fakeApp.minimizeApp.mockClear()
  },
}

/** The Clipboard plugin: `read()` answers what a test put in with `hold` (or rejects with `fail`). */
export const fakeClipboard = {
  read: vi.fn(async () => ({ type: 'text/plain', value: '' })),
  hold(value: string) {
    fakeClipboard.read.mockImplementation(async () => ({ type: 'text/plain', value }))
  },
  fail(error: Error) {
    fakeClipboard.read.mockImplementation(async () => {
      throw error
    })
  },
  reset() {
    fakeClipboard.read.mockReset()
    fakeClipboard.hold('')
  },
}

/**
 * The browser's Notification API, which jsdom lacks, for the LocalNotifications plugin's web
 * implementation to run on: permission a test sets, every notification shown kept, a tap fired
 * with `click()`.
 */
export class FakeNotification extends EventTarget {
  static permission: NotificationPermission = 'default'
  static answer: NotificationPermission = 'granted'
  static shown: FakeNotification[] = []
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = FakeNotification.answer
    return FakeNotification.permission
  })
  readonly body: string
  readonly tag: string
  constructor(
    readonly title: string,
    options: { body?: string; tag?: string } = {},
  ) {
    super()
    this.body = options.body ?? ''
    this.tag = options.tag ?? ''
    // The plugin probes support with an empty notification; only real ones count.
    if (title !== '') FakeNotification.shown.push(this)
  }
  close() {}
  click() {
    this.dispatchEvent(new Event('click'))
  }
  static reset(permission: NotificationPermission = 'default') {
    FakeNotification.permission = permission
    FakeNotification.answer = 'granted'
    FakeNotification.shown = []
    FakeNotification.requestPermission.mockClear()
  }
}

/** The Browser plugin (the in-app browser): how often it was closed. */
export const fakeBrowser = {
  closed: 0,
  async close() {
    fakeBrowser.closed++
  },
  reset() {
    fakeBrowser.closed = 0
  },
}
