import { codeFor, newUser } from './accounts'
import { expect, test } from './fixtures'

// The server's PUBLIC_URL is http://127.0.0.1:<port>; a person may open it at another address
// that reaches it (localhost here; a LAN address on a phone) and must still be able to sign up.
test('signs up and writes at an address other than PUBLIC_URL', async ({ page, baseURL }) => {
  const other = (baseURL ?? '').replace('127.0.0.1', 'localhost')
  const user = newUser('origin')
  await page.goto(`${other}/login?mode=sign-up`)
  await page.getByLabel('Display name').fill(user.name)
  await page.getByLabel('Username').fill(user.username)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Sign up' }).last().click()
  await expect(page.getByText(`We sent a 6-digit code to ${user.email}.`)).toBeVisible()
  await page.getByLabel('6-digit code').fill(await codeFor(page, user.email))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(`${other}/mine`)
  await expect(page.getByTestId('profile-name')).toHaveText(user.name)

  await page.goto(`${other}/explore/new`)
  await page.getByLabel('Title').fill('Written from localhost')
  await page.getByRole('button', { name: 'Create book' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Written from localhost' })).toBeVisible()
})
