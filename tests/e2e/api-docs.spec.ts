import { expect, test } from './fixtures'

test('the API reference renders the OpenAPI document: operations, security schemes, no console error', async ({
  page,
}) => {
  // Redoc reads the whole document (112 operations with examples) before it shows anything: 25–40 s
  // on CI's host under load, so this test waits longer than most.
  test.setTimeout(150_000)
  await page.goto('/api/docs')
  await expect(page.getByRole('heading', { name: /Pointbook API/ }).first()).toBeVisible({ timeout: 120_000 })
  // An operation by its summary, and how it is authenticated.
  await expect(
    page.getByRole('heading', { name: 'Create a book; without a slug one is made from the title' }),
  ).toBeVisible()
  await expect(page.getByText('sessionCookie').first()).toBeAttached()
  await expect(page.getByText('bearerAuth').first()).toBeAttached()
})
