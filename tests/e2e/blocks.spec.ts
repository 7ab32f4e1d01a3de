import type { Page } from '@playwright/test'
import { apiAs, signUp, someoneElse } from './accounts'
import { confirmHint, tag } from './books'
import { expect, expectConsoleError, expectToast, test } from './fixtures'

// What a block does (decision 023), as the person who blocks and the one blocked meet it.

/** A private book of the page's person, shared with `userId`; its slug. */
async function sharedBook(page: Page, title: string, userId: string): Promise<string> {
  const book = await apiAs<{ id: string; slug: string }>(page, 'POST', '/books', {
    title,
    visibility: 'private',
  })
  await apiAs(page, 'PUT', `/books/${book.id}/members/${userId}`, { role: 'viewer' })
  return book.slug
}

async function postOf(page: Page, title: string): Promise<string> {
  return (await apiAs<{ slug: string }>(page, 'POST', '/posts', { title, content: 'Notes.' })).slug
}

/** A post opened by its link across a block: readable, with no live Like or Star, and it says why. */
async function expectReadOnly(page: Page, slug: string, title: string) {
  await page.goto(`/posts/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Like/ })).toBeDisabled()
  await expect(page.getByRole('button', { name: /^Star/ })).toBeDisabled()
  await expect(
    page.getByText('You cannot like, star or comment here because one of you has blocked the other.'),
  ).toBeVisible()
  await expect(page.getByLabel('Your comment')).toHaveCount(0)
}

test('a block says what it does, ends the books two people share, and leaves no action that can only fail', async ({
  page,
  browser,
}) => {
  test.slow()
  const id = tag()
  await signUp(page)
  const aId = (await apiAs<{ id: string }>(page, 'GET', '/me')).id
  const { context: other, page: pageB, user: b, id: bId } = await someoneElse(browser)
  const aBook = await sharedBook(page, `Anatomy ${id}`, bId)
  const bBook = await sharedBook(pageB, `Botany ${id}`, aId)
  const aPost = { title: `Mitosis ${id}`, slug: await postOf(page, `Mitosis ${id}`) }
  const bPost = { title: `Meiosis ${id}`, slug: await postOf(pageB, `Meiosis ${id}`) }

  // A blocks B from B's profile; the dialog says exactly what will happen.
  await page.goto(`/id/${bId}`)
  await page.getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'Block' }).click()
  await expect(page.getByRole('dialog', { name: 'Hint' })).toContainText(
    `Block ${b.name}? You will stop following each other, and the books you share with each other stop being shared. Neither of you can follow the other, share a book with them, or like, star, comment on or reply to their posts. Neither sees the other's posts in feeds or on profiles, nor their comments in threads; a post opened from its link can still be read, but only read. Unblocking does not bring back the follows or the shared books.`,
  )
  await confirmHint(page)
  await expectToast(page, `Blocked ${b.name}`)
  await expect(page.getByTestId('block-note')).toHaveText(
    'You blocked this person. Unblock them from the menu to see their posts again.',
  )

  // Each opens the other's post by its link: read, and only read.
  await expectReadOnly(page, bPost.slug, bPost.title)
  await expectReadOnly(pageB, aPost.slug, aPost.title)

  // The books they shared are shared no longer, either way.
  expectConsoleError(pageB, new RegExp(`404 \\(Not Found\\) \\[.*/(api/)?books/${aBook}\\]`))
  await pageB.goto(`/books/${aBook}`)
  await expect(pageB.getByRole('heading', { name: 'Not found' })).toBeVisible()
  expectConsoleError(page, new RegExp(`404 \\(Not Found\\) \\[.*/(api/)?books/${bBook}\\]`))
  await page.goto(`/books/${bBook}`)
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible()

  // Sharing A's book with B again is refused, on the field.
  await page.goto(`/books/${aBook}/setting`)
  await expect(page.getByText('Not shared with anyone yet.')).toBeVisible()
  expectConsoleError(page, /403 \(Forbidden\) \[.*\/api\/books\/[^/]+\/members\//)
  await page.getByLabel('Username').fill(b.username)
  await page.getByRole('button', { name: 'Share', exact: true }).click()
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription(
    'You cannot share a book with this person: one of you has blocked the other',
  )
  await expect(page.getByText('Not shared with anyone yet.')).toBeVisible()
  await other.close()
})
