import { signUp } from './accounts'
import {
  addPoint,
  confirmHint,
  createBook,
  createBookThroughPage,
  dragWithKeyboard,
  fillPoint,
  tab,
  tag,
} from './books'
import { expect, expectConsoleError, expectToast, recordToasts, test } from './fixtures'

test('a book from its first point to sharing, copying and notes', async ({ page, browser, baseURL }) => {
  test.slow()
  const id = tag()
  const title = `Cell biology ${id}`
  await signUp(page)

  // Create the book from Explore.
  await page.goto('/explore')
  await page.getByRole('link', { name: 'New book' }).click()
  await expect(page).toHaveURL(/\/explore\/new$/)
  const slug = await createBookThroughPage(page, {
    title,
    slug: `cells-${id}`,
    isPublic: true,
    allowCopy: true,
  })
  await expect(page).toHaveURL(new RegExp(`/books/${slug}$`))

  // The first point, previewed before it is saved: the preview reveals like the real page.
  await page.getByRole('link', { name: 'Add point' }).click()
  await fillPoint(page, {
    title: 'The cell membrane',
    content: 'A **lipid bilayer** that keeps the cell apart.',
    hiddenContent: 'Phospholipids with embedded proteins',
    sectionTitle: 'Cells',
  })
  await page.getByRole('tab', { name: 'Preview' }).click()
  const preview = page.getByRole('tabpanel', { name: 'Preview' })
  await expect(preview.getByRole('heading', { name: 'The cell membrane' })).toBeVisible()
  await expect(preview.locator('strong', { hasText: 'lipid bilayer' })).toBeVisible()
  await expect(preview.getByText('Phospholipids with embedded proteins')).toBeHidden()
  await preview.getByRole('button', { name: 'Reveal' }).click()
  await expect(preview.getByText('Phospholipids with embedded proteins')).toBeVisible()
  await page.getByRole('tab', { name: 'Write' }).click()
  await page.getByRole('button', { name: 'Add point' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'The cell membrane' })).toBeVisible()

  // Reveal hides the answer again, and works from the keyboard.
  const reveal = page.getByRole('button', { name: 'Reveal' })
  const answer = page.getByText('Phospholipids with embedded proteins')
  await expect(reveal).toHaveAttribute('aria-expanded', 'false')
  await expect(answer).toBeHidden()
  await reveal.click()
  await expect(answer).toBeVisible()
  const hide = page.getByRole('button', { name: 'Hide' })
  await expect(hide).toHaveAttribute('aria-expanded', 'true')
  await hide.focus()
  await page.keyboard.press('Enter')
  await expect(answer).toBeHidden()

  // The new point replaced the form in the history: Back returns to the book.
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(new RegExp(`/books/${slug}$`))
  await addPoint(page, { title: 'Mitochondria', content: 'Respiration.', sectionTitle: 'Cells' })
  await page.getByRole('button', { name: 'Back' }).click()
  await addPoint(page, {
    title: 'DNA replication',
    hiddenContent: 'Semi-conservative',
    sectionTitle: 'Genes',
  })
  await expect(page.getByText('3 of 3')).toBeVisible()
  await page.getByRole('link', { name: 'Previous' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mitochondria' })).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()

  // Points grouped under their sections.
  await expect(page.getByRole('heading', { name: 'Cells' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Genes' })).toBeVisible()
  await expect(page.getByRole('link', { name: /DNA replication/ })).toBeVisible()

  // Star the book and a point, and find them in /stars.
  const star = page.getByRole('button', { name: /^Star/ })
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  await expect(star.getByTestId('star-count')).toHaveText('1')
  await page.getByRole('link', { name: /Mitochondria/ }).click()
  await page.getByRole('button', { name: /^Star/ }).click()
  await expect(page.getByRole('button', { name: /^Star/ })).toHaveAttribute('aria-pressed', 'true')
  await tab(page, 'Stars').click()
  await expect(page.getByRole('link', { name: /Mitochondria/ })).toBeVisible()
  // A starred point names its book too: wait for the Books tab's list before following one.
  await expect(page.getByRole('link', { name: /Mitochondria/ })).toContainText(`in ${title}`)
  await page.getByRole('tab', { name: 'Books' }).click()
  await expect(page.getByRole('link', { name: /Mitochondria/ })).toHaveCount(0)
  await page.getByRole('link', { name: new RegExp(title) }).click()
  await expect(page).toHaveURL(new RegExp(`/books/${slug}$`))

  // Share: the link on the clipboard is /books/{slug}, and it opens the book.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Share' }).click()
  await expectToast(page, 'Link copied')
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toBe(`${baseURL}/books/${slug}`)

  // Make it private: a second person is told it does not exist.
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('radio', { name: /Private/ }).check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expectToast(page, 'Book settings saved')

  const other = await browser.newContext()
  await recordToasts(other)
  const reader = await other.newPage()
  const friend = await signUp(reader)
  // A private book answers 404 to others, its page and its API (and the browser logs it).
  expectConsoleError(reader, new RegExp(`404 \\(Not Found\\) \\[.*/(api/)?books/${slug}\\]`))
  await reader.goto(link)
  await expect(reader.getByRole('heading', { name: 'Not found' })).toBeVisible()
  await expect(reader.getByText('This content has been deleted or banned')).toBeVisible()

  // A username no one uses is said under the field, in words (it showed the catalog's key).
  expectConsoleError(page, /404 \(Not Found\) \[[^\]]*\/api\/profiles\/by-username\/nobody/)
  await page.getByLabel('Username').fill(`nobody${tag()}`)
  await page.getByRole('button', { name: 'Share', exact: true }).click()
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription('No one uses this username')

  // Shared as viewer by username: they read it, but cannot add points.
  await page.getByLabel('Username').fill(friend.username)
  await page.getByRole('button', { name: 'Share', exact: true }).click()
  const role = page.getByRole('combobox', { name: `Role of ${friend.name}` })
  await expect(role).toHaveValue('viewer')
  await reader.reload()
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(reader.getByRole('link', { name: /Mitochondria/ })).toBeVisible()
  await expect(reader.getByRole('link', { name: 'Add point' })).toHaveCount(0)
  // Its add-a-point page, opened anyway, says they may not (not that the book is gone).
  await reader.goto(`/books/${slug}/new`)
  await expect(reader.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible()
  await reader.goBack()

  // As editor they add a point.
  await role.selectOption('editor')
  await expectToast(page, 'Success')
  await reader.reload()
  await addPoint(reader, { title: 'Ribosomes', content: 'Protein factories.', sectionTitle: 'Cells' })
  await reader.getByRole('link', { name: title }).click()
  await expect(reader.getByRole('link', { name: /Ribosomes/ })).toBeVisible()

  // They copy a point into a book of their own.
  const ownTitle = `Reading list ${id}`
  await createBook(reader, { title: ownTitle })
  await reader.goto(link)
  await reader.getByRole('link', { name: /The cell membrane/ }).click()
  await reader.getByRole('button', { name: 'Copy to my book' }).click()
  await reader.getByLabel('Copy to').selectOption({ label: ownTitle })
  // A double click copies it once (the own book's list below has one "The cell membrane").
  await reader.getByRole('button', { name: 'Copy', exact: true }).dblclick()
  await expectToast(reader, `Copied to ${ownTitle}`)

  // And write a note on it, found again on /mine.
  await reader.getByLabel('New note').fill('Remember: *fluid mosaic* model')
  await reader.getByRole('button', { name: 'Add note' }).click()
  await expect(reader.locator('em', { hasText: 'fluid mosaic' })).toBeVisible()
  await reader.getByRole('button', { name: 'Edit note' }).click()
  await reader.getByLabel('Edit note').fill('Remember: *fluid mosaic* model (1972)')
  await reader.getByRole('button', { name: 'Save' }).click()
  await expect(reader.getByText('model (1972)')).toBeVisible()
  await tab(reader, 'Mine').click()
  await expect(reader.getByRole('heading', { name: 'My notes', exact: true })).toBeVisible()
  await expect(reader.getByRole('link', { name: 'The cell membrane' })).toBeVisible()
  // Follow the book in My books (the note's link further down has the same name).
  await reader
    .getByRole('region', { name: 'My books' })
    .getByRole('link', { name: new RegExp(ownTitle) })
    .click()
  // The note's link on /mine has the same name: wait for the book page before following one.
  await expect(reader.getByRole('heading', { level: 1, name: ownTitle })).toBeVisible()
  await reader.getByRole('link', { name: /The cell membrane/ }).click()
  const source = reader.getByRole('paragraph').filter({ hasText: 'Copied from' })
  await expect(source.getByRole('link', { name: 'The cell membrane' })).toBeVisible()
  // A point's own book is no place to copy it to: only the book they edit is offered.
  await reader.getByRole('button', { name: 'Copy to my book' }).click()
  await expect(reader.getByLabel('Copy to').locator('option')).toHaveText([title])

  // They copy the whole book: a private book of theirs that links to its source.
  await reader.goto(link)
  await reader.getByRole('button', { name: 'Copy book' }).click()
  // Named "… (copy)" at first, and renamed at once (typing replaces the selected title).
  const copyTitle = reader.getByLabel('Title of the copy')
  await expect(copyTitle).toHaveValue(`${title} (copy)`)
  await copyTitle.pressSequentially(`My ${title}`)
  await reader.getByRole('button', { name: 'Copy', exact: true }).click()
  await expect(reader).not.toHaveURL(new RegExp(`/books/${slug}$`))
  await expect(reader.getByRole('heading', { level: 1, name: `My ${title}` })).toBeVisible()
  await expect(reader.getByText('Private', { exact: true })).toBeVisible()
  await expect(reader.getByRole('link', { name: title, exact: true })).toHaveAttribute(
    'href',
    `/books/${slug}`,
  )
  await expect(reader.getByRole('link', { name: /Ribosomes/ })).toBeVisible()
  // The new book opens with no copy panel left open from the one copied.
  await expect(copyTitle).toHaveCount(0)

  // The owner stops sharing: the book is gone for them again.
  await page.getByRole('button', { name: 'Remove' }).click()
  await confirmHint(page)
  await expect(page.getByText('Not shared with anyone yet.')).toBeVisible()
  await reader.goto(link)
  await expect(reader.getByRole('heading', { name: 'Not found' })).toBeVisible()
  await other.close()
})

test('explore, reorder, edit and delete; visitors are asked to sign in', async ({ page, browser }) => {
  test.slow()
  const id = tag()
  const title = `Ordering ${id}`
  await signUp(page)
  await createBook(page, { title, isPublic: true, allowCopy: true })
  const bookUrl = page.url()
  for (const name of ['Alpha', 'Beta', 'Gamma']) {
    await addPoint(page, { title: name, content: `About ${name}` })
    await page.getByRole('button', { name: 'Back' }).click()
  }

  // Explore finds it by title; the search and the order live in the address.
  await page.goto('/explore')
  await page.getByRole('searchbox', { name: 'Search books' }).fill(id)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${id}`))
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible()
  await page.getByRole('tab', { name: 'Most starred' }).click()
  await expect(page).toHaveURL(/sort=stars/)
  await expect(page.getByRole('tab', { name: 'Most starred' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search books' }).fill(`${id}-nothing-like-it`)
  await expect(page.getByText('No books match your search.')).toBeVisible()

  // A visitor reads it, and is asked to sign in to star, copy or write notes.
  const visit = await browser.newContext()
  const visitor = await visit.newPage()
  await visitor.goto(bookUrl)
  await visitor.getByRole('button', { name: /^Star/ }).click()
  const hint = visitor.getByRole('dialog', { name: 'Hint' })
  await expect(hint.getByText('Please log in first')).toBeVisible()
  await hint.getByRole('button', { name: 'Cancel' }).click()
  await expect(visitor.getByRole('button', { name: /^Star/ })).toHaveAttribute('aria-pressed', 'false')
  await visitor.getByRole('button', { name: 'Copy book' }).click()
  await expect(hint.getByText('Please log in first')).toBeVisible()
  await hint.getByRole('button', { name: 'Cancel' }).click()
  await visitor.getByRole('link', { name: /Alpha/ }).click()
  await expect(visitor.getByText('Sign in to keep private notes on this point.')).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'Edit' })).toHaveCount(0)
  await visit.close()

  // Reorder with the keyboard: Gamma moves up at once and stays there.
  await page.goto(bookUrl)
  await page.getByRole('link', { name: 'All points' }).click()
  const rows = page.getByRole('listitem').getByRole('link')
  await expect(rows).toHaveText(['Alpha', 'Beta', 'Gamma'])
  await dragWithKeyboard(page, 'Gamma', 'ArrowUp')
  await expect(rows).toHaveText(['Alpha', 'Gamma', 'Beta'])
  await page.reload()
  await expect(rows).toHaveText(['Alpha', 'Gamma', 'Beta'])

  // Edit a point, then delete another through the Hint.
  await rows.filter({ hasText: 'Alpha' }).click()
  await page.getByRole('link', { name: 'Edit' }).click()
  await expect(page).toHaveURL(/\/points\/[0-9a-f-]{36}\/edit$/)
  await page.getByLabel('Title', { exact: true }).fill('Alpha, revised')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Alpha, revised' })).toBeVisible()
  await page.getByLabel('New note').fill('A scratch note')
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByText('A scratch note')).toBeVisible()
  await page.getByRole('button', { name: 'Delete note' }).click()
  await confirmHint(page)
  await expect(page.getByText('No notes on this point yet.')).toBeVisible()
  await expect(page.getByText('A scratch note')).toHaveCount(0)
  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Gamma' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await confirmHint(page)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('link', { name: /Gamma/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Alpha, revised/ })).toBeVisible()

  // Delete the book: it leaves My books.
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('button', { name: 'Delete book' }).click()
  await confirmHint(page)
  await expect(page).toHaveURL(/\/mine$/)
  await expect(page.getByText('You have no books yet.')).toBeVisible()
  expectConsoleError(page, /404 \(Not Found\) \[.*\/(api\/)?books\//)
  await page.goto(bookUrl)
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible()
})
