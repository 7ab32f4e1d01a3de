import { expect, test } from './fixtures'

test('the API reference renders the OpenAPI document: operations, security schemes, no console error', async ({
  page,
}) => {
  await page.goto('/api/docs')
  await expect(page.getByRole('heading', { name: /Pointbook API/ }).first()).toBeVisible({ timeout: 30_000 })
  // An operation by its summary, and how it is authenticated.
  await expect(
    page.getByRole('heading', { name: 'Create a book; without a slug one is made from the title' }),
  ).toBeVisible()
  await expect(page.getByText('sessionCookie').first()).toBeAttached()
  await expect(page.getByText('bearerAuth').first()).toBeAttached()
})
