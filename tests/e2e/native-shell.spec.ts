import { fillSignUp, linkFor, newUser, signUpThroughPage } from './accounts'
import { createBookThroughPage, tag } from './books'
import { expect, expectConsoleError, expectToast, test } from './fixtures'
import { bridgeState, fireNative, setBridge, useTestBridge } from './native-bridge'

// The built web app as the native shell runs it: a test bridge reports the android platform, so
// the real adapter (src/web/native) and the real Capacitor plugin packages run in Chromium.
test.beforeEach(async ({ page }) => {
  await useTestBridge(page)
})

test('the back button goes back through the pages, and minimizes the app with no history', async ({
  page,
}) => {
  await page.goto('/')
  await fireNative(page, 'App', 'backButton')
  await expect.poll(async () => (await bridgeState(page)).minimized).toBe(1)
  await expect(page).toHaveURL(/\/$/)

  await page.getByRole('link', { name: 'Explore' }).first().click()
  await expect(page).toHaveURL(/\/explore/)
  await fireNative(page, 'App', 'backButton')
  await expect(page).toHaveURL(/\/$/)
  expect((await bridgeState(page)).minimized).toBe(1)
})

test('pausing closes the live stream and resuming reopens it and reloads the unread count', async ({
  page,
}) => {
  const stream = () => page.waitForRequest((request) => request.url().endsWith('/api/realtime'))
  const opened = stream()
  await signUpThroughPage(page)
  const first = await opened
  // Signed in through the shell: a bearer token in the device's preferences, no cookie.
  expect(first.headers().authorization).toMatch(/^Bearer /)

  const closed = page.waitForEvent('requestfailed', (request) => request === first)
  await fireNative(page, 'App', 'appStateChange', { isActive: false })
  await closed

  const reopened = stream()
  const unread = page.waitForRequest((request) => request.url().endsWith('/api/notifications/unread-count'))
  await fireNative(page, 'App', 'appStateChange', { isActive: true })
  await Promise.all([reopened, unread])
})

test('a copied share link is offered once: Cancel ignores it, Confirm opens the next one; a failed read says nothing', async ({
  page,
  baseURL,
}) => {
  await signUpThroughPage(page)
  const [firstWords, secondWords] = [`first-${tag()}`.toLowerCase(), `second-${tag()}`.toLowerCase()]
  const first = await createBookThroughPage(page, {
    title: `Cells ${firstWords}`,
    slug: firstWords,
    isPublic: true,
  })
  const second = await createBookThroughPage(page, {
    title: `Genes ${secondWords}`,
    slug: secondWords,
    isPublic: true,
  })
  const host = new URL(baseURL ?? '').host
  const hint = page.getByRole('dialog', { name: 'Hint' })
  const resume = async () => {
    await fireNative(page, 'App', 'appStateChange', { isActive: false })
    await fireNative(page, 'App', 'appStateChange', { isActive: true })
  }

  // Not the product's host, or not exactly a share link: nothing is asked.
  await setBridge(page, { clipboard: `https://elsewhere.example/books/${first}` })
  await resume()
  await setBridge(page, { clipboard: `${baseURL}/books/${first}?from=chat` })
  await resume()
  await expect.poll(async () => (await bridgeState(page)).clipboardReads).toBeGreaterThanOrEqual(3)
  await expect(hint).toBeHidden()

  await setBridge(page, { clipboard: `https://${host.toUpperCase()}/Books/${first}/` })
  await resume()
  await expect(hint).toContainText(`Open this link? /books/${first}`)
  await hint.getByRole('button', { name: 'Cancel' }).click()
  await expect(hint).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: `Genes ${secondWords}` })).toBeVisible()
  // The ignored link is not asked about again.
  const reads = (await bridgeState(page)).clipboardReads
  await resume()
  await expect.poll(async () => (await bridgeState(page)).clipboardReads).toBe(reads + 1)
  await expect(hint).toBeHidden()

  await setBridge(page, { clipboard: `${host}/books/${first}` })
  await resume()
  await expect(hint).toBeHidden()
  await setBridge(page, { clipboard: `http://${host}/books/${second}` })
  await page.goto('/explore')
  await expect(hint).toContainText(`Open this link? /books/${second}`)
  await hint.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Genes ${secondWords}` })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/books/${second}$`))

  // A clipboard that cannot be read is only logged (no console error, no message).
  await setBridge(page, { clipboardFails: true })
  await resume()
  await expect.poll(async () => (await bridgeState(page)).clipboardReads).toBeGreaterThan(reads + 3)
  await expect(hint).toBeHidden()
})

