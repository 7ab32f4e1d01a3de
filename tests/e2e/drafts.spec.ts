import { signUp } from './accounts'
import { createBook, tab, tag } from './books'
import { expect, expectToast, test } from './fixtures'

const CONTENT = 'Water moves across a membrane towards the side with more solute.'

test('a point being written asks before it is left, comes back after a reload, and is gone once saved', async ({
  page,
}) => {
  test.slow()
  await signUp(page)
  await createBook(page, { title: `Drafts ${tag()}` })
  const bookUrl = page.url()
  await page.getByRole('link', { name: 'Add point' }).click()
  const title = page.getByLabel('Title', { exact: true })
  const content = page.getByLabel('Content', { exact: true })
  await title.fill('Osmosis')
  await content.click()
  await content.pressSequentially(CONTENT)

  // A tab of the dock or rail asks first in the Hint dialog; Cancel keeps the page as it was.
  const hint = page.getByRole('dialog', { name: 'Hint' })
  await tab(page, 'Stars').click()
  await expect(hint).toContainText('Discard your unsaved changes?')
  await hint.getByRole('button', { name: 'Cancel' }).click()
  await expect(hint).toBeHidden()
  await expect(page).toHaveURL(/\/new$/)
  await expect(content).toHaveValue(CONTENT)

  // So does Back.
  await page.goBack()
  await expect(hint).toContainText('Discard your unsaved changes?')
  await hint.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/new$/)
  await expect(content).toHaveValue(CONTENT)

  // A reload gets the browser's own prompt, and the form comes back with its draft.
  const prompts: string[] = []
  page.once('dialog', (dialog) => {
    prompts.push(dialog.type())
    void dialog.accept()
  })
  await page.reload()
  expect(prompts).toEqual(['beforeunload'])
  await expect(
    page.getByRole('status').filter({ hasText: /Your draft from .+ was restored\./ }),
  ).toBeVisible()
  await expect(title).toHaveValue('Osmosis')
  await expect(content).toHaveValue(CONTENT)

  // Saving goes to the new point without a question; leaving it asks nothing.
  await page.getByRole('button', { name: 'Add point' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Osmosis' })).toBeVisible()
  await expect(hint).toBeHidden()
  await tab(page, 'Stars').click()
  await expect(page).toHaveURL(/\/stars$/)
  await expect(hint).toBeHidden()

  // The draft went with the save: the book's next point starts empty.
  await page.goto(bookUrl)
  await page.getByRole('link', { name: 'Add point' }).click()
  await expect(title).toHaveValue('')
  await expect(page.getByText(/Your draft from/)).toBeHidden()

  // Confirm leaves, and what was left is not offered again.
  await title.fill('Diffusion')
  await tab(page, 'Stars').click()
  await hint.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/stars$/)
  await page.goto(bookUrl)
  await page.getByRole('link', { name: 'Add point' }).click()
  await expect(title).toHaveValue('')
})

test('a post being written comes back after a reload with the composer open and its notice', async ({
  page,
}) => {
  await signUp(page)
  await page.goto('/posts')
  const write = page.getByRole('button', { name: 'Write a post' })
  await write.click()
  const content = page.getByLabel('Content', { exact: true })
  await content.fill(CONTENT)

  page.once('dialog', (dialog) => void dialog.accept())
  await page.reload()
  // It came back closed, nothing saying a draft waited until Write a post (found by a tester).
  await expect(
    page.getByRole('status').filter({ hasText: /Your draft from .+ was restored\./ }),
  ).toBeVisible()
  await expect(write).toHaveAttribute('aria-expanded', 'true')
  await expect(content).toHaveValue(CONTENT)

  // Discarded, it does not open by itself again.
  await page.getByRole('button', { name: 'Discard draft' }).click()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(write).toHaveAttribute('aria-expanded', 'false')
  await expect(content).toHaveCount(0)
})

test('a new timer, the study settings and a comment ask before their edits are left, and not once saved', async ({
  page,
}) => {
  test.slow()
  await signUp(page)
  const hint = page.getByRole('dialog', { name: 'Hint' })
  const leaveAndCancel = async (url: RegExp) => {
    await tab(page, 'Stars').click()
    await expect(hint).toContainText('Discard your unsaved changes?')
    await hint.getByRole('button', { name: 'Cancel' }).click()
    await expect(hint).toBeHidden()
    await expect(page).toHaveURL(url)
  }
  const leaveFreely = async () => {
    await tab(page, 'Stars').click()
    await expect(page).toHaveURL(/\/stars$/)
    await expect(hint).toBeHidden()
  }

  // A new timer with a name typed (found by a tester: each of these went without a word).
  await page.goto('/timers/new')
  await page.getByLabel('Name').fill('Finals')
  await leaveAndCancel(/\/timers\/new$/)
  await expect(page.getByLabel('Name')).toHaveValue('Finals')
  const prompts: string[] = []
  page.once('dialog', (dialog) => {
    prompts.push(dialog.type())
    void dialog.accept()
  })
  await page.reload()
  expect(prompts).toEqual(['beforeunload'])
  await expect(page.getByLabel('Name')).toHaveValue('')
  await leaveFreely()

  // The study settings, changed; saved, they leave without a question.
  await page.goto('/setting')
  const newPerDay = page.getByLabel('New points per day')
  await newPerDay.fill('35')
  await leaveAndCancel(/\/setting$/)
  await expect(newPerDay).toHaveValue('35')
  await page.getByRole('button', { name: 'Save study settings' }).click()
  await expectToast(page, 'Study settings saved')
  await leaveFreely()

  // A half-written comment.
  const created = await page.request.post('/api/posts', {
    data: { kind: 'study', title: `Guarded ${tag()}`, content: 'A post to comment on.' },
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { slug } = (await created.json()) as { slug: string }
  await page.goto(`/posts/${slug}`)
  const comment = page.getByLabel('Your comment')
  await comment.fill('Half a thought')
  await leaveAndCancel(/\/posts\/[^/]+$/)
  await expect(comment).toHaveValue('Half a thought')
  await page.getByRole('button', { name: 'Comment', exact: true }).click()
  await expectToast(page, 'Comment added')
  await expect(comment).toHaveValue('')
  await leaveFreely()
})
