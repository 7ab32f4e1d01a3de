import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n, initI18n } from '../i18n/i18n'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { confirmStore } from '../ui/confirm'
import { registerServiceWorker } from './service-worker'

beforeAll(async () => {
  await initI18n()
})

afterEach(() => {
  act(() => confirmStore.get()?.resolve(false))
})

/** A service worker in some state, which records what the page tells it. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing'
  postMessage = vi.fn()
  becomes(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

/** The browser's ServiceWorkerContainer, with a registration a test moves along. */
function fakeContainer(controlled: boolean, waiting: FakeWorker | null = null) {
  const registration = Object.assign(new EventTarget(), {
    waiting,
    installing: null as FakeWorker | null,
    update: vi.fn(async () => undefined),
  })
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
  })
  const deploy = () => {
    const worker = new FakeWorker()
    registration.installing = worker
    registration.dispatchEvent(new Event('updatefound'))
    return worker
  }
  return { container: container as unknown as ServiceWorkerContainer, registration, deploy }
}

function renderDialog() {
  render(
    <I18nextProvider i18n={i18n}>
      <ConfirmDialog />
    </I18nextProvider>,
  )
}

const READY = 'A new version of Pointbook is ready. Reload now to use it?'

describe('the service worker', () => {
  it('is registered at /sw.js; a first install asks nothing', async () => {
    renderDialog()
    const { container, deploy } = fakeContainer(false)
    await registerServiceWorker(container)
    expect(container.register).toHaveBeenCalledWith('/sw.js')
    const worker = deploy()
    worker.becomes('installed')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('offers a new version once it is installed: Confirm tells it to take over, Cancel keeps this one', async () => {
    renderDialog()
    const { container, deploy } = fakeContainer(true)
    await registerServiceWorker(container)
    const first = deploy()
    first.becomes('installed')
    expect(await screen.findByText(READY)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(first.postMessage).not.toHaveBeenCalled()

    const second = deploy()
    second.becomes('installed')
    expect(await screen.findByText(READY)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(second.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'skip-waiting' })
  })

  it('offers a version that was already waiting when the page loaded', async () => {
    renderDialog()
    const waiting = new FakeWorker()
    waiting.state = 'installed'
    await registerServiceWorker(fakeContainer(true, waiting).container)
    expect(await screen.findByText(READY)).toBeTruthy()
  })
})
