import type { Locator, Page } from '@playwright/test'
import { apiAs, signUp } from './accounts'
import { createBook, dragWithKeyboard, fillPoint, tag } from './books'
import { expect, expectToast, test } from './fixtures'
import { holdAnswers } from './network'

/** The titles of the points under each section heading of /books/{id}/points, in order. */
async function outline(page: Page) {
  return page.locator('main section').evaluateAll((sections) =>
    sections.map((section) => {
      const heading = section.querySelector('h2')?.textContent ?? ''
      const titles = [...section.querySelectorAll('ol > li a')].map((a) => a.textContent ?? '')
      return `${heading}: ${titles.join(', ')}`
    }),
  )
}

/**
 * Picks a point up with Space, checks the place announced, then presses each key and checks the
 * place it announces. dnd-kit's keyboard sensor starts listening a task after the pick-up: the
 * first arrow is pressed again until something is announced (as dragWithKeyboard does).
 */
async function moveWithKeyboard(page: Page, title: string, from: string, steps: [string, string][]) {
  const live = page.locator('[id^="DndLiveRegion"]')
  await page.getByRole('button', { name: `Drag “${title}”` }).focus()
  await page.keyboard.press('Space')
  await expect(live).toHaveText(`“${title}” is at ${from}.`)
  for (const [index, [key, announced]] of steps.entries()) {
    if (index === 0) {
      await expect(async () => {
        await page.keyboard.press(key)
        await expect(live).not.toHaveText(`“${title}” is at ${from}.`, { timeout: 2_000 })
      }).toPass({ timeout: 10_000 })
    } else {
      await page.keyboard.press(key)
    }
    await expect(live).toHaveText(announced)
  }
}

async function dragWithPointer(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error('not on screen')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 })
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 12 })
  await page.mouse.up()
}

