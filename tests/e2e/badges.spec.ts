import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { signUp } from './accounts'
import { tag } from './books'
import { expect, expectConsoleError, test } from './fixtures'
import { sideways } from './layout'

/** Posts written over the API, as the composer sends them: the subject here is what they earn. */
async function writePosts(page: Page, count: number) {
  const origin = { Origin: new URL(page.url()).origin }
  for (let index = 0; index < count; index += 1) {
    const created = await page.request.post('/api/posts', {
      data: { kind: 'life', content: `Day ${index + 1} of revision ${tag()}` },
      headers: origin,
    })
    expect(created.ok(), await created.text()).toBe(true)
  }
}

const badge = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true })

test('a new person finds every badge, sees how far they are, and sees one earned once they earn it', async ({
  page,
}) => {
  // Ten posts and an axe run: 8 s on a quiet machine, past 30 s on a loaded one.
  test.slow()
  await signUp(page)
  // The way in: from Mine.
  await page.getByRole('link', { name: 'Badges', exact: true }).click()
  await expect(page).toHaveURL(/\/badges$/)
  await expect(page.getByTestId('page-title')).toHaveText('Badges')
  await expect(page).toHaveTitle('Badges · Pointbook')
  await expect(page.getByTestId('badges-earned-count')).toHaveText('1 of 6 earned')

  // The sign-up badge is mine; the posting badge says how it is earned and how far I am.
  await expect(badge(page, 'New user').getByTestId('badge-earned')).toHaveText(
    /^Earned \w{3} \d{1,2}, \d{4}$/,
  )
  const posting = badge(page, 'Posting master')
  await expect(posting).toContainText('Publish 10 posts.')
  await expect(posting).toContainText('Not earned yet')
  await expect(posting.getByTestId('badge-progress')).toHaveText('0 of 10')
  await expect(posting.getByRole('progressbar', { name: 'Progress toward Posting master' })).toHaveAttribute(
    'value',
    '0',
  )
  await expect(badge(page, '30-day streak')).toContainText(
    'Study 30 days in a row, with 10 reviews or more each day.',
  )
  await expect(badge(page, '1,000 reviews').getByTestId('badge-progress')).toHaveText('0 of 1,000')
  expect(await sideways(page)).toBeNull()

  // Three posts on, the progress moves.
  await writePosts(page, 3)
  await page.reload()
  await expect(posting.getByTestId('badge-progress')).toHaveText('3 of 10')
  // Signed in, with badges earned and progress bars (a11y.spec.ts checks the visitor's page): no
  // serious or critical axe violation, one h1 (the spec's unzoomable viewport rule aside).
  const { violations } = await new AxeBuilder({ page }).disableRules(['meta-viewport']).analyze()
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([])
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)

  // The tenth earns it: shown earned, with the day, and counted.
  await writePosts(page, 7)
  await page.reload()
  await expect(posting.getByTestId('badge-earned')).toHaveText(/^Earned \w{3} \d{1,2}, \d{4}$/)
  await expect(posting.getByTestId('badge-progress')).toHaveCount(0)
  await expect(posting).not.toContainText('Not earned yet')
  await expect(page.getByTestId('badges-earned-count')).toHaveText('2 of 6 earned')

  // From there to the profile, where a title is chosen, and back by its badges' link.
  await page.getByRole('link', { name: 'Choose your title' }).click()
  await expect(page).toHaveURL(/\/id\/[^/]+$/)
  const mine = page.getByTestId('badges')
  await expect(mine).toContainText('Posting master')
  await page.getByRole('link', { name: 'All badges' }).click()
  await expect(page).toHaveURL(/\/badges$/)
  await expect(page.getByTestId('badges-earned-count')).toHaveText('2 of 6 earned')
})

test('a visitor sees the catalogue, with no one’s progress, and is asked to sign in for theirs', async ({
  page,
}) => {
  await page.goto('/badges')
  await expect(page.getByTestId('page-title')).toHaveText('Badges')
  await expect(badge(page, 'Posting master')).toContainText('Publish 10 posts.')
  await expect(page.getByTestId('badge-catalogue').getByRole('listitem')).toHaveCount(6)
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  await expect(page.getByText('Not earned yet')).toHaveCount(0)
  const prompt = page.getByTestId('badges-sign-in')
  await expect(prompt).toContainText('Sign in to see which badges you have')
  await prompt.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=.*badges/)
})

test('the catalogue says so when it cannot be loaded, and loads on Try again', async ({ page }) => {
  await signUp(page)
  // The browser logs the refused answers (the client asks twice, as for any idempotent read).
  expectConsoleError(page, /503 \(Service Unavailable\)/)
  let failing = true
  await page.route('**/api/badges', (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' } }),
        })
      : route.continue(),
  )
  await page.goto('/badges')
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load the badges.' })).toBeVisible()
  failing = false
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(badge(page, 'Posting master').getByTestId('badge-progress')).toHaveText('0 of 10')
})
