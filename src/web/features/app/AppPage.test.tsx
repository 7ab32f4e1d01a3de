import { act, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { version } from '../../../../package.json'
import { changeLocale, i18n, initI18n } from '../../i18n/i18n'
import { useFakeNativeBridge } from '../../test/fake-native-bridge'
import { AppPage } from './AppPage'

beforeAll(async () => {
  await initI18n()
})

afterEach(async () => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  await act(() => changeLocale('en'))
})

function renderPage() {
  render(
    <I18nextProvider i18n={i18n}>
      <AppPage />
    </I18nextProvider>,
  )
}

describe('/app', () => {
  it('says what the app adds, how to install it, this site as its server and the version', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { name: 'What the app adds' })).toBeTruthy()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "The phone's back button moves through Pointbook's pages",
      'Opens a Pointbook post or book link you have copied',
      'Email confirmation and Google sign-in return straight to the app',
      'Stays signed in on the device',
      'Device notifications for new notifications and finished timers',
    ])
    expect(screen.getByRole('heading', { name: 'How to install' })).toBeTruthy()
    expect(screen.getByText(/release page/)).toBeTruthy()
    // In a browser, the web app installs from the browser's menu too.
    expect(screen.getByRole('heading', { name: 'Or from this browser' })).toBeTruthy()
    expect(screen.getByText(/Add to Home Screen/)).toBeTruthy()
    expect(screen.getByText(window.location.origin)).toBeTruthy()
    expect(screen.getByText(`Version ${version}`)).toBeTruthy()
  })

  it('shows the configured server address in the shell', async () => {
    useFakeNativeBridge('android')
    vi.stubEnv('VITE_SERVER_URL', 'https://pointbook.example.com/')
    renderPage()
    expect(await screen.findByText('https://pointbook.example.com')).toBeTruthy()
    // Inside the app, installing from a browser is beside the point.
    expect(screen.queryByRole('heading', { name: 'Or from this browser' })).toBeNull()
  })

  it('is translated', async () => {
    await act(() => changeLocale('ja'))
    renderPage()
    expect(await screen.findByRole('heading', { name: 'インストール方法' })).toBeTruthy()
    expect(screen.getByText(`バージョン ${version}`)).toBeTruthy()
  })
})
