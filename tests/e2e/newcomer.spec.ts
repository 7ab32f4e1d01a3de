import { codeFor, fillSignUp, newUser, signUp } from './accounts'
import { expect, test } from './fixtures'

// Issue 44: the five tabs are the spec's, so Home and Explore need ways in of their own once
// signed in, at phone and desktop widths alike (each project runs this at its own width).
test('signed in, the app’s mark leads Home and Mine, Posts and an empty feed lead to Explore', async ({
  page,
}) => {
  await signUp(page)
  await page.goto('/mine')
  const home = page.getByRole('banner').getByRole('link', { name: 'Home' })
  await expect(home).toBeVisible()
  await home.click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId('page-title')).toHaveText('Home')

  await page.goto('/mine')
  await page.getByRole('region', { name: 'My books' }).getByRole('link', { name: 'Explore books' }).click()
  await expect(page).toHaveURL(/\/explore$/)
  await expect(page.getByTestId('page-title')).toHaveText('Explore')

  // Someone new follows nobody: the Following feed's empty state offers Explore too.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Posts' }).click()
  await expect(page.getByText('Follow people to see their posts here.')).toBeVisible()
  await page.getByRole('link', { name: 'Explore books' }).click()
  await expect(page).toHaveURL(/\/explore$/)
  // On an inner page, Back and the mark side by side.
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible()
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('signing up with an address that has an account mails its owner a code that signs in to it', async ({
  page,
  browser,
}) => {
  const owner = await signUp(page)
  const other = await (await browser.newContext()).newPage()
  // Someone (the owner, forgetting) signs up again with the same address: told what anyone is told.
  await fillSignUp(other, { ...newUser('again'), email: owner.email })
  await expect(other.getByText(`We sent a 6-digit code to ${owner.email}.`)).toBeVisible()
  const outbox = (await (await other.request.get('/api/dev/outbox')).json()) as {
    items: { to: string; subject: string }[]
  }
  await expect
    .poll(async () => {
      const { items } = (await (await other.request.get('/api/dev/outbox')).json()) as typeof outbox
      return items.find((mail) => mail.to === owner.email)?.subject
    })
    .toBe('You already have a Pointbook account')
  // The mailed code goes in the same box and signs in to the account that exists.
  await other.getByLabel('6-digit code').fill(await codeFor(other, owner.email))
  await other.getByRole('button', { name: 'Confirm' }).click()
  await expect(other).toHaveURL(/\/mine$/)
  await expect(other.getByTestId('profile-name')).toHaveText(owner.name)
  await other.context().close()
})
