import { expect, type Page } from '@playwright/test'

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
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await page.request.get('/api/dev/outbox')
    const { items } = (await response.json()) as { items: { to: string; text: string }[] }
    const code = /\b(\d{6})\b/.exec(items.find((m) => m.to === email)?.text ?? '')?.[1]
    if (code) return code
    await page.waitForTimeout(100)
  }
  throw new Error(`no code for ${email}`)
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

/** Signs up through the page, confirms with the mailed code, and lands on /mine. */
export async function signUp(page: Page, user = newUser('u')): Promise<NewUser> {
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