test('the email-confirm deep link signs in and keeps the session on the device', async ({ page }) => {
  const user = newUser('deep')
  await fillSignUp(page, user)
  await expect(page.getByText(`We sent a 6-digit code to ${user.email}.`)).toBeVisible()
  const code = new URL(await linkFor(page, user.email)).searchParams.get('code') ?? ''
  // The mail's other links are not the app's: only the scheme's confirm path is handled.
  await fireNative(page, 'App', 'appUrlOpen', { url: `https://example.test/auth/confirm?code=${code}` })
  await fireNative(page, 'App', 'appUrlOpen', { url: `pointbook://auth/confirm?code=${code}` })
  await expectToast(page, `Welcome, ${user.name}!`)
  await expect(page).toHaveURL(/\/$/)
  expect((await bridgeState(page)).browserClosed).toBe(1)

  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('device-preferences:pointbook.session') ?? '{}'),
  )
  expect(stored.accessToken).toBeTruthy()
  expect(stored.refreshToken).toBeTruthy()
  // Restored at the next start.
  await page.goto('/mine')
  await expect(page.getByTestId('profile-name')).toHaveText(user.name)
})

test('a deep link with a bad code says Error', async ({ page }) => {
  expectConsoleError(page, /\/api\/auth\/confirm/)
  await page.goto('/')
  await fireNative(page, 'App', 'appUrlOpen', { url: 'pointbook://auth/confirm?code=not-a-real-code' })
  await expectToast(page, 'Error')
  await expect(page).toHaveURL(/\/login/)
})

test('device notifications: permission asked from /setting, and a timer scheduled with the device for its end', async ({
  page,
}) => {
  await signUpThroughPage(page)
  await page.goto('/setting')
  await page.getByRole('button', { name: 'Allow notifications' }).click()
  await expectToast(page, 'Notifications allowed')
  expect((await bridgeState(page)).permission).toBe('granted')

  const name = `Finals ${tag()}`
  await page.goto('/timers/new')
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Days', { exact: true }).fill('2')
  await page.getByRole('button', { name: 'Start the countdown' }).click()
  await expectToast(page, 'Timer started')
  await expect
    .poll(async () => (await bridgeState(page)).shown.map((item) => item.title))
    .toContain(`“${name}” has ended`)
  const notice = (await bridgeState(page)).shown.find((item) => item.title === `“${name}” has ended`)
  const inDays = (Date.parse(notice?.at ?? '') - Date.now()) / 86_400_000
  expect(inDays).toBeGreaterThan(1.99)
  expect(inDays).toBeLessThanOrEqual(2)
  expect(notice?.extra).toMatchObject({ link: '/timers', kind: 'timer' })
})

test('Continue with Google opens the in-app browser and comes back signed in through the deep link', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await expect.poll(async () => (await bridgeState(page)).opened).toHaveLength(1)
  const [url] = (await bridgeState(page)).opened
  // The verifier stays on the device; the browser is opened with its SHA-256 only.
  expect(url).toMatch(/\/api\/auth\/app\/google\?challenge=[\w-]{43}$/)

  // The in-app browser: a cookie jar of its own, following the redirects through Google. Its last
  // one is to the app's scheme, which a device hands to the app (Chromium would drop it).
  const inApp = await browser.newContext()
  // Relative here: the web build's server address is the page's own (in the shell, absolute).
  let deepLink = new URL(url ?? '', baseURL).href
  for (let hop = 0; hop < 6 && !deepLink.startsWith('pointbook:'); hop++) {
    const response = await inApp.request.get(deepLink, { maxRedirects: 0 })
    expect(response.status(), deepLink).toBe(302)
    deepLink = new URL(response.headers().location ?? '', deepLink).href
  }
  await inApp.close()
  expect(deepLink).toMatch(/^pointbook:\/\/auth\/confirm\?code=/)

  await fireNative(page, 'App', 'appUrlOpen', { url: deepLink })
  // Welcome or Welcome back: the local provider's one account may have signed in elsewhere first.
  await expectToast(page, 'Google Student')
  await expect(page).toHaveURL(/\/$/)
  expect((await bridgeState(page)).browserClosed).toBe(1)
})
