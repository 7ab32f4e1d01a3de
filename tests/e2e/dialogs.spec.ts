import { newUser, signUp } from './accounts'
import { createBook, tag } from './books'
import { expect, expectConsoleError, test } from './fixtures'

test('a visitor pressing Star is told to log in first, signs in and is back on the book to star it', async ({
  page,
  browser,
}) => {
  // Three accounts signed up: slow on a shared machine.
  test.slow()
  // Someone else's public book, and an account the visitor already has.
  const ownerContext = await browser.newContext()
  const owner = await ownerContext.newPage()
  await signUp(owner)
  const title = `Krebs cycle ${tag()}`
  const slug = await createBook(owner, { title, isPublic: true })
  await ownerContext.close()
  const accountContext = await browser.newContext()
  const visitorAccount = await signUp(await accountContext.newPage(), newUser('v'))
  await accountContext.close()

  await page.goto(`/books/${slug}`)
  await page.getByRole('button', { name: /^Star/ }).click()
  const hint = page.getByRole('dialog', { name: 'Hint' })
  await expect(hint).toContainText(
    'Please log in first to star this. Confirm opens sign-in, then brings you back to this page.',
  )
  await hint.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(`/books/${slug}`)}$`))
  await page.getByLabel('Email').fill(visitorAccount.email)
  await page.getByLabel('Password').fill(visitorAccount.password)
  await page.getByRole('button', { name: 'Sign in' }).last().click()
  // Back where they were, signed in: Star now stars.
  await expect(page).toHaveURL(new RegExp(`/books/${slug}$`))
  const star = page.getByRole('button', { name: /^Star/ })
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('dialog', { name: 'Hint' })).toBeHidden()
})

test('an admin reaches the admin area from their own menu; anyone else gets a 404 there', async ({
  page,
  browser,
}, testInfo) => {
  test.slow()
  // ADMIN_EMAILS lists one address per screen and retry for this journey.
  await signUp(page, {
    ...newUser('d'),
    email: `dialogs-${testInfo.project.name}${testInfo.retry}@example.test`,
  })
  await page.goto('/')
  // The avatar opens the admin's own page, whose actions include the admin area.
  await page.getByRole('link', { name: 'My profile' }).click()
  await expect(page).toHaveURL(/\/mine$/)
  await page.getByRole('link', { name: 'Admin', exact: true }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Open reports' })).toBeVisible()

  const otherContext = await browser.newContext()
  const other = await otherContext.newPage()
  await signUp(other)
  await expect(other.getByRole('link', { name: 'Edit profile' })).toBeVisible()
  await expect(other.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0)
  expectConsoleError(other, /404 \(Not Found\) \[[^\]]*\/reports\/posts\]/)
  const response = await other.goto('/reports/posts')
  expect(response?.status()).toBe(404)
  await expect(other.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  await otherContext.close()
})
