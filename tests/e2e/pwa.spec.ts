import { expect, expectConsoleError, test } from './fixtures'

// The only journeys with the service worker on (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

test('after one visit the app opens offline with its offline state, and no API answer is ever cached', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Explore' }).first()).toBeVisible()
  // Installed and in control once it has precached the build.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })

  await context.setOffline(true)
  // Offline, the page's own API calls fail, and the browser says so.
  expectConsoleError(page, /ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/)
  await page.reload()
  await expect(page.getByText('You are offline', { exact: false }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Explore' }).first()).toBeVisible()
  await page.getByRole('link', { name: 'Explore' }).first().click()
  await expect(page).toHaveURL(/\/explore/)

  const cachedApi = await page.evaluate(async () => {
    const paths: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname)
    return { total: paths.length, api: paths.filter((path) => path.startsWith('/api/')) }
  })
  expect(cachedApi.total).toBeGreaterThan(10)
  expect(cachedApi.api).toEqual([])
  await context.setOffline(false)
})

test('the manifest makes the app installable: standalone, with its icons', async ({ page }) => {
  await page.goto('/')
  const href = await page.locator('link[rel=manifest]').getAttribute('href')
  const manifest = await (await page.request.get(href ?? '')).json()
  expect(manifest).toMatchObject({ name: 'Pointbook', display: 'standalone', start_url: '/' })
  for (const icon of manifest.icons as { src: string }[])
    expect((await page.request.get(icon.src)).status(), icon.src).toBe(200)
})
