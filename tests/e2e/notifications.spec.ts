import type { Browser, Page } from '@playwright/test'
import { signUp } from './accounts'
import { tag } from './books'
import { expect, expectToast, recordToasts, test } from './fixtures'

async function myId(page: Page): Promise<string> {
  const response = await page.request.get('/api/me')
  return ((await response.json()) as { id: string }).id
}

/** The unread badge on the tab bar this screen shows (the dock on phones, the rail otherwise). */
const unreadBadge = (page: Page) => page.getByTestId('unread-badge').filter({ visible: true })

async function likeAsNewcomer(browser: Browser, postUrl: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signUp(page)
  await page.goto(postUrl)
  await page.getByRole('button', { name: 'Like' }).click()
  await expect(page.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true')
  await context.close()
}

test('a follow reaches the other person live, likes group, and a badge becomes a title', async ({
  page,
  browser,
}) => {
  test.slow()
  const title = `Photosynthesis ${tag()}`
  const a = await signUp(page)
  const aId = await myId(page)
  const other = await browser.newContext()
  await recordToasts(other)
  const pageB = await other.newPage()
  await signUp(pageB)
  const bId = await myId(pageB)

  // B starts with the welcome and the new_user badge, and reads them.
  await expect(unreadBadge(pageB)).toHaveText(/^2/)
  await pageB
    .getByRole('navigation', { name: 'Main' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Notifications' })
    .click()
  await expect(pageB.getByText('Welcome to Pointbook!')).toBeVisible()
  await expect(pageB.getByText('You earned the badge “New user”')).toBeVisible()
  await pageB.getByRole('button', { name: 'Mark all read' }).click()
  await expectToast(pageB, 'All marked read')
  await expect(unreadBadge(pageB)).toHaveCount(0)

  // B writes a post and stays on /posts.
  await pageB.goto('/posts')
  await pageB.getByRole('button', { name: 'Write a post' }).click()
  await pageB.getByLabel('Title (optional)').fill(title)
  await pageB.getByLabel('Content').fill('Light, water and carbon dioxide.')
  await pageB.getByRole('button', { name: 'Publish' }).click()
  await expectToast(pageB, 'Published')
  const postUrl =
    (await pageB
      .getByTestId('post-card')
      .filter({ hasText: title })
      .getByRole('link', { name: title })
      .getAttribute('href')) ?? ''
  expect(postUrl).toMatch(/^\/posts\//)

  // A follows B; B's badge goes from 0 to 1 without a reload.
  await page.goto(`/id/${bId}`)
  await page.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(page.getByTestId('follower-count')).toHaveText('1')
  await expect(unreadBadge(pageB)).toHaveText(/^1/)
  await expect(pageB).toHaveURL(/\/posts$/)

  // B opens the follow and lands on A's profile; the badge clears.
  await pageB
    .getByRole('navigation', { name: 'Main' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Notifications' })
    .click()
  await pageB.getByRole('link', { name: `${a.name} followed you` }).click()
  await expect(pageB).toHaveURL(new RegExp(`/id/${aId}$`))
  await expect(pageB.getByTestId('profile-name')).toHaveText(a.name)
  await expect(unreadBadge(pageB)).toHaveCount(0)

  // Three people like B's post: B sees one entry for the three.
  await page.goto(postUrl)
  await page.getByRole('button', { name: 'Like' }).click()
  await expect(page.getByTestId('like-count')).toHaveText('1')
  await likeAsNewcomer(browser, postUrl)
  await likeAsNewcomer(browser, postUrl)
  await expect(unreadBadge(pageB)).toHaveText(/^1/)
  await pageB.goto('/notifications')
  const likes = pageB.getByTestId('notifications').getByRole('link', { name: /liked your post/ })
  await expect(likes).toHaveCount(1)
  await expect(likes).toContainText('and 2 others liked your post')

  // B shows the new_user badge as title, from their profile as Mine leads to it; A sees it
  // beside B's name.
  await pageB.goto('/mine')
  await pageB.getByRole('link', { name: 'Public profile' }).click()
  await expect(pageB).toHaveURL(new RegExp(`/id/${bId}$`))
  await pageB.getByTestId('badges').getByRole('button', { name: 'Show as title' }).click()
  await expectToast(pageB, 'Title updated')
  await page.goto(postUrl)
  await expect(page.getByTestId('title-badge').first()).toHaveText('New user')
  // …on B's comments too, as on the post.
  await pageB.goto(postUrl)
  await pageB.getByLabel('Your comment').fill('Thank you all!')
  await pageB.getByRole('button', { name: 'Comment', exact: true }).click()
  await expectToast(pageB, 'Comment added')
  await page.reload()
  await expect(
    page.getByTestId('comment').filter({ hasText: 'Thank you all!' }).getByTestId('title-badge'),
  ).toHaveText('New user')
  await other.close()
})
