import { expect, type Page } from '@playwright/test'

export interface PointFields {
  title: string
  content?: string
  hiddenContent?: string
  sectionTitle?: string
}

/** A unique, slug-safe tag for names in one run (the e2e database is shared by all tests). */
export function tag(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

type NewBook = { title: string; slug?: string; isPublic?: boolean; allowCopy?: boolean }

/**
 * Creates a book over the API as /explore/new does, and opens its page; returns its slug (the
 * words given, or the title's, and the book's own ending: decision 007). For journeys whose
 * subject is what comes after; books.spec.ts creates one through the page (`createBookThroughPage`).
 */
export async function createBook(page: Page, book: NewBook): Promise<string> {
  const made = await page.request.post('/api/books', {
    headers: { Origin: `http://127.0.0.1:${process.env.E2E_PORT}` },
    data: {
      title: book.title,
      visibility: book.isPublic ? 'public' : 'private',
      allowCopy: Boolean(book.allowCopy),
      ...(book.slug ? { slug: book.slug } : {}),
    },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const { slug } = (await made.json()) as { slug: string }
  await page.goto(`/books/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible()
  if (book.slug) expect(slug).toMatch(new RegExp(`^${book.slug}-[a-z0-9]{6}$`))
  return slug
}

/** Creates a book through /explore/new and lands on its page; returns its slug. */
export async function createBookThroughPage(page: Page, book: NewBook): Promise<string> {
  await page.goto('/explore/new')
  await page.getByLabel('Title').fill(book.title)
  if (book.isPublic) await page.getByRole('radio', { name: /Public/ }).check()
  if (book.allowCopy) await page.getByRole('checkbox', { name: /Allow copying/ }).check()
  if (book.slug) await page.getByLabel('Link (optional)').fill(book.slug)
  await page.getByRole('button', { name: 'Create book' }).click()
  await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible()
  if (book.slug) await expect(page).toHaveURL(new RegExp(`/books/${book.slug}-[a-z0-9]{6}$`))
  return new URL(page.url()).pathname.split('/')[2] ?? ''
}

/** Fills the point form (on /books/{id}/new or a point's edit page). */
export async function fillPoint(page: Page, point: PointFields) {
  await page.getByLabel('Title', { exact: true }).fill(point.title)
  if (point.content) await page.getByLabel('Content', { exact: true }).fill(point.content)
  if (point.hiddenContent) await page.getByLabel('Hidden content').fill(point.hiddenContent)
  if (point.sectionTitle) await page.getByLabel('Section', { exact: true }).fill(point.sectionTitle)
}

/** From a book's page: "Add point", fill, save, and land on the new point. */
export async function addPoint(page: Page, point: PointFields) {
  await page.getByRole('link', { name: 'Add point' }).click()
  await fillPoint(page, point)
  await page.getByRole('button', { name: 'Add point' }).click()
  await expect(page.getByRole('heading', { level: 1, name: point.title })).toBeVisible()
  await expect(page).toHaveURL(/\/points\/[0-9a-f-]{36}$/)
}

/** A tab of the main navigation, whichever of the dock or the rail this viewport shows. */
export function tab(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true })
}

/** Confirm in the "Hint" dialog. */
export async function confirmHint(page: Page) {
  await page.getByRole('dialog', { name: 'Hint' }).getByRole('button', { name: 'Confirm' }).click()
}

/**
 * Moves a point one place with the keyboard, as a screen-reader user would: pick it up with
 * Space, wait until its place is announced, press the arrow, wait for the new place, drop it.
 */
export async function dragWithKeyboard(page: Page, title: string, key: 'ArrowUp' | 'ArrowDown') {
  const live = page.locator('[id^="DndLiveRegion"]')
  await page.getByRole('button', { name: `Drag “${title}”` }).focus()
  await page.keyboard.press('Space')
  await expect(live).toContainText(`“${title}” is at place`)
  const before = (await live.textContent()) ?? ''
  // dnd-kit's keyboard sensor starts listening a task after the pick-up is announced: under load
  // an arrow pressed in between is lost, so it is pressed again until the move is announced.
  await expect(async () => {
    await page.keyboard.press(key)
    await expect(live).not.toHaveText(before, { timeout: 2_000 })
  }).toPass({ timeout: 10_000 })
  await page.keyboard.press('Space')
  await expect(live).toContainText(`Dropped “${title}”`)
}
