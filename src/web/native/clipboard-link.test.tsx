import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n, initI18n } from '../i18n/i18n'
import { fakeApp, fakeClipboard, useFakeNativeBridge } from '../test/fake-native-bridge'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { confirmStore } from '../ui/confirm'
import { checkClipboardLink, resetIgnoredLink } from './clipboard-link'
import { startNativeShell } from './platform'

const LINK = 'https://pointbook.example.com/posts/hello-world'

beforeAll(async () => {
  await initI18n()
})

beforeEach(() => {
  useFakeNativeBridge('android')
  vi.stubEnv('VITE_SERVER_URL', 'https://pointbook.example.com')
  resetIgnoredLink()
  fakeClipboard.reset()
  render(
    <I18nextProvider i18n={i18n}>
      <ConfirmDialog />
    </I18nextProvider>,
  )
})

afterEach(() => {
  act(() => confirmStore.get()?.resolve(false))
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  fakeApp.reset()
})

/** Runs a check whose Hint dialog a test answers; resolves when the check has finished. */
async function prompted(navigate: (path: string) => void, answer: 'Confirm' | 'Cancel') {
  const check = checkClipboardLink(navigate)
  expect(await screen.findByRole('dialog', { name: 'Hint' })).toBeTruthy()
  expect(screen.getByText('Open this link? /posts/hello-world')).toBeTruthy()
  await userEvent.click(screen.getByRole('button', { name: answer }))
  await check
}

describe('the clipboard share link', () => {
  it('asks about a share link; Confirm opens it, and the same link is not asked about again', async () => {
    fakeClipboard.hold(LINK)
    const navigate = vi.fn()
    await prompted(navigate, 'Confirm')
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/posts/hello-world')
    expect(screen.queryByRole('dialog')).toBeNull()

    await checkClipboardLink(navigate)
    fakeClipboard.hold('  pointbook.example.com/Posts/Hello-World ')
    await checkClipboardLink(navigate)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(navigate).toHaveBeenCalledOnce()
    expect(fakeClipboard.read).toHaveBeenCalledTimes(3)
  })

  it('Cancel opens nothing and ignores the link; another link is asked about', async () => {
    fakeClipboard.hold(LINK)
    const navigate = vi.fn()
    await prompted(navigate, 'Cancel')
    await checkClipboardLink(navigate)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(navigate).not.toHaveBeenCalled()

    fakeClipboard.hold('https://pointbook.example.com/books/rust-101')
    const check = checkClipboardLink(navigate)
    expect(await screen.findByText('Open this link? /books/rust-101')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await check
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/books/rust-101')
  })

  it('does nothing for text that is not a share link of this server', async () => {
    const navigate = vi.fn()
    for (const text of ['hello', 'https://example.org/posts/abc', `${LINK}?ref=1`, '']) {
      fakeClipboard.hold(text)
      await checkClipboardLink(navigate)
    }
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(confirmStore.get()).toBeNull()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('only logs a clipboard that cannot be read', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const warn = vi.spyOn(console, 'warn')
    const error = vi.spyOn(console, 'error')
    fakeClipboard.fail(new Error('Unable to read clipboard'))
    const navigate = vi.fn()
    await checkClipboardLink(navigate)
    expect(debug).toHaveBeenCalledOnce()
    expect(warn).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('is checked when the shell starts and on every resume', async () => {
    fakeClipboard.hold(LINK)
    const navigate = vi.fn()
    const lifecycle = { onPause: vi.fn(), onResume: vi.fn() }
    const remove = await startNativeShell({ back: vi.fn(), canGoBack: () => false }, lifecycle, navigate)
    expect(await screen.findByText('Open this link? /posts/hello-world')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))

    fakeClipboard.hold('pointbook.example.com/books/rust-101')
    await fakeApp.fire('appStateChange', { isActive: false })
    expect(lifecycle.onPause).toHaveBeenCalledOnce()
    expect(fakeClipboard.read).toHaveBeenCalledOnce()
    await fakeApp.fire('appStateChange', { isActive: true })
    expect(lifecycle.onResume).toHaveBeenCalledOnce()
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }))
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledExactlyOnceWith('/books/rust-101'))
    remove()
  })

  it('never reads the clipboard in a browser', async () => {
    vi.unstubAllGlobals()
    fakeClipboard.hold(LINK)
    await startNativeShell({ back: vi.fn(), canGoBack: () => false }, fakeLifecycle(), vi.fn())
    useFakeNativeBridge('web')
    await startNativeShell({ back: vi.fn(), canGoBack: () => false }, fakeLifecycle(), vi.fn())
    // A shell started after them reads the clipboard at start and asks about the link: once it
    // asks, the browser's starts would have read it first, and that one read is the shell's.
    useFakeNativeBridge('android')
    const remove = await startNativeShell({ back: vi.fn(), canGoBack: () => false }, fakeLifecycle(), vi.fn())
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeTruthy()
    expect(fakeClipboard.read).toHaveBeenCalledOnce()
    remove()
  })
})

function fakeLifecycle() {
  return { onPause: vi.fn(), onResume: vi.fn() }
}
