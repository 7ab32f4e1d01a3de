import type { Page } from '@playwright/test'
import { apiAs, signUp } from './accounts'
import { tag } from './books'
import { expect, test } from './fixtures'

/** The search field this viewport shows: the top bar's on wide screens, the page's on phones. */
async function searchField(page: Page) {
  const topBar = page.getByRole('banner').getByRole('searchbox', { name: 'Search' })
  const icon = page.getByRole('banner').getByRole('link', { name: 'Search' })
  const onPage = page.getByRole('main').getByRole('searchbox', { name: 'Search' })
  // Whichever this page and viewport show, once the page has rendered.
  await expect(topBar.or(icon).or(onPage).first()).toBeVisible()
  if (await topBar.isVisible()) return topBar
  if (await onPage.isVisible()) return onPage
  await icon.click()
  await expect(page).toHaveURL(/\/search/)
  await expect(onPage).toBeVisible()
  return onPage
}

/** Types like a person (one key at a time), without pressing Enter. */
async function typeInto(page: Page, text: string) {
  const field = await searchField(page)
  await field.fill('')
  await field.pressSequentially(text, { delay: 40 })
}

const hit = (page: Page, title: string) => page.getByTestId('search-hit').filter({ hasText: title })

test('search finds words across scripts and kana, while typing, and only what the searcher may see', {
  tag: '@phone',
}, async ({ page, browser }) => {
  test.slow()
  const id = tag()
  const owner = await signUp(page)
  const book = await apiAs<{ id: string }>(page, 'POST', '/books', {
    title: `Search e2e ${id}`,
    visibility: 'public',
  })
  const add = (title: string, content: string, bookId = book.id) =>
    apiAs(page, 'POST', `/books/${bookId}/points`, { title, content })
  await add(`學習方法 ${id}`, '間隔重複是一種記憶技巧。')
  await add(`ひらがなの練習 ${id}`, 'あいうえおを毎日書く。')
  await add(`Photosynthesis ${id}`, 'The Calvin cycle fixes carbon.')

  // Simplified finds Traditional, the matched words marked.
  await page.goto('/')
  await typeInto(page, `学习方法 ${id}`)
  await expect(page).toHaveURL(/\/search\?q=/)
  const chinese = hit(page, `學習方法 ${id}`)
  await expect(chinese).toBeVisible()
  await expect(chinese.locator('mark').first()).toHaveText('學習方法')

  // Katakana finds hiragana.
  await typeInto(page, `ヒラガナ ${id}`)
  await expect(hit(page, `ひらがなの練習 ${id}`)).toBeVisible()
  await expect(hit(page, `學習方法 ${id}`)).toHaveCount(0)

  // Half a word shows the point while typing (no Enter).
  await typeInto(page, `${id} photosynth`)
  await expect(hit(page, `Photosynthesis ${id}`)).toBeVisible()
  await expect(hit(page, `Photosynthesis ${id}`).locator('mark', { hasText: /^photosynth$/i })).toBeVisible()

  // A tab per kind; the book is found in Books.
  await page.getByRole('tab', { name: 'Books' }).click()
  await expect(page).toHaveURL(/kind=book/)
  await typeInto(page, `search e2e ${id}`)
  await expect(hit(page, `Search e2e ${id}`)).toBeVisible()

  // A private book's point: not for a stranger, found by the person it is shared with.
  const secret = `zebracorn${id}`
  const privateBook = await apiAs<{ id: string }>(page, 'POST', '/books', {
    title: `Private ${id}`,
    visibility: 'private',
  })
  await add(`Secret ${secret}`, 'Only for members.', privateBook.id)

  const strangerContext = await browser.newContext()
  const stranger = await strangerContext.newPage()
  await signUp(stranger)
  await typeInto(stranger, secret)
  await expect(stranger.getByText(`Nothing found for “${secret}”`)).toBeVisible()
  await expect(hit(stranger, secret)).toHaveCount(0)

  const viewerContext = await browser.newContext()
  const viewerPage = await viewerContext.newPage()
  const viewer = await signUp(viewerPage)
  const viewerProfile = await (await viewerPage.request.get('/api/me')).json()
  await apiAs(page, 'PUT', `/books/${privateBook.id}/members/${viewerProfile.id}`, { role: 'viewer' })
  await typeInto(viewerPage, secret)
  await hit(viewerPage, secret).click()
  await expect(viewerPage.getByRole('heading', { level: 1, name: `Secret ${secret}` })).toBeVisible()
  expect(owner.username).not.toBe(viewer.username)

  // Searching within one book, from the book's page.
  await page.goto(`/books/${book.id}`)
  await page.getByRole('link', { name: 'Search in this book' }).click()
  await expect(page.getByText(`In Search e2e ${id}`)).toBeVisible()
  await typeInto(page, 'photosynthesis')
  await expect(hit(page, `Photosynthesis ${id}`)).toBeVisible()
  await expect(page.getByTestId('search-hit')).toHaveCount(1)

  await strangerContext.close()
  await viewerContext.close()
})

