import type { Page } from '@playwright/test'
import { newUser, signUp } from './accounts'
import { addPoint, createBook, tag } from './books'
import { expect, test } from './fixtures'
import { sideways } from './layout'

// A 45-letter word with no place to break, as medical terms are.
const LONG = 'Pneumonoultramicroscopicsilicovolcanoconiosis'

/** How far a page reaches past the window's right edge, in px (0: it wraps as it should). */
async function sidewaysOverflow(page: Page, path: string): Promise<string | null> {
  await page.goto(path)
  // Not 'networkidle': a signed-in page holds its realtime stream open. Loaded means no spinner.
  await page.waitForLoadState('load')
  await expect(page.locator('.loading').filter({ visible: true })).toHaveCount(0)
  const spill = await sideways(page)
  return spill && `${path} ${spill}`
}

test.use({ viewport: { width: 390, height: 844 } })

test('long unbroken words wrap on every page at phone width, and each tab names its page', async ({
  page,
}) => {
  test.slow()
  const user = newUser('o')
  user.name = `${LONG}${LONG}`.slice(0, 50)
  await signUp(page, user)
  const title = `${LONG} ${tag()}${LONG}`.slice(0, 100)
  await createBook(page, { title, isPublic: true })
  const bookPath = new URL(page.url()).pathname
  await expect(page).toHaveTitle(`${title} · Pointbook`)

  await addPoint(page, {
    title: `${LONG}${LONG}`,
    content: `${LONG}${LONG}${LONG} \`${LONG}${LONG}\``,
    hiddenContent: `${LONG}${LONG}`,
    sectionTitle: `${LONG}${LONG}`,
  })
  await expect(page).toHaveTitle(`${LONG}${LONG} · ${title} · Pointbook`)
  const pointPath = new URL(page.url()).pathname
  await page.getByLabel('New note').fill(`Note${LONG}${LONG}`)
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByText(`Note${LONG}${LONG}`, { exact: true })).toBeVisible()
  await page.getByRole('button', { name: /Star/ }).first().click()

  const me = await page.evaluate(() => fetch('/api/me').then((r) => r.json()))
  const timer = await page.evaluate(
    (name) =>
      fetch('/api/timers', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, days: 3 }),
      }).then((r) => r.status),
    LONG,
  )
  expect(timer).toBe(201)
  const overflowing: string[] = []
  for (const path of [
    '/',
    '/explore',
    '/mine',
    bookPath,
    `${bookPath}/points`,
    `${bookPath}/setting`,
    pointPath,
    `${pointPath}/edit`,
    `/id/${me.id}`,
    '/stars',
    '/setting',
    '/timers',
    '/timers/new',
    '/notifications',
    '/badges',
  ]) {
    const problem = await sidewaysOverflow(page, path)
    if (problem) overflowing.push(problem)
  }
  expect(overflowing).toEqual([])

  // A page without one subject is named by its page name.
  await page.goto('/explore')
  await expect(page).toHaveTitle('Explore · Pointbook')
})
