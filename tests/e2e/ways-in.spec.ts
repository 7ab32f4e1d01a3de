import { signUp } from './accounts'
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
