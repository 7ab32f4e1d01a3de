import { createMemoryHistory } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApp, useFakeNativeBridge } from '../test/fake-native-bridge'
import { installBackButton } from './back-button'
import { startNativeShell } from './platform'

afterEach(() => {
  vi.unstubAllGlobals()
  fakeApp.reset()
})

describe('the native back button', () => {
  it('goes back when the app has history', async () => {
    useFakeNativeBridge('android')
    const history = createMemoryHistory({ initialEntries: ['/'] })
    history.push('/books')
    const remove = installBackButton(history)
    await fakeApp.fire('backButton', { canGoBack: true })
    expect(history.location.pathname).toBe('/')
    expect(fakeApp.minimizeApp).not.toHaveBeenCalled()
    remove()
  })

  it('minimizes the app without history, whatever the web view thinks', async () => {
    useFakeNativeBridge('android')
    const history = createMemoryHistory({ initialEntries: ['/posts/hello'] })
    const remove = installBackButton(history)
    await fakeApp.fire('backButton', { canGoBack: true })
    expect(history.location.pathname).toBe('/posts/hello')
    expect(fakeApp.minimizeApp).toHaveBeenCalledOnce()
    remove()
  })

  it('is removed by the function it returns', async () => {
    useFakeNativeBridge('android')
    const remove = installBackButton(createMemoryHistory())
    await vi.waitFor(() => expect(fakeApp.listeners.has('backButton')).toBe(true))
    remove()
    await vi.waitFor(() => expect(fakeApp.removed).toEqual(['backButton']))
  })

  it('is installed in the shell and nowhere else', async () => {
    const noop = { onPause: () => undefined, onResume: () => undefined }
    const history = createMemoryHistory()
    const added = vi.spyOn(fakeApp, 'addListener')
    const removeInBrowser = await startNativeShell(history, noop, vi.fn())
    useFakeNativeBridge('web')
    await startNativeShell(history, noop, vi.fn())
    removeInBrowser()

    useFakeNativeBridge('android')
    const remove = await startNativeShell(history, noop, vi.fn())
    await vi.waitFor(() =>
      expect([...fakeApp.listeners.keys()].sort()).toEqual(['appStateChange', 'appUrlOpen', 'backButton']),
    )
    // The browser's starts, begun first along the same lazy path, registered none of them.
    expect(added).toHaveBeenCalledTimes(3)
    added.mockRestore()
    remove()
    await vi.waitFor(() => expect(fakeApp.listeners.size).toBe(0))
  })
})
