import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { answerFetch, apiError, json, requestedPaths } from '../../../test/answer-fetch'
import { initTestI18n } from '../../../test/i18n'
import { PageHeading } from '../../../ui/PageHeading'
import { LoginPage } from './LoginPage'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})
afterEach(() => vi.unstubAllGlobals())

/** /login?banned=true, where the sign-in answers `answer`. */
async function renderBannedLogin(answer: (request: Request) => Response) {
  const fetch = answerFetch((request) =>
    new URL(request.url).pathname === '/api/client-config'
      ? json(200, { google: false, devOutbox: false })
      : answer(request),
  )
  const root = createRootRoute({ component: () => <LoginPage redirect="/mine" isBanned /> })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  )
  await userEvent.type(await screen.findByLabelText('Email'), 'bob@example.test')
  await userEvent.type(screen.getByLabelText('Password'), 'study hard 2026')
  return fetch
}

const banned = 'This account has been banned'

describe('LoginPage after a ban', () => {
  it('says "This account has been banned" once: a refused sign-in says it in the form instead', async () => {
    await renderBannedLogin(() => apiError(403, 'USER_BANNED'))
    expect(screen.getByTestId('banned-alert').textContent).toBe(banned)
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(screen.queryByTestId('banned-alert')).toBeNull())
    const alerts = screen.getAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual([banned])
    expect(alerts[0]?.closest('form')).not.toBeNull()
    expect(screen.getAllByText(banned)).toHaveLength(1)
  })

  it('says it once in the sign-in-with-code step too', async () => {
    // The code is mailed; signing in with it is refused (POST /auth/sign-in/email-otp).
    await renderBannedLogin((request) =>
      request.url.endsWith('/send-verification-otp')
        ? json(200, { success: true })
        : apiError(403, 'USER_BANNED'),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in code' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }))
    await userEvent.type(await screen.findByLabelText('6-digit code'), '123456')
    expect(screen.getByTestId('banned-alert').textContent).toBe(banned)
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.queryByTestId('banned-alert')).toBeNull())
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([banned])
    expect(screen.getAllByText(banned)).toHaveLength(1)
  })

  it('keeps the banner above another refusal (a mistyped password)', async () => {
    await renderBannedLogin(() => apiError(401, 'INVALID_CREDENTIALS'))
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await screen.findByText('Invalid email or password')
    expect(screen.getByTestId('banned-alert').textContent).toBe(banned)
  })
})

/** /login with `props`, under the page's heading, where the API answers `answer`. */
function renderLogin(
  props: Partial<Parameters<typeof LoginPage>[0]>,
  answer: (request: Request) => Response,
) {
  answerFetch((request) =>
    new URL(request.url).pathname === '/api/client-config'
      ? json(200, { google: false, devOutbox: false })
      : answer(request),
  )
  const root = createRootRoute({
    staticData: { title: 'login' },
    component: () => (
      <>
        <PageHeading />
        <LoginPage redirect="/mine" {...props} />
      </>
    ),
  })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  )
}

describe('LoginPage', () => {
  it('says on the sign-in form that the password changed, after a reset from the mailed link', async () => {
    renderLogin({ reset: 'mailed-code' }, () => json(200, { status: true }))
    await userEvent.type(await screen.findByLabelText('New password'), 'study hard 2027')
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }))
    const notice = await screen.findByTestId('password-changed')
    expect(notice.getAttribute('role')).toBe('status')
    expect(notice.textContent).toBe('Your password is changed. Sign in with it.')
    expect(screen.getByRole('tab', { name: 'Sign in' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByLabelText('Password')).toBeTruthy()
  })

  it('is headed Sign up on the Sign-up tab, and Sign in again on the Sign-in tab', async () => {
    renderLogin({}, () => json(200, {}))
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in'))
    await userEvent.click(screen.getByRole('tab', { name: 'Sign up' }))
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign up'))
    await userEvent.click(screen.getByRole('tab', { name: 'Sign in' }))
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in'))
  })
})

