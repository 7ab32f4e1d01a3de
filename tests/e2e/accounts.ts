import { type Browser, expect, type Page } from '@playwright/test'
import { recordToasts } from './fixtures'

let counter = 0

export interface NewUser {
  name: string
  username: string
  email: string
  password: string
}

export function newUser(tag: string): NewUser {
  counter += 1
  const id = `${tag}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`
  return {
    name: `Student ${id}`,
    username: `s_${id}`.slice(0, 30),
    email: `${id}@example.test`,
    password: 'study hard 2026',
  }
}

/** The newest 6-digit code in the dev outbox for an address (mail may take a moment). */
export async function codeFor(page: Page, email: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/dev/outbox')
        const { items } = (await response.json()) as { items: { to: string; text: string }[] }
        code = /\b(\d{6})\b/.exec(items.find((m) => m.to === email)?.text ?? '')?.[1]
        return code
      },
      { message: `a code mailed to ${email}`, intervals: [50, 100, 250] },
    )
    .toBeDefined()
  return code as string
}

export async function linkFor(page: Page, email: string): Promise<string> {
  const response = await page.request.get('/api/dev/outbox')
  const { items } = (await response.json()) as { items: { to: string; text: string }[] }
  const link = /https?:\/\/\S+\/auth\/confirm\?code=\S+/.exec(
    items.find((m) => m.to === email)?.text ?? '',
  )?.[0]
  if (!link) throw new Error(`no link for ${email}`)
  return link
}

export async function fillSignUp(page: Page, user: NewUser, acceptTerms = true) {
  await page.goto('/login?mode=sign-up')
  await page.getByLabel('Display name').fill(user.name)
  await page.getByLabel('Username').fill(user.username)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  if (acceptTerms) await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Sign up' }).last().click()
}

/**
 * Signs up over the API as the sign-up page does (the form, then the mailed code), in the page's
 * own cookie jar, and opens /mine signed in: for journeys whose subject comes after sign-up.
 * The page's form is the subject of `signUpThroughPage` (accounts.spec.ts, the native shell).
 */
export async function signUp(page: Page, user = newUser('u')): Promise<NewUser> {
  const origin = { Origin: `http://127.0.0.1:${process.env.E2E_PORT}` }
  const created = await page.request.post('/api/auth/sign-up/email', {
    headers: origin,
    data: {
      name: user.name,
      username: user.username,
      email: user.email,
      password: user.password,
      acceptTerms: true,
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const verified = await page.request.post('/api/auth/email-otp/verify-email', {
    headers: origin,
    data: { email: user.email, otp: await codeFor(page, user.email) },
  })
  expect(verified.ok(), await verified.text()).toBe(true)
  await page.goto('/mine')
  await expect(page.getByTestId('profile-name')).toHaveText(user.name)
  return user
}

/** Signs up through the page, confirms with the mailed code, and lands on /mine. */
export async function signUpThroughPage(page: Page, user = newUser('u')): Promise<NewUser> {
  await fillSignUp(page, user)
  await expect(page.getByText(`We sent a 6-digit code to ${user.email}.`)).toBeVisible()
  await page.getByLabel('6-digit code').fill(await codeFor(page, user.email))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/mine$/)
  await expect(page.getByTestId('profile-name')).toHaveText(user.name)
  return user
}

export async function signIn(page: Page, user: NewUser) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).last().click()
  await expect(page).toHaveURL(/\/mine$/)
}

/**
 * A call to the API as the page's signed-in person, from the page's origin as the app sends it
 * (the test server's before the page has opened one); fails the test unless it succeeds.
 */
export async function apiAs<T>(page: Page, method: string, path: string, data?: unknown): Promise<T> {
  const url = page.url()
  const origin = url.startsWith('http') ? new URL(url).origin : `http://127.0.0.1:${process.env.E2E_PORT}`
  const response = await page.request.fetch(`/api${path}`, { method, data, headers: { Origin: origin } })
  const text = await response.text()
  expect(response.ok(), text).toBe(true)
  return (text ? JSON.parse(text) : null) as T
}

/** Someone else, signed up in a browser of their own (another person's device). */
export async function someoneElse(browser: Browser) {
  const context = await browser.newContext()
  await recordToasts(context)
  const page = await context.newPage()
  const user = await signUp(page)
  const { id } = await apiAs<{ id: string }>(page, 'GET', '/me')
  return { context, page, user, id }
}
