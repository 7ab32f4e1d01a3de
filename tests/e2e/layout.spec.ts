import { signUp } from './accounts'
import { expect, expectConsoleError, test } from './fixtures'

const TABS = [
  { name: 'Stars', path: '/stars' },
  { name: 'Timers', path: '/timers' },
  { name: 'Posts', path: '/posts' },
  { name: 'Mine', path: '/mine' },
  { name: 'Notifications', path: '/notifications' },
]

test('moves across the five tabs, the active one with a filled icon', async ({ page }) => {
  await page.goto('/stars')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const tab of TABS) {
    await nav.getByRole('link', { name: tab.name }).click()
    await expect(page).toHaveURL(new RegExp(`${tab.path}$`))
    await expect(page.getByTestId('page-title')).toHaveText(tab.name)
    const active = nav.getByRole('link', { name: tab.name })
    await expect(active).toHaveAttribute('aria-current', 'page')
    await expect(active.locator('svg')).toHaveAttribute('data-icon', 'solid')
    for (const other of TABS.filter((t) => t !== tab)) {
      await expect(nav.getByRole('link', { name: other.name }).locator('svg')).toHaveAttribute(
        'data-icon',
        'outline',
      )
    }
  }
})

test('a tab opens its page as it was left: the feed and filter chosen', async ({ page }) => {
  await page.goto('/posts?feed=everyone&kind=study')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Stars' }).click()
  await expect(page).toHaveURL(/\/stars$/)
  await nav.getByRole('link', { name: 'Posts' }).click()
  await expect(page).toHaveURL(/\/posts\?feed=everyone&kind=study$/)
  await expect(page.getByRole('tab', { name: 'Everyone' })).toHaveAttribute('aria-selected', 'true')
})

test('inner pages light their tab and keep Back: a post Posts, my own profile Mine', async ({
  page,
  browser,
}) => {
  await signUp(page)
  const origin = new URL(page.url()).origin
  const created = await page.request.post('/api/posts', {
    data: { kind: 'life', content: 'Active tab check' },
    headers: { Origin: origin },
  })
  expect(created.ok()).toBe(true)
  const post = (await created.json()) as { slug: string }
  const me = (await (await page.request.get('/api/me')).json()) as { id: string }
  const nav = page.getByRole('navigation', { name: 'Main' })
  const activeTab = nav.locator('[aria-current="page"]')

  await page.goto(`/posts/${post.slug}`)
  await expect(page.getByText('Active tab check')).toBeVisible()
  await expect(activeTab).toHaveAccessibleName('Posts')
  await expect(activeTab.locator('svg')).toHaveAttribute('data-icon', 'solid')
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible()

  await page.goto(`/id/${me.id}`)
  await expect(page.getByTestId('page-title')).toHaveText('Profile')
  await expect(activeTab).toHaveAccessibleName('Mine')
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible()

  // Someone else's profile (here, seen by a visitor) belongs to no tab.
  const visitor = await browser.newContext()
  const other = await visitor.newPage()
  await other.goto(`/id/${me.id}`)
  await expect(other.getByTestId('page-title')).toHaveText('Profile')
  await expect(
    other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Posts' }),
  ).toBeVisible()
  await expect(other.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]')).toHaveCount(
    0,
  )
  await visitor.close()
})

test('shows the dock on phones and the side rail on wide screens', async ({ page, isMobile }) => {
  await page.goto('/posts')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const box = await nav.boundingBox()
  const viewport = page.viewportSize()
  if (!box || !viewport) throw new Error('no layout')
  if (isMobile) expect(box.y + box.height).toBeCloseTo(viewport.height, 0)
  else expect(box.x).toBeLessThan(100)
})

// The console watch of every test (fixtures.ts) checks that these log nothing but the browser's
// note of the page's own 404 status (no API call fails, no script error).
test('an invalid address shows the not-found page, with status 404', async ({ page }) => {
  for (const path of ['/points/not-a-valid-id', '/id/not-a-valid-id', '/books/not_a_slug!']) {
    expectConsoleError(page, new RegExp(`404 \\(Not Found\\) \\[[^\\]]*${path.replace(/[!]/g, '\\$&')}\\]`))
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible()
    await expect(page.getByText('This content has been deleted or banned')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  }
})

test('a path that matches nothing shows Page Not Found and the path, with status 404', async ({ page }) => {
  expectConsoleError(page, /404 \(Not Found\) \[[^\]]*\/no\/such\/page\]/)
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByText('/no/such/page')).toBeVisible()
  // The browser tab names it too, as every page names itself.
  await expect(page).toHaveTitle('Page Not Found · Pointbook')
})

test('inner pages go back; top pages show the avatar', async ({ page }) => {
  await page.goto('/posts')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
  await page.goto('/')
  await page.getByRole('link', { name: 'Explore books' }).click()
  await expect(page.getByTestId('page-title')).toHaveText('Explore')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId('page-title')).toHaveText('Home')
})

test('Back with no history in the app goes home', async ({ page }) => {
  await page.goto('/explore/new')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('navigation starts the next page at the top', async ({ page }) => {
  await page.goto('/stars')
  await expect(page.getByTestId('page-title')).toHaveText('Stars')
  // Make the page long enough to scroll, then scroll far down.
  await page.evaluate(() => {
    const filler = document.createElement('div')
    filler.style.height = '4000px'
    document.querySelector('main')?.append(filler)
    window.scrollTo(0, 3000)
  })
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Timers' }).click()
  await expect(page).toHaveURL(/\/timers$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
