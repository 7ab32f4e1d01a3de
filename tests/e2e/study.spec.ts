import type { Page } from '@playwright/test'
import { apiAs, signUp } from './accounts'
import { tag } from './books'
import { expect, expectToast, test } from './fixtures'

const card = (page: Page) => page.getByTestId('study-card')
const intervals = (page: Page) => page.getByTestId('interval').allTextContents()

/** Space shows the answer (it is hidden until then); a digit rates it. */
async function rateWithKeys(page: Page, key: '1' | '2' | '3' | '4') {
  const answer = page.getByTestId('study-answer')
  await expect(answer).toBeHidden()
  await page.keyboard.press('Space')
  await expect(answer).toBeVisible()
  await page.keyboard.press(key)
}

test('study a public book: rate with keys and by touch, undo, finish, see the day on the heatmap and an exam’s pace', async ({
  page,
  browser,
}) => {
  test.slow()
  const id = tag()
  const titles = Array.from({ length: 7 }, (_, index) => `Organelle ${index + 1} ${id}`)

  // Someone else's public book of seven points.
  const authorContext = await browser.newContext()
  const author = await authorContext.newPage()
  await signUp(author)
  const book = await apiAs<{ id: string; slug: string }>(author, 'POST', '/books', {
    title: `Cell biology ${id}`,
    visibility: 'public',
  })
  for (const [index, title] of titles.entries())
    await apiAs(author, 'POST', `/books/${book.id}/points`, {
      title,
      content: `What does organelle ${index + 1} do?`,
      hiddenContent: `Answer ${index + 1}`,
    })
  await authorContext.close()

  // Six new points a day, so the session ends.
  await signUp(page)
  await apiAs(page, 'PATCH', '/study/settings', { newPerDay: 6 })
  await page.goto(`/books/${book.slug}`)
  await page.getByRole('button', { name: 'Study this book' }).click()
  await expectToast(page, 'Added to your study list')
  const study = page.getByTestId('book-study').getByRole('link', { name: /^Study/ })
  await expect(study).toContainText('7 new')
  await study.click()
  await expect(page).toHaveURL(new RegExp(`/study\\?bookId=${book.id}$`))
  await expect(page.getByTestId('count-new')).toHaveText('6')

  // A new card: its intervals, then Again.
  await expect(card(page).getByRole('heading', { level: 1 })).toHaveText(titles[0] ?? '')
  await page.keyboard.press('Space')
  await expect(page.getByText('Answer 1', { exact: true })).toBeVisible()
  const fresh = await intervals(page)
  // Anki's labels: minutes for the learning steps, days for Easy.
  expect(fresh).toHaveLength(4)
  expect(fresh[0]).toMatch(/^<?1m$/)
  expect(fresh[3]).toMatch(/^\d+d$/)
  await page.keyboard.press('1')

  // Four more with the keyboard, the sixth by touch (or click).
  for (const title of titles.slice(1, 5)) {
    await expect(card(page).getByRole('heading', { level: 1 })).toHaveText(title)
    await rateWithKeys(page, '3')
  }
  await expect(card(page).getByRole('heading', { level: 1 })).toHaveText(titles[5] ?? '')
  const isTouch = test.info().project.use.hasTouch
  const showAnswer = page.getByRole('button', { name: 'Show answer' })
  const good = page.getByRole('button', { name: /^Good/ })
  if (isTouch) await showAnswer.tap()
  else await showAnswer.click()
  if (isTouch) await good.tap()
  else await good.click()
  await expect(page.getByTestId('done-count')).toHaveText('6 done')

  // Undo: the sixth card is back first, and rated again.
  await page.keyboard.press('z')
  await expectToast(page, 'Rating undone')
  await expect(card(page).getByRole('heading', { level: 1 })).toHaveText(titles[5] ?? '')
  await expect(page.getByTestId('done-count')).toHaveText('5 done')
  await rateWithKeys(page, '3')

  // The learning cards come back; the one rated Again offers other intervals than a new card.
  let sawAgain = false
  for (let shown = 0; shown < 12; shown++) {
    const heading = card(page).getByRole('heading', { level: 1 })
    const finished = page.getByTestId('study-finished')
    await expect(heading.or(finished)).toBeVisible()
    if (await finished.isVisible()) break
    const title = await heading.textContent()
    await page.keyboard.press('Space')
    await expect(page.getByTestId('interval')).toHaveCount(4)
    if (title === titles[0]) {
      sawAgain = true
      expect(await intervals(page)).not.toEqual(fresh)
    }
    await page.keyboard.press('4')
    await expect(heading.or(finished)).not.toHaveText(title ?? '')
  }
  expect(sawAgain).toBe(true)

  const finished = page.getByTestId('study-finished')
  await expect(finished.getByRole('heading', { name: 'Done for now' })).toBeVisible()
  await expect(finished.getByTestId('rated-again')).toHaveText('1')
  await expect(finished.getByTestId('rated-good')).toHaveText('5')
  await expect(finished).toContainText(/You reviewed \d+ cards\./)
  // The seventh new point waits for tomorrow, held back by the daily limit, and the page says so.
  await expect(finished.getByTestId('limit-reached')).toContainText(
    'More cards are waiting, held back by your daily limits: they come tomorrow.',
  )

  // On /mine, today's square of the heatmap is filled.
  await page.getByRole('link', { name: 'Back to Mine' }).click()
  await expect(page).toHaveURL(/\/mine$/)
  const today = page.getByTestId('heatmap').locator('[data-today]')
  await expect(today).toHaveCount(1)
  await expect(today).toHaveAttribute('data-count', /^[1-9]\d*$/)
  await expect(today).toHaveAttribute('aria-label', /^\d{4}-\d{2}-\d{2}: \d+ reviews$/)
  await expect(page.getByTestId('study-books')).toContainText(`Cell biology ${id}`)

  // A timer linked to the book shows the pace its unseen points ask for.
  await page.goto('/timers/new')
  await page.getByLabel('Name').fill(`Cell exam ${id}`)
  await page.getByLabel('Days', { exact: true }).fill('7')
  await page.getByRole('checkbox', { name: `Cell biology ${id}` }).check()
  await page.getByRole('button', { name: 'Start the countdown' }).click()
  await expectToast(page, 'Timer started')
  const timer = page.getByTestId('timer').filter({ hasText: `Cell exam ${id}` })
  await expect(timer.getByRole('link', { name: `Cell biology ${id}` })).toBeVisible()
  await expect(timer.getByTestId('timer-pace')).toContainText(/\d+ new points? a day/)
})
