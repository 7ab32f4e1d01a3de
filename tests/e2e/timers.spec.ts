import { signUp } from './accounts'
import { confirmHint, tag } from './books'
import { expect, expectToast, test } from './fixtures'

test('a one-day timer counts down, ends while open, and is deleted through the Hint', async ({ page }) => {
  await page.clock.install()
  await signUp(page)
  const name = `Anatomy exam ${tag()}`
  await page.goto('/timers')
  await expect(page.getByText('No timers yet. Count down to your exam day.')).toBeVisible()
  await page.getByRole('link', { name: 'New timer' }).first().click()
  await expect(page).toHaveURL(/\/timers\/new$/)

  // Errors stay on their fields.
  await page.getByLabel('Days', { exact: true }).fill('0')
  await page.getByRole('button', { name: 'Start the countdown' }).click()
  await expect(page.getByText('Required', { exact: true })).toBeVisible()
  await expect(page.getByText('Enter a whole number of days from 1 to 3650')).toBeVisible()

  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Days', { exact: true }).fill('1')
  await page.getByRole('button', { name: 'Start the countdown' }).click()
  await expectToast(page, 'Timer started')
  await expect(page).toHaveURL(/\/timers$/)
  const timer = page.getByTestId('timer').filter({ hasText: name })
  await expect(timer.getByTestId('time-left')).toHaveText('0 d 23 h 59 min left')

  // Its edit says what its days count from: the day it started, not today.
  await timer.getByRole('button', { name: `Edit “${name}”` }).click()
  await expect(page.getByLabel('Days', { exact: true })).toHaveValue('1')
  await expect(page.getByLabel('Days', { exact: true })).toHaveAccessibleDescription(
    /^From 1 to 3650 days, counted from when this timer started \(.+\)\.$/,
  )
  await page.getByRole('button', { name: 'Cancel' }).click()

  // It counts down as the clock moves, and says when it ends.
  await page.clock.fastForward('02:00')
  await expect(timer.getByTestId('time-left')).toHaveText(/^0 d 23 h 5[78] min left$/)
  await page.clock.fastForward('24:00:00')
  await expect(timer.getByTestId('time-left')).toHaveText('Expired')
  await expectToast(page, `“${name}” has ended`)

  await timer.getByRole('button', { name: `Delete “${name}”` }).click()
  await confirmHint(page)
  await expectToast(page, 'Timer deleted')
  await expect(page.getByText('No timers yet. Count down to your exam day.')).toBeVisible()
})

test('home, signed in, shows the day: study today, the nearest exams, and the ways on', async ({
  page,
  browser,
}) => {
  const user = await signUp(page)
  await page.goto('/')
  // The very first sign-in (sign-up's code) is a welcome, not a welcome back.
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.name}!` })).toBeVisible()
  const today = page.getByTestId('study-today')
  await expect(today.getByRole('heading', { name: 'Study today' })).toBeVisible()
  // Someone new studies nothing yet: where cards come from, not "Due 0, New 0, All done".
  await expect(today).toContainText('No cards to study yet.')
  await expect(today).not.toContainText('All done')
  await expect(today.getByRole('link', { name: 'Explore books' })).toBeVisible()
  await expect(page.getByText('No exam countdown yet.')).toBeVisible()
  await page.getByRole('link', { name: 'Add a timer' }).click()
  await expect(page).toHaveURL(/\/timers\/new$/)
  const name = `Finals ${tag()}`
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Days', { exact: true }).fill('30')
  await page.getByRole('button', { name: 'Start the countdown' }).click()
  await expectToast(page, 'Timer started')
  await page.goto('/')
  await expect(page.getByTestId('home-timers')).toContainText(name)
  await expect(page.getByTestId('home-timers')).toContainText(/29 d 23 h 5\d min left/)
  // A visitor still gets the welcome.
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto('/')
  await expect(visitor.getByRole('link', { name: 'Explore books' })).toBeVisible()
  await expect(visitor.getByText('Welcome back')).toHaveCount(0)
  await visitor.context().close()
})
