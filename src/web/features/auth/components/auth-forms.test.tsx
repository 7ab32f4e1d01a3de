import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { answerFetch, apiError, json } from '../../../test/answer-fetch'
import { initTestI18n } from '../../../test/i18n'
import { toastStore } from '../../../ui/toast'
import { CodeStep } from './CodeStep'
import { SignInForm } from './SignInForm'
import { SignUpForm } from './SignUpForm'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})
afterEach(() => {
  vi.unstubAllGlobals()
  toastStore.set([])
})

function renderIn(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>,
  )
}

/** Inside a router, for forms with links (the terms). */
function routed(children: ReactNode) {
  const root = createRootRoute({ component: () => children })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  return <RouterProvider router={router} />
}

/** The message an input points at with aria-describedby. */
function noteOf(input: HTMLElement): string | null | undefined {
  const id = input.getAttribute('aria-describedby')
  return id ? document.getElementById(id)?.textContent : null
}

function renderSignIn() {
  renderIn(
    <SignInForm onSignedIn={vi.fn()} onNeedsVerification={vi.fn()} onUseCode={vi.fn()} onForgot={vi.fn()} />,
  )
}

async function signIn(password = 'study hard 2026') {
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test')
  await userEvent.type(screen.getByLabelText('Password'), password)
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('errors of the sign-in form', () => {
  it('keeps "Invalid email or password" in an alert inside the form, not in a toast', async () => {
    answerFetch(() => apiError(401, 'INVALID_CREDENTIALS'))
    renderSignIn()
    await signIn()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Invalid email or password')
    expect(alert.closest('form')).not.toBeNull()
    expect(toastStore.get()).toEqual([])
    // Editing does not hide it; only the next submit does.
    await userEvent.type(screen.getByLabelText('Password'), 'x')
    expect(screen.getByRole('alert').textContent).toBe('Invalid email or password')
  })

  it('says when to try again after a rate limit, from Retry-After', async () => {
    answerFetch(() => apiError(429, 'RATE_LIMITED', {}, { 'Retry-After': '30' }))
    renderSignIn()
    await signIn()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Rate limit reached. Please try again in 30 seconds.',
    )
    expect(toastStore.get()).toEqual([])
  })
})

describe('errors of the sign-up form', () => {
  async function signUp(username: string) {
    renderIn(routed(<SignUpForm onSignedUp={vi.fn()} />))
    await userEvent.type(await screen.findByLabelText('Display name'), 'Ada')
    await userEvent.type(screen.getByLabelText('Username'), username)
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test')
    await userEvent.type(screen.getByLabelText('Password'), 'study hard 2026')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }))
  }

  it('marks a taken username on its field until it is edited', async () => {
    answerFetch(() => apiError(409, 'USERNAME_TAKEN'))
    await signUp('ada')
    const username = screen.getByLabelText('Username')
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'))
    expect(noteOf(username)).toBe('Username is already taken')
    expect(screen.getByRole('alert').textContent).toBe('Please check the form')
    expect(toastStore.get()).toEqual([])

    // The focus goes to the marked field, so the person (and a screen reader) lands on it.
    expect(document.activeElement).toBe(username)

    await userEvent.type(username, '2')
    expect(username.getAttribute('aria-invalid')).toBeNull()
    expect(noteOf(username)).toBe('3–30 letters, numbers or underscores')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("puts the server's validation details on their fields", async () => {
    answerFetch(() =>
      apiError(400, 'VALIDATION_FAILED', { details: [{ path: 'email', code: 'invalid-email' }] }),
    )
    await signUp('ada')
    const email = screen.getByLabelText('Email')
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    expect(noteOf(email)).toBe('Please enter a valid email address')
  })

  it('links the terms checkbox to its message', async () => {
    renderIn(routed(<SignUpForm onSignedUp={vi.fn()} />))
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up' }))
    const terms = screen.getByRole('checkbox')
    expect(terms.getAttribute('aria-invalid')).toBe('true')
    expect(noteOf(terms)).toBe('Please agree to the Terms of Service and Privacy Policy')
    expect(screen.getByRole('alert').textContent).toBe('Please check the form')
  })
})

describe('the code step', () => {
  it('puts the focus in the code field once the code is on its way', async () => {
    answerFetch(() => json(200, { google: false, devOutbox: false }))
    renderIn(
      <CodeStep type="sign-in" email="ada@example.test" isCodeSent onDone={vi.fn()} onBack={vi.fn()} />,
    )
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('6-digit code')))
  })
})

describe('errors of the code step', () => {
  it('marks a wrong code on the code field, not in a toast', async () => {
    answerFetch((request) =>
      new URL(request.url).pathname === '/api/client-config'
        ? json(200, { google: false, devOutbox: false })
        : apiError(400, 'INVALID_CODE'),
    )
    renderIn(
      <CodeStep type="sign-in" email="ada@example.test" isCodeSent onDone={vi.fn()} onBack={vi.fn()} />,
    )
    await userEvent.type(screen.getByLabelText('6-digit code'), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    const field = screen.getByLabelText('6-digit code')
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
    expect(noteOf(field)).toBe('Verification code error')
    expect(toastStore.get()).toEqual([])
  })
})
