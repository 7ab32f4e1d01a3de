import { signUp } from './accounts'
import { addPoint, createBook, tag } from './books'
import { expect, expectConsoleError, test } from './fixtures'

test('offline: a banner says so, and a star and a note wait, then land once back online', async ({
  page,
  context,
}) => {
  await signUp(page)
  await createBook(page, { title: `Offline ${tag()}` })
  await addPoint(page, { title: 'Diffusion', content: 'From high to low concentration.' })
  const star = page.getByRole('button', { name: /^Star/ })
  const banner = page.getByRole('status').filter({ hasText: 'Changes will be sent when you are back online' })
  await expect(banner).toHaveCount(0)
  // The page has finished loading (its notes answered) before the network goes: a request cut
  // off mid-flight is logged by Chromium as a console error, which is not what this test is about.
  await expect(page.getByText('No notes on this point yet.')).toBeVisible()

  await context.setOffline(true)
  await expect(banner).toHaveText(/You are offline\. Changes will be sent when you are back online\./)

  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  await expect(star).toContainText('Waiting for the network')
  await page.getByLabel('New note').fill('Written on the train')
  await page.getByRole('button', { name: 'Add note' }).click()
  const form = page.locator('form').filter({ has: page.getByLabel('New note') })
  await expect(form.getByRole('status')).toHaveText(
    'You are offline: this will be sent when you are back online.',
  )
  await expect(form.locator('.loading')).toHaveCount(0)
  await expect(banner).toContainText('Waiting to send: 2')

  await context.setOffline(false)
  await expect(banner).toHaveCount(0)
  const note = page.getByRole('listitem').filter({ hasText: 'Written on the train' })
  await expect(note).toBeVisible()
  await expect(form.getByRole('status')).toHaveCount(0)
  await expect(star).not.toContainText('Waiting for the network')
  await expect(star.getByTestId('star-count')).toHaveText('1')

  await page.reload()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  await expect(note).toBeVisible()
})

test('offline: a page opened without the network says it will load, and loads once it is back; a write that waits holds the page', async ({
  page,
  context,
}) => {
  await signUp(page)
  await createBook(page, { title: `Offline ${tag()}` })
  await addPoint(page, { title: 'Osmosis', content: 'Water through a membrane.' })
  await expect(page.getByText('No notes on this point yet.')).toBeVisible()
  const banner = page.getByRole('status').filter({ hasText: 'Changes will be sent when you are back online' })

  await context.setOffline(true)
  await page.getByRole('button', { name: /^Star/ }).click()
  // The count sits on one line beside the message, at a phone's width too (it was squeezed into
  // a column one letter wide there).
  const waiting = banner.getByText('Waiting to send: 1')
  await expect(waiting).toBeVisible()
  expect((await waiting.boundingBox())?.height).toBeLessThan(30)

  // Leaving would drop the write, which waits in this page only: the browser asks first.
  const asked = page.waitForEvent('dialog')
  await page.evaluate(() => setTimeout(() => location.reload()))
  const dialog = await asked
  expect(dialog.type()).toBe('beforeunload')
  await dialog.dismiss()
  await expect(waiting).toBeVisible()

  // A page whose data is not here yet: no skeleton or progress bar forever, but what will happen.
  // (Its code is not here either: the service worker that would have it is off in these tests, so
  // Chromium logs the failed download; the router fetches it again once the network is back.)
  expectConsoleError(page, /ERR_INTERNET_DISCONNECTED \[[^\]]*\/assets\/[^\]]*\.js\]/)
  expectConsoleError(page, /Failed to fetch dynamically imported module: [^\s]*\/assets\//)
  await page
    .getByRole('navigation', { name: 'Main' })
    .filter({ visible: true })
    .getByRole('link', { name: /^Timers/ })
    .click()
  await expect(page).toHaveURL(/\/timers$/)
  await expect(page.getByText('You are offline: this will load when you are back online.')).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveCount(0)

  await context.setOffline(false)
  await expect(page.getByRole('heading', { level: 1, name: 'Timers' })).toBeVisible()
  await expect(page.getByText('You are offline: this will load when you are back online.')).toHaveCount(0)
  await expect(banner).toHaveCount(0)
})

test('offline: a book opened by its address waits for the network as any page does, then loads by itself', async ({
  page,
  context,
}) => {
  await signUp(page)
  const title = `Offline book ${tag()}`
  await createBook(page, { title })
  // A fresh start: the book's address (its slug) is not known to the page yet.
  await page.goto('/mine')
  const card = page.getByRole('link', { name: title }).first()
  await expect(card).toBeVisible()

  expectConsoleError(page, /ERR_INTERNET_DISCONNECTED/)
  expectConsoleError(page, /Failed to fetch dynamically imported module: [^\s]*\/assets\//)
  await context.setOffline(true)
  await card.click()
  await expect(page.getByText('You are offline: this will load when you are back online.')).toBeVisible()
  await expect(page.getByText('This page could not be loaded')).toHaveCount(0)

  await context.setOffline(false)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
})
