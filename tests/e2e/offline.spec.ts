import { signUp } from './accounts'
import { addPoint, createBook, tag } from './books'
import { expect, test } from './fixtures'

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