test('sections stay together as points are added, dragged, moved and renamed', async ({ page }) => {
  test.slow()
  await signUp(page)
  await createBook(page, { title: `Pharmacology basics ${tag()}` })
  const bookUrl = page.url()

  // Save and add another keeps the section and clears the rest.
  await page.getByRole('link', { name: 'Add point' }).first().click()
  await fillPoint(page, { title: 'Heart', hiddenContent: 'Four chambers', sectionTitle: 'Physiology' })
  await page.getByRole('button', { name: 'Save and add another' }).click()
  await expectToast(page, 'Point added')
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('Title', { exact: true })).toBeFocused()
  await expect(page.getByLabel('Hidden content')).toHaveValue('')
  await expect(page.getByLabel('Section', { exact: true })).toHaveValue('Physiology')
  await fillPoint(page, { title: 'Lungs' })
  await page.getByRole('button', { name: 'Save and add another' }).click()
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('')
  await fillPoint(page, { title: 'Aspirin', sectionTitle: 'Pharmacology' })
  await page.getByRole('button', { name: 'Save and add another' }).click()
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('')
  // A point added with a title the book has joins that section, not the end of the book.
  await fillPoint(page, { title: 'Kidney', sectionTitle: 'Physiology' })
  await page.getByRole('button', { name: 'Add point', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Kidney' })).toBeVisible()
  await expect(page.getByText('3 of 4')).toBeVisible()

  // ← and → step through the book, from the moment the point shows (the Previous and Next row,
  // rendered after the page's first commit, may not be there yet); Space reveals; keys typed into
  // a field stay there.
  // → and at once ←, while the next point is still on its way: the ← is not taken as the shown
  // point's (it went to Lungs, the one before Kidney).
  const points = /\/api\/points\//
  const release = await holdAnswers(page, points)
  const asked = page.waitForRequest(points)
  await page.keyboard.press('ArrowRight')
  await asked
  await page.keyboard.press('ArrowLeft')
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Aspirin' })).toBeVisible()
  for (const name of ['Kidney', 'Lungs', 'Heart']) {
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  }
  await expect(page.getByText('Four chambers')).toBeHidden()
  await page.keyboard.press('Space')
  await expect(page.getByText('Four chambers')).toBeVisible()
  await page.getByLabel('New note').fill('x')
  await page.getByLabel('New note').press('ArrowRight')
  await page.getByLabel('New note').press('Space')
  await expect(page.getByRole('heading', { level: 1, name: 'Heart' })).toBeVisible()

  // The full list, by section; drag Heart down one place with the keyboard.
  await page.goto(`${bookUrl}/points`)
  await expect
    .poll(() => outline(page))
    .toEqual(['Physiology: Heart, Lungs, Kidney', 'Pharmacology: Aspirin'])
  await dragWithKeyboard(page, 'Heart', 'ArrowDown')
  await expect
    .poll(() => outline(page))
    .toEqual(['Physiology: Lungs, Heart, Kidney', 'Pharmacology: Aspirin'])
  await page.reload()
  await expect
    .poll(() => outline(page))
    .toEqual(['Physiology: Lungs, Heart, Kidney', 'Pharmacology: Aspirin'])

  // With the pointer, from one section into another.
  const row = (title: string) => page.locator('main ol > li').filter({ hasText: title })
  await dragWithPointer(page, page.getByRole('button', { name: 'Drag “Aspirin”' }), row('Heart'))
  await expect.poll(() => outline(page)).toEqual(['Physiology: Lungs, Aspirin, Heart, Kidney'])
  await page.reload()
  await expect.poll(() => outline(page)).toEqual(['Physiology: Lungs, Aspirin, Heart, Kidney'])

  // Move to section: the end of another section, or a new one; the focus stays on the moved
  // row's menu button, and the toast says where it went.
  const folder = (title: string) => page.getByRole('button', { name: `Move “${title}” to another section` })
  await folder('Aspirin').click()
  await row('Aspirin').getByPlaceholder('Or a new section').fill('Pharmacology')
  await row('Aspirin').getByRole('button', { name: 'Move', exact: true }).click()
  await expectToast(page, 'Moved “Aspirin” to place 1 of 1 in Pharmacology.')
  await expect(folder('Aspirin')).toBeFocused()
  await expect(folder('Aspirin')).toHaveAttribute('aria-expanded', 'false')
  // The menu closes on Escape (focus back on its button), on a click elsewhere and when another
  // row's opens: it stayed open over the rows below, whose buttons it covered.
  const lungsMenu = row('Lungs').getByRole('menu')
  await folder('Lungs').click()
  await expect(lungsMenu.getByRole('menuitem', { name: 'Pharmacology' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(lungsMenu).toBeHidden()
  await expect(folder('Lungs')).toBeFocused()
  await folder('Lungs').click()
  await page.getByRole('heading', { name: 'Physiology', exact: true }).click()
  await expect(lungsMenu).toBeHidden()
  // Heart's menu opens over the rows below it; Lungs, above, opens its own in its place.
  await folder('Heart').click()
  await folder('Lungs').click()
  await expect(row('Heart').getByRole('menu')).toBeHidden()
  await lungsMenu.getByRole('menuitem', { name: 'Pharmacology' }).click()
  await expect(folder('Lungs')).toBeFocused()
  await expect
    .poll(() => outline(page))
    .toEqual(['Physiology: Heart, Kidney', 'Pharmacology: Aspirin, Lungs'])

  // On a phone, the menu of a row just above the tab dock opens upwards, clear of the dock (it
  // opened under it, its field and Move button out of reach).
  const dock = page.locator('nav.dock')
  if (await dock.isVisible()) {
    await page.setViewportSize({ width: 390, height: 560 })
    const lungs = row('Lungs')
    await lungs.evaluate((element) => {
      const dockTop = document.querySelector('nav.dock')?.getBoundingClientRect().top ?? innerHeight
      window.scrollBy(0, element.getBoundingClientRect().bottom - dockTop + 2)
    })
    await page.getByLabel('Move “Lungs” to another section').click()
    const move = lungs.getByRole('button', { name: 'Move', exact: true })
    await expect(move).toBeVisible()
    const [moveBox, dockBox] = [await move.boundingBox(), await dock.boundingBox()]
    expect((moveBox?.y ?? 0) + (moveBox?.height ?? 0)).toBeLessThanOrEqual(dockBox?.y ?? 0)
    await page.getByLabel('Move “Lungs” to another section').click()
    await page.setViewportSize({ width: 390, height: 844 })
  }

  // Sections are reordered and renamed in one place.
  await page.getByText('Sections', { exact: true }).click()
  await page.getByRole('button', { name: 'Move section “Pharmacology” up' }).click()
  await expect
    .poll(() => outline(page))
    .toEqual(['Pharmacology: Aspirin, Lungs', 'Physiology: Heart, Kidney'])
  await page.getByRole('button', { name: 'Edit section “Physiology”' }).click()
  await expect(page.getByLabel('Section title')).toBeFocused()
  await page.getByLabel('Section title').fill('Human physiology')
  await page.getByLabel('Section description').fill('How the body works')
  await page.getByRole('button', { name: 'Save' }).click()
  await expectToast(page, 'Section saved')
  await expect(page.getByRole('button', { name: 'Edit section “Human physiology”' })).toBeFocused()
  await expect.poll(() => outline(page)).toContain('Human physiology: Heart, Kidney')
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

  // Giving a section another's title, in any case, merges the two: asked first; Cancel keeps both.
  await page.getByRole('button', { name: 'Edit section “Pharmacology”' }).click()
  await page.getByLabel('Section title').fill('human PHYSIOLOGY')
  await page.getByRole('button', { name: 'Save' }).click()
  const hint = page.getByRole('dialog', { name: 'Hint' })
  await expect(hint).toContainText(
    '“Pharmacology” and its 2 points will join “Human physiology”. Merge them?',
  )
  await hint.getByRole('button', { name: 'Cancel' }).click()
  await expect(hint).toBeHidden()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect
    .poll(() => outline(page))
    .toEqual(['Pharmacology: Aspirin, Lungs', 'Human physiology: Heart, Kidney'])

  // The book page reads the same.
  await page.goto(bookUrl)
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Pharmacology', 'Human physiology'])
  await expect(page.getByText('How the body works')).toBeVisible()
})

test('with the keyboard, a point moves one place per arrow across sections, into an emptied one and the points without a section, and is saved where announced', async ({
  page,
}) => {
  test.slow()
  await signUp(page)
  const book = await apiAs<{ id: string }>(page, 'POST', '/books', { title: `Keyboard moves ${tag()}` })
  for (const [title, sectionTitle] of [
    ['Heart', 'Physiology'],
    ['Lungs', 'Physiology'],
    ['Aspirin', 'Pharmacology'],
    ['Glossary', ''],
  ]) {
    await apiAs(page, 'POST', `/books/${book.id}/points`, { title, sectionTitle })
  }
  await page.goto(`/books/${book.id}/points`)
  const before = ['Physiology: Heart, Lungs', 'Pharmacology: Aspirin', 'Other points: Glossary']
  await expect.poll(() => outline(page)).toEqual(before)
  const handle = (title: string) => page.getByRole('button', { name: `Drag “${title}”` })

  // Aspirin, alone in its section, up into the end of Physiology; Pharmacology stays, empty, to
  // come back to; then down one place at a time to the points without a section.
  const at = (place: string) => `“Aspirin” is at ${place}.`
  await moveWithKeyboard(page, 'Aspirin', 'place 1 of 1 in Pharmacology', [
    ['ArrowUp', at('place 3 of 3 in Physiology')],
  ])
  await expect
    .poll(() => outline(page))
    .toEqual(['Physiology: Heart, Lungs, Aspirin', 'Pharmacology: ', 'Other points: Glossary'])
  const live = page.locator('[id^="DndLiveRegion"]')
  const steps: [string, string][] = [
    ['ArrowUp', 'place 2 of 3 in Physiology'],
    ['ArrowDown', 'place 3 of 3 in Physiology'],
    ['ArrowDown', 'place 1 of 1 in Pharmacology'],
    ['ArrowDown', 'place 1 of 2 in Other points'],
    ['ArrowDown', 'place 2 of 2 in Other points'],
    ['ArrowDown', 'place 2 of 2 in Other points'],
    ['ArrowUp', 'place 1 of 2 in Other points'],
  ]
  for (const [key, place] of steps) {
    await page.keyboard.press(key)
    await expect(live).toHaveText(at(place))
  }
  await expect
    .poll(() => outline(page))
    .toEqual(['Physiology: Heart, Lungs', 'Pharmacology: ', 'Other points: Aspirin, Glossary'])
  await page.keyboard.press('Space')
  await expect(live).toHaveText('Dropped “Aspirin” at place 1 of 2 in Other points.')
  await expect(handle('Aspirin')).toBeFocused()
  const moved = ['Physiology: Heart, Lungs', 'Other points: Aspirin, Glossary']
  await expect.poll(() => outline(page)).toEqual(moved)
  await page.reload()
  await expect.poll(() => outline(page)).toEqual(moved)

  // From the last place of one section to the first of the next.
  await moveWithKeyboard(page, 'Heart', 'place 1 of 2 in Physiology', [
    ['ArrowDown', '“Heart” is at place 2 of 2 in Physiology.'],
    ['ArrowDown', '“Heart” is at place 1 of 3 in Other points.'],
  ])
  await page.keyboard.press('Space')
  await expect(live).toHaveText('Dropped “Heart” at place 1 of 3 in Other points.')
  const dropped = ['Physiology: Lungs', 'Other points: Heart, Aspirin, Glossary']
  await expect.poll(() => outline(page)).toEqual(dropped)
  await page.reload()
  await expect.poll(() => outline(page)).toEqual(dropped)

  // Escape puts the point back and says where.
  await moveWithKeyboard(page, 'Glossary', 'place 3 of 3 in Other points', [
    ['ArrowUp', '“Glossary” is at place 2 of 3 in Other points.'],
    ['ArrowUp', '“Glossary” is at place 1 of 3 in Other points.'],
    ['ArrowUp', '“Glossary” is at place 2 of 2 in Physiology.'],
  ])
  await page.keyboard.press('Escape')
  await expect(live).toHaveText(
    'Moving “Glossary” was cancelled; it is back at place 3 of 3 in Other points.',
  )
  await expect(handle('Glossary')).toBeFocused()
  await expect.poll(() => outline(page)).toEqual(dropped)
  await page.reload()
  await expect.poll(() => outline(page)).toEqual(dropped)
})

test('a merged section takes the description of the one it joins, and the focus goes to that one', async ({
  page,
}) => {
  await signUp(page)
  const book = await apiAs<{ id: string }>(page, 'POST', '/books', { title: `Merges ${tag()}` })
  await apiAs(page, 'POST', `/books/${book.id}/points`, {
    title: 'Alpha',
    sectionTitle: 'Plants',
    sectionDescription: 'About plants',
  })
  const beta = await apiAs<{ id: string }>(page, 'POST', `/books/${book.id}/points`, {
    title: 'Beta',
    sectionTitle: 'Animals',
    sectionDescription: 'About animals',
  })
  await page.goto(`/books/${book.id}/points`)
  await expect.poll(() => outline(page)).toEqual(['Plants: Alpha', 'Animals: Beta'])
  // A row's menu left open closes as the Sections panel opens: it stayed open under it.
  const folder = page.getByRole('button', { name: 'Move “Alpha” to another section' })
  await folder.click()
  await expect(page.getByRole('menuitem', { name: 'Animals' })).toBeVisible()
  await page.getByText('Sections', { exact: true }).click()
  await expect(page.getByRole('menuitem', { name: 'Animals' })).toBeHidden()
  await expect(folder).toHaveAttribute('aria-expanded', 'false')

  await page.getByRole('button', { name: 'Edit section “Animals”' }).click()
  await expect(page.getByLabel('Section title')).toBeFocused()
  await page.getByLabel('Section title').fill('plants')
  await page.getByRole('button', { name: 'Save' }).click()
  const hint = page.getByRole('dialog', { name: 'Hint' })
  await expect(hint).toContainText('“Animals” and its 1 point will join “Plants”. Merge them?')
  await hint.getByRole('button', { name: 'Confirm' }).click()
  await expectToast(page, 'Section saved')
  await expect(page.getByRole('button', { name: 'Edit section “Plants”' })).toBeFocused()
  await expect.poll(() => outline(page)).toEqual(['Plants: Alpha, Beta'])
  await expect(page.getByText('About plants')).toBeVisible()
  const moved = await page.request.get(`/api/points/${beta.id}`)
  expect(await moved.json()).toMatchObject({ sectionTitle: 'Plants', sectionDescription: 'About plants' })
})
