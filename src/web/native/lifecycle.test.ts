import { afterEach, describe, expect, it, vi } from 'vitest'
import { attachRealtime, realtimeLifecycle } from '../features/notifications/realtime-lifecycle'
import { fakeApp, useFakeNativeBridge } from '../test/fake-native-bridge'
import { installLifecycle } from './lifecycle'
import { startNativeShell } from './platform'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  fakeApp.reset()
})

/** The stream of a signed-in person, as use-realtime.ts attaches it. */
function signIn() {
  const connection = { suspend: vi.fn(), resume: vi.fn() }
  const reloadUnread = vi.fn()
  const attached = attachRealtime(reloadUnread)
  attached.connect(connection)
  return { connection, reloadUnread, signOut: attached.detach }
}

describe('the native lifecycle', () => {
  it('calls the handlers as the app leaves and returns to the foreground', async () => {
    useFakeNativeBridge('android')
    const handlers = { onPause: vi.fn(), onResume: vi.fn() }
    const remove = installLifecycle(handlers)
    await fakeApp.fire('appStateChange', { isActive: false })
    expect(handlers.onPause).toHaveBeenCalledOnce()
    expect(handlers.onResume).not.toHaveBeenCalled()
    await fakeApp.fire('appStateChange', { isActive: true })
    expect(handlers.onResume).toHaveBeenCalledOnce()
    remove()
    await vi.waitFor(() => expect(fakeApp.removed).toEqual(['appStateChange']))
  })

  it('closes the stream on pause; on resume re-opens it and reloads the unread count', async () => {
    useFakeNativeBridge('android')
    const remove = installLifecycle(realtimeLifecycle)
    const { connection, reloadUnread, signOut } = signIn()
    await fakeApp.fire('appStateChange', { isActive: false })
    expect(connection.suspend).toHaveBeenCalledOnce()
    expect(connection.resume).not.toHaveBeenCalled()
    await fakeApp.fire('appStateChange', { isActive: true })
    expect(connection.resume).toHaveBeenCalledOnce()
    expect(reloadUnread).toHaveBeenCalledOnce()
    signOut()
    remove()
  })

  it('re-opens nothing on resume when nobody is signed in', async () => {
    useFakeNativeBridge('android')
    const remove = installLifecycle(realtimeLifecycle)
    const { connection, reloadUnread, signOut } = signIn()
    await fakeApp.fire('appStateChange', { isActive: false })
    signOut()
    await fakeApp.fire('appStateChange', { isActive: true })
    expect(connection.resume).not.toHaveBeenCalled()
    expect(reloadUnread).not.toHaveBeenCalled()
    remove()
  })

  it('starts a stream opened in the background suspended', async () => {
    useFakeNativeBridge('android')
    const remove = installLifecycle(realtimeLifecycle)
    await fakeApp.fire('appStateChange', { isActive: false })
    const { connection, signOut } = signIn()
    expect(connection.suspend).toHaveBeenCalledOnce()
    await fakeApp.fire('appStateChange', { isActive: true })
    expect(connection.resume).toHaveBeenCalledOnce()
    signOut()
    remove()
  })

  it('registers nothing in a browser', async () => {
    const history = { back: vi.fn(), canGoBack: () => true }
    const added = vi.spyOn(fakeApp, 'addListener')
    await startNativeShell(history, realtimeLifecycle, vi.fn())
    useFakeNativeBridge('web')
    await startNativeShell(history, realtimeLifecycle, vi.fn())
    // A shell started after them registers its listeners along the same lazy path: once they are
    // in, the browser's starts would have registered theirs too, and the shell's are the only ones.
    useFakeNativeBridge('android')
    const remove = await startNativeShell(history, realtimeLifecycle, vi.fn())
    await vi.waitFor(() => expect(fakeApp.listeners.size).toBe(3))
    expect(added.mock.calls.map(([event]) => event).sort()).toEqual([
      'appStateChange',
      'appUrlOpen',
      'backButton',
    ])
    remove()
  })
})
