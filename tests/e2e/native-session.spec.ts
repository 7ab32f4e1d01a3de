import { signUpThroughPage } from './accounts'
import { expect, test } from './fixtures'

// The native shell's session mode, exercised with the web build: a bearer token pair kept in
// preferences (localStorage on the web) instead of a cookie.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('pointbook.session-mode', 'bearer'))
})

test('keeps the session as a bearer token pair, restored only when whole', async ({ page, context }) => {
  const user = await signUpThroughPage(page)
  expect((await context.cookies()).map((c) => c.name)).not.toContain('pointbook.session_token')
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pointbook.session') ?? '{}'))
  expect(stored.accessToken).toBeTruthy()
  expect(stored.refreshToken).toBeTruthy()

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/me'))
  await page.reload()
  expect((await sent).headers().authorization).toBe(`Bearer ${stored.accessToken}`)
  await expect(page.getByTestId('profile-name')).toHaveText(user.name)

  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('pointbook.session') ?? '{}')
    localStorage.setItem('pointbook.session', JSON.stringify({ ...session, refreshToken: '' }))
  })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Please log in first' })).toBeVisible()
})

test('signing out removes the stored session', async ({ page }) => {
  await signUpThroughPage(page)
  await page.goto('/setting')
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await page.getByRole('dialog', { name: 'Hint' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => localStorage.getItem('pointbook.session'))).toBeNull()
})
