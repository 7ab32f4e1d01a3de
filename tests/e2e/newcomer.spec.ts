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

test('signing up with an address that has an account mails its owner a code that signs in to it', {
  tag: '@phone',
}, async ({ page, browser }) => {
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

test('an exam timer ends on the day and time picked, in the person’s own time zone', {
  tag: '@phone',
}, async ({ browser }) => {
  // Someone in Tokyo at 10:00 on 1 December picks the 20th at 09:00, their time.
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' })
  const page = await context.newPage()
  await page.clock.install({ time: new Date('2026-12-01T01:00:00Z') })
  await signUp(page)
  await page.goto('/timers/new')
  await page.getByLabel('Name').fill(`Entrance exam ${Date.now()}`)
  await page.getByRole('radio', { name: 'On a date' }).check()
  await page.getByLabel('Date', { exact: true }).fill('2026-12-20')
  await page.getByLabel('Time (optional)').fill('09:00')
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/timers') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Start the countdown' }).click()
  const timer = await (await created).json()
  expect(timer.expiresAt).toBe('2026-12-20T00:00:00.000Z')
  await expect(page).toHaveURL(/\/timers$/)
  // 18 days and 23 hours from 10:00 on the 1st to 09:00 on the 20th.
  await expect(page.getByTestId('time-left').first()).toHaveText(/^18 d 2[23] h \d+ min left$/)
  await context.close()
})
