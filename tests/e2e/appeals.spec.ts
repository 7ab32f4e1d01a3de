import type { Page } from '@playwright/test'
import { newUser, signUp } from './accounts'
import { tag } from './books'
import { expect, expectConsoleError, expectToast, recordToasts, test } from './fixtures'

/** Answers the Hint dialog, with a note to the people involved. */
async function confirmWith(page: Page, note: string) {
  const dialog = page.getByRole('dialog', { name: 'Hint' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Note to the people involved (optional)').fill(note)
  await dialog.getByRole('button', { name: 'Confirm' }).click()
}

/** The newest mail in the dev outbox for an address with this subject (the worker sends it). */
async function mailFor(page: Page, email: string, subject: string) {
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/dev/outbox')
        const { items } = (await response.json()) as {
          items: { to: string; subject: string; text: string }[]
        }
        return items.find((m) => m.to === email && m.subject === subject)?.text ?? null
      },
      { message: `“${subject}” mailed to ${email}`, intervals: [100, 250, 500] },
    )
    .toContain('Welcome back')
}

async function signInWith(page: Page, user: { email: string; password: string }) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).last().click()
}

test('a comment is reported and removed; its banned author reads why, appeals, and the admin accepts', async ({
  page,
  browser,
}, testInfo) => {
  test.slow()
  const words = `Cheap pills here ${tag()}`

  // The admin (ADMIN_EMAILS lists one address per screen and retry).
  const adminContext = await browser.newContext()
  await recordToasts(adminContext)
  const admin = await adminContext.newPage()
  await signUp(admin, {
    ...newUser('a'),
    email: `appeals-${testInfo.project.name}${testInfo.retry}@example.test`,
  })

  // The reporter writes a post; the writer comments on it.
  await signUp(page)
  const origin = { Origin: new URL(page.url()).origin }
  const made = await page.request.post('/api/posts', {
    data: { kind: 'life', title: `Study group ${tag()}`, content: 'Who joins?' },
    headers: origin,
  })
  expect(made.ok(), await made.text()).toBe(true)
  const post = (await made.json()) as { id: string; slug: string }
  const writerContext = await browser.newContext()
  await recordToasts(writerContext)
  const writerPage = await writerContext.newPage()
  const writer = await signUp(writerPage)
  const commented = await writerPage.request.post(`/api/posts/${post.id}/comments`, {
    data: { content: words },
    headers: origin,
  })
  expect(commented.ok(), await commented.text()).toBe(true)

  // The reporter reports the comment from its thread.
  await page.goto(`/posts/${post.slug}`)
  const comment = page.getByTestId('comment').filter({ hasText: words })
  await comment.getByRole('button', { name: 'Report' }).click()
  const form = page.getByRole('dialog', { name: /^Report “Cheap pills here/ })
  await form.getByLabel('What is wrong?').fill('Selling pills in a study thread.')
  await form.getByRole('button', { name: 'Send report' }).click()
  await expectToast(page, 'Thanks, our team will review it')

  // The admin finds it under Comment reports, removes the comment and bans its author.
  await admin.goto('/admin')
  await admin.getByRole('link', { name: /Comment reports/ }).click()
  await expect(admin).toHaveURL(/\/reports\/comments$/)
  const row = admin.getByRole('listitem').filter({ hasText: words })
  await expect(row.getByText('Selling pills in a study thread.')).toBeVisible()
  await row.getByRole('button', { name: 'Remove comment' }).click()
  await confirmWith(admin, 'No selling here')
  await expectToast(admin, 'Deleted')
  await expect(row).toHaveCount(0)
  await admin.getByRole('tab', { name: 'Resolved' }).click()
  const resolved = admin.getByRole('listitem').filter({ hasText: words }).first()
  await expect(resolved.getByText(/Content deleted by/)).toBeVisible()
  await resolved.getByRole('button', { name: 'Ban user' }).click()
  await confirmWith(admin, 'Spam in comments')
  await expectToast(admin, 'User banned')

  // The comment is gone from the thread, and the reporter is told.
  await page.reload()
  await expect(page.getByText(words)).toHaveCount(0)
  await page.goto('/notifications')
  await expect(page.getByText(/was reviewed and action was taken/).first()).toBeVisible()

  // The writer is signed out; signing in again says why, and takes the appeal.
  expectConsoleError(writerPage, /40[13]/)
  await expect(writerPage).toHaveURL(/\/login\?banned=true/)
  await signInWith(writerPage, writer)
  const notice = writerPage.getByTestId('ban-notice')
  await expect(notice.getByRole('heading', { name: 'Why this account was banned' })).toBeVisible()
  await expect(notice.getByText('Spam in comments')).toBeVisible()
  await expect(notice.getByText(/you can appeal once, until/)).toBeVisible()
  await notice.getByRole('button', { name: 'Send appeal' }).click()
  await expect(notice.getByLabel(/Your appeal/)).toHaveAttribute('aria-invalid', 'true')
  await notice.getByLabel(/Your appeal/).fill('I pasted the wrong message; it will not happen again.')
  await notice.getByRole('button', { name: 'Send appeal' }).click()
  await expect(notice.getByTestId('appeal-status')).toHaveText(
    'Your appeal was sent. An admin will answer by mail.',
  )

  // The admin answers it from the appeals queue on /admin, with the ban beside it.
  await admin.goto('/admin')
  await expect(admin.getByRole('heading', { name: 'Appeals of bans' })).toBeVisible()
  const appeal = admin.getByTestId('appeal').filter({ hasText: writer.name })
  await expect(appeal.getByText('I pasted the wrong message; it will not happen again.')).toBeVisible()
  await expect(appeal.getByText('Ban note: Spam in comments')).toBeVisible()
  await appeal.getByRole('button', { name: 'Accept and lift the ban' }).click()
  await confirmWith(admin, 'Welcome back')
  await expectToast(admin, 'Appeal accepted: the ban is lifted')
  await expect(appeal).toHaveCount(0)

  // The writer is mailed the answer, and can sign in again.
  await mailFor(writerPage, writer.email, 'Your Pointbook appeal was accepted')
  await signInWith(writerPage, writer)
  await expect(writerPage).toHaveURL(/\/mine$/)
})