const ban = {
  note: 'Posting spam links in comments',
  bannedAt: '2026-11-20T10:00:00.000Z',
  appealUntil: '2026-12-10T10:00:00.000Z',
  appeal: null,
  appealToken: 'YXBwZWFs.dG9rZW4',
}

describe('LoginPage: a banned person reads why and appeals (decision 026)', () => {
  it('shows the admin’s note, the date and the appeal form, and sends the appeal with the token', async () => {
    let sent: unknown = null
    const fetch = await renderBannedLogin((request) => {
      if (new URL(request.url).pathname === '/api/appeals') {
        return request.json().then((body) => {
          sent = body
          return json(201, { id: 'a1', status: 'open' })
        }) as unknown as Response
      }
      return apiError(403, 'USER_BANNED', { ban })
    })
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    const notice = await screen.findByTestId('ban-notice')
    expect(within(notice).getByRole('heading').textContent).toBe('Why this account was banned')
    expect(notice.textContent).toContain('Posting spam links in comments')
    expect(notice.textContent).toContain('Banned on Nov 20, 2026')
    expect(notice.textContent).toContain('you can appeal once, until Dec 10, 2026')
    // Sent empty: the field says what is missing, nothing is sent.
    await userEvent.click(within(notice).getByRole('button', { name: 'Send appeal' }))
    expect(await within(notice).findByText('Required')).toBeTruthy()
    expect(requestedPaths(fetch)).not.toContain('/api/appeals')
    await userEvent.type(within(notice).getByLabelText(/Your appeal/), 'My brother used my phone')
    await userEvent.click(within(notice).getByRole('button', { name: 'Send appeal' }))
    expect((await within(notice).findByTestId('appeal-status')).textContent).toBe(
      'Your appeal was sent. An admin will answer by mail.',
    )
    expect(sent).toEqual({ token: 'YXBwZWFs.dG9rZW4', content: 'My brother used my phone' })
    expect(within(notice).queryByRole('button', { name: 'Send appeal' })).toBeNull()
  })

  it('says when the appeal form has expired, on the form', async () => {
    await renderBannedLogin((request) =>
      new URL(request.url).pathname === '/api/appeals'
        ? apiError(401, 'APPEAL_EXPIRED')
        : apiError(403, 'USER_BANNED', { ban }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    const notice = await screen.findByTestId('ban-notice')
    await userEvent.type(within(notice).getByLabelText(/Your appeal/), 'Please')
    await userEvent.click(within(notice).getByRole('button', { name: 'Send appeal' }))
    expect((await within(notice).findByRole('alert')).textContent).toBe(
      'This appeal form has expired: sign in again to appeal',
    )
  })

  it('shows where an appeal stands, or that the 20 days are over, without a form', async () => {
    const answered = {
      ...ban,
      appealToken: null,
      appeal: {
        status: 'rejected',
        createdAt: '2026-11-21T10:00:00.000Z',
        answeredAt: '2026-11-23T10:00:00.000Z',
      },
    }
    await renderBannedLogin(() => apiError(403, 'USER_BANNED', { ban: answered }))
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByTestId('appeal-status')).textContent).toBe(
      'Your appeal was reviewed on Nov 23, 2026 and the ban stays.',
    )
    expect(screen.queryByRole('button', { name: 'Send appeal' })).toBeNull()
  })

  it('says the appeal window is over when the refusal offers no token', async () => {
    await renderBannedLogin(() =>
      apiError(403, 'USER_BANNED', { ban: { ...ban, note: '', appealToken: null } }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    const notice = await screen.findByTestId('ban-notice')
    expect(notice.textContent).toContain('The admin left no note.')
    expect(notice.textContent).toContain('The 20 days to appeal this ban ended on Dec 10, 2026.')
    expect(within(notice).queryByRole('textbox')).toBeNull()
  })
})
