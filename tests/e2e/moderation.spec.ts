import type { Page } from '@playwright/test'
import { newUser, signUp } from './accounts'
import { tag } from './books'
import { expect, expectConsoleError, expectToast, recordToasts, test } from './fixtures'

/** The unread badge on the tab bar this screen shows (the dock on phones, the rail otherwise). */
const unreadBadge = (page: Page) => page.getByTestId('unread-badge').filter({ visible: true })

async function unreadCount(page: Page): Promise<number> {
  const badge = unreadBadge(page)
  if ((await badge.count()) === 0) return 0
  return Number.parseInt((await badge.textContent()) ?? '0', 10)
}

/** Answers the Hint dialog, with a note to the people involved. */
async function confirmWith(page: Page, note: string) {
  const dialog = page.getByRole('dialog', { name: 'Hint' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Note to the people involved (optional)').fill(note)
  await dialog.getByRole('button', { name: 'Confirm' }).click()
}

test('report → ban from the row → the author is signed out, the reporter told; unban; a message to everyone', async ({
  page,
  browser,
}, testInfo) => {
  test.slow()
  const title = `Buy followers ${tag()}`

  // The admin (ADMIN_EMAILS lists one address per screen and retry).
  const adminContext = await browser.newContext()
  await recordToasts(adminContext)
  const admin = await adminContext.newPage()
  await signUp(admin, {
    ...newUser('a'),
    email: `admin-${testInfo.project.name}${testInfo.retry}@example.test`,
  })

  // The author publishes a post.
  const authorContext = await browser.newContext()
  await recordToasts(authorContext)
  const author = await authorContext.newPage()
  const authorUser = await signUp(author)
  await author.goto('/posts')
  await author.getByRole('button', { name: 'Write a post' }).click()
  await author.getByLabel('Title (optional)').fill(title)
  await author.getByLabel('Content').fill('Cheap followers, click the link.')
  await author.getByRole('button', { name: 'Publish' }).click()
  await expectToast(author, 'Published')
  const postUrl =
    (await author
      .getByTestId('post-card')
      .filter({ hasText: title })
      .getByRole('link', { name: title })
      .getAttribute('href')) ?? ''
  expect(postUrl).toMatch(/^\/posts\//)
  // And keeps a public book.
  const made = await author.request.post('/api/books', {
    data: { title: `Followers ${tag()}`, visibility: 'public' },
    headers: { Origin: new URL(author.url()).origin },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const authorBook = (await made.json()) as { id: string }

  // The reporter reports it: first without content (the error stays on the field), then with it.
  await signUp(page)
  // /admin is no page to them, answered with the status of any address that is no page.
  expectConsoleError(page, /404 \(Not Found\) \[[^\]]*\/admin\]/)
  expect((await page.goto('/admin'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  // Nothing on the page names the admin area: it looks as any unknown path does.
  await expect(page.getByTestId('page-title')).toHaveText('Page Not Found')
  await expect(page).toHaveTitle('Page Not Found · Pointbook')
  await page.goto(postUrl)
  await page.getByRole('button', { name: 'Post actions' }).click()
  await page.getByRole('menuitem', { name: 'Report this post' }).click()
  const form = page.getByRole('dialog', { name: `Report “${title}”` })
  // The text is marked required before anything is sent; the reason starts it with a sentence.
  const text = form.getByRole('textbox', { name: 'What is wrong?' })
  await expect(text).toHaveAttribute('required', '')
  await expect(form.getByText('(required)')).toBeVisible()
  await form.getByRole('radio', { name: 'Spam' }).check()
  await expect(text).toHaveValue('This is spam or advertising: ')
  await text.clear()
  await form.getByRole('button', { name: 'Send report' }).click()
  await expect(form.getByText('Please enter the report content')).toBeVisible()
  await expect(text).toHaveAttribute('aria-invalid', 'true')
  await text.fill('Spam with a phishing link.')
  await form.getByRole('button', { name: 'Send report' }).click()
  await expectToast(page, 'Thanks, our team will review it')
  await expect(form).toBeHidden()
  const unreadBefore = await unreadCount(page)

  // The admin sees it in /reports/posts and bans the author from the row.
  await admin.goto('/reports/posts')
  const row = admin.getByRole('listitem').filter({ hasText: title })
  await expect(row.getByText('Spam with a phishing link.')).toBeVisible()
  await expect(row.getByText('1 report on it')).toBeVisible()
  await row.getByRole('button', { name: 'Ban user' }).click()
  await confirmWith(admin, 'Spam ring')
  await expectToast(admin, 'User banned')
  // Resolved by the ban: it leaves the open list (other journeys may share this server's list).
  await expect(row).toHaveCount(0)

  // The author is signed out at once and told why on the sign-in page.
  expectConsoleError(author, /401/)
  await expect(author).toHaveURL(/\/login\?banned=true/)
  await expect(author.getByTestId('banned-alert')).toHaveText('This account has been banned')

  // The reporter: the post is gone, and the outcome arrived live.
  await expect.poll(() => unreadCount(page)).toBeGreaterThan(unreadBefore)
  expectConsoleError(page, /404/)
  await page.reload()
  await expect(page.getByText('This content has been deleted or banned')).toBeVisible()
  await page.goto('/notifications')
  await expect(
    page.getByText(`Your report on “${title}” was reviewed and action was taken. Thank you!`),
  ).toBeVisible()
  await expect(page.getByText('Spam ring')).toBeVisible()

  // The admin still finds the banned person's profile, which says so (and loads nothing that
  // answers 404 to a banned account: no console error).
  await admin.goto(postUrl)
  await admin.getByRole('link', { name: authorUser.name }).first().click()
  await expect(admin.getByTestId('banned-note')).toHaveText('This account is banned.')
  // Their book, hidden from everyone else, tells the admin why.
  await admin.goto(`/books/${authorBook.id}`)
  await expect(admin.getByTestId('banned-note')).toHaveText(
    'Its owner is banned: only admins can see this book.',
  )
  await admin.goto('/reports/posts')

  // The admin lifts the ban from the resolved report; the post is back.
  await admin.getByRole('tab', { name: 'Resolved' }).click()
  const resolved = admin.getByRole('listitem').filter({ hasText: title })
  await expect(resolved.getByText(/User banned by/)).toBeVisible()
  await resolved.getByRole('button', { name: 'Lift ban' }).click()
  await confirmWith(admin, '')
  await expectToast(admin, 'Ban lifted')
  await page.goto(postUrl)
  await expect(page.getByRole('heading', { name: title })).toBeVisible()

  // A message to everyone reaches the reporter live.
  await page.goto('/posts')
  const beforeMessage = await unreadCount(page)
  // Longer than two lines on any screen: an admin's message has nowhere else to be read in full.
  const message = `Maintenance tonight ${tag()}. ${'The study rooms close at ten and open again at six; your books, notes and timers are safe. '.repeat(4)}Thank you.`
  await admin.goto('/admin')
  await admin.getByLabel('Message', { exact: true }).fill(message)
  // Nobody is chosen for the admin: sending asks whom first, on the choice itself.
  await admin.getByRole('button', { name: 'Send message' }).click()
  await expect(admin.getByRole('group', { name: 'To' })).toContainText('Required')
  await admin.getByRole('radio', { name: 'Everyone' }).check()
  await admin.getByRole('button', { name: 'Send message' }).click()
  // Everyone: the Hint says how many it will reach before anything goes.
  const hint = admin.getByRole('dialog', { name: 'Hint' })
  await expect(hint).toContainText(/Send this message to everyone: \d+ (person|people)\?/)
  await hint.getByRole('button', { name: 'Confirm' }).click()
  await expectToast(admin, 'The message is on its way to everyone')
  await expect.poll(() => unreadCount(page), { timeout: 15_000 }).toBeGreaterThan(beforeMessage)
  await page.goto('/notifications')
  const detail = page.getByTestId('notification-detail').filter({ hasText: message })
  await expect(detail).toHaveText(message)
  expect(await detail.evaluate((line) => line.scrollHeight <= line.clientHeight + 1)).toBe(true)
  // The audit log on /admin records it (by its first 80 characters).
  await expect(admin.getByRole('listitem').filter({ hasText: message.slice(0, 40) })).toContainText(
    'sent a message to everyone',
  )

  await adminContext.close()
  await authorContext.close()
})

test('a banned post is frozen for its author: no comment box, no Edit, and the page says why', async ({
  page,
  browser,
}, testInfo) => {
  const title = `Swap me later ${tag()}`
  const adminContext = await browser.newContext()
  await recordToasts(adminContext)
  const admin = await adminContext.newPage()
  await signUp(admin, {
    ...newUser('m'),
    email: `mod-${testInfo.project.name}${testInfo.retry}@example.test`,
  })

  await signUp(page)
  await page.goto('/posts')
  await page.getByRole('button', { name: 'Write a post' }).click()
  await page.getByLabel('Title (optional)').fill(title)
  await page.getByLabel('Content').fill('Words an admin will review.')
  await page.getByRole('button', { name: 'Publish' }).click()
  await expectToast(page, 'Published')
  await page.getByTestId('post-card').filter({ hasText: title }).getByRole('link', { name: title }).click()
  await expect(page.getByLabel('Your comment')).toBeVisible()
  const postUrl = new URL(page.url()).pathname

  await admin.goto(postUrl)
  await admin.getByRole('button', { name: 'Post actions' }).click()
  await admin.getByRole('menuitem', { name: 'Ban post' }).click()
  await confirmWith(admin, 'Under review')
  await expectToast(admin, 'Banned')

  await page.reload()
  await expect(page.getByTestId('banned-note')).toHaveText(
    'An admin banned this. Only you and admins can see it.',
  )
  await expect(page.getByTestId('frozen-note')).toHaveText(
    'While the ban stands, nobody can edit or comment on this post.',
  )
  await expect(page.getByLabel('Your comment')).toHaveCount(0)
  await page.getByRole('button', { name: 'Post actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0)
  await adminContext.close()
})