test('a stale answer never replaces a newer one, and / opens search on wide screens', async ({ page }) => {
  const id = tag()
  await signUp(page)
  const book = await apiAs<{ id: string }>(page, 'POST', '/books', {
    title: `Race ${id}`,
    visibility: 'public',
  })
  await apiAs(page, 'POST', `/books/${book.id}/points`, { title: `Alpha ${id}` })
  await apiAs(page, 'POST', `/books/${book.id}/points`, { title: `Omega ${id}` })
  // The first query's answer is held back until after the second one's has arrived.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const alpha = /\/api\/search\?.*alpha/i
  await page.route(alpha, async (route) => {
    await held
    // The page may have given up on it meanwhile (a newer search cancels an older one).
    await route.continue().catch(() => {})
  })
  await page.goto('/search')
  const field = page.locator('[data-search-field]:visible')
  const alphaAsked = page.waitForRequest(alpha)
  await field.fill(`alpha ${id}`)
  await alphaAsked
  // Answered late, or cancelled by the newer search: either way it must not show.
  const alphaSettled = Promise.race([
    page.waitForResponse(alpha),
    page.waitForEvent('requestfailed', (request) => alpha.test(request.url())),
  ])
  await field.fill(`omega ${id}`)
  await expect(hit(page, `Omega ${id}`)).toBeVisible()
  release()
  await alphaSettled
  await expect(hit(page, `Omega ${id}`)).toBeVisible()
  await expect(hit(page, `Alpha ${id}`)).toHaveCount(0)
  await expect(field).toHaveValue(`omega ${id}`)

  // The / key: on wide screens it puts the cursor in the top bar's field from any page.
  const viewport = page.viewportSize()
  if (viewport && viewport.width >= 640) {
    await page.goto('/explore')
    const topBarField = page.getByRole('banner').getByRole('searchbox', { name: 'Search' })
    await expect(topBarField).toBeVisible()
    await expect(page.getByRole('link', { name: `Race ${id}` })).toBeVisible()
    await page.keyboard.press('/')
    await expect(topBarField).toBeFocused()
    await page.keyboard.type('omega')
    await expect(page).toHaveURL(/\/search\?q=omega/)
  }
})

test('search opens on the first tab with results, counts each tab, and an empty tab points to the others', async ({
  page,
}) => {
  const id = tag()
  const me = await signUp(page)
  await apiAs(page, 'POST', '/posts', { kind: 'study', content: `Kapybara ${id} studies` })
  const tabs = page.getByRole('tablist', { name: 'Search' })
  const tab = (name: string, count: number) =>
    tabs.getByRole('tab', { name: new RegExp(`^${name}\\s*${count}$`) })

  // Only Posts has results: the page opens there, not on an empty Points tab.
  await page.goto('/')
  await typeInto(page, `kapybara ${id}`)
  await expect(hit(page, `Kapybara ${id} studies`)).toBeVisible()
  await expect(tab('Posts', 1)).toHaveAttribute('aria-selected', 'true')
  await expect(tab('Points', 0)).toHaveAttribute('aria-selected', 'false')
  await expect(tab('Books', 0)).toBeVisible()
  await expect(tab('People', 0)).toBeVisible()
  expect(new URL(page.url()).searchParams.get('kind')).toBeNull()

  // A tab the person chooses stays, even when empty, and says where the results are.
  await tab('Points', 0).click()
  await expect(page).toHaveURL(/kind=point/)
  await expect(page.getByText(`No points match “kapybara ${id}”.`)).toBeVisible()
  await expect(page.getByText(/Nothing found/)).toHaveCount(0)
  await page.reload()
  await expect(tab('Points', 0)).toHaveAttribute('aria-selected', 'true')
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Posts\s*1$/ })
    .click()
  await expect(page).toHaveURL(/kind=post/)
  await expect(hit(page, `Kapybara ${id} studies`)).toBeVisible()

  // New words keep the chosen tab; People is where this person is found.
  await typeInto(page, me.name)
  await expect(page.getByText(`No posts match “${me.name}”.`)).toBeVisible()
  await expect(tab('People', 1)).toBeVisible()

  // Words found nowhere still ask for other words.
  await page.goto(`/search?q=nowhere${id}`)
  await expect(page.getByText(`Nothing found for “nowhere${id}”`)).toBeVisible()
  await expect(tab('Points', 0)).toHaveAttribute('aria-selected', 'true')
})

test('values an address holds that a page does not know are dropped, not sent to the API', {
  tag: '@phone',
}, async ({ page }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/search')) asked.push(request.url())
  })
  // Only spaces: the search prompt, and nothing asked (it said "Search could not be reached").
  await page.goto('/search?q=%20%20%20')
  await expect(page.getByText('Type a word in any language')).toBeVisible()
  expect(asked).toEqual([])
  // An unknown tab or book: the search as if they were not there (they were 400s and a 404,
  // which the fixture fails on as console errors). Words no other test writes, so the tab is the
  // page's own first one, not whichever kind another worker's data happens to fill.
  const words = `nowhere${tag()}`
  await page.goto(`/search?q=${words}&kind=foo&book=zzz`)
  await expect(page.getByText(`Nothing found for “${words}”`)).toBeVisible()
  await expect(page.getByRole('tab', { name: /Points/ })).toHaveAttribute('aria-selected', 'true')
  expect(asked.every((url) => !url.includes('foo') && !url.includes('zzz'))).toBe(true)
  await page.goto('/posts?feed=bar&kind=foo')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('could not be')).toHaveCount(0)
})
