import sharp from 'sharp'
import { codeFor, fillSignUp, linkFor, newUser, signIn, signUp, signUpThroughPage } from './accounts'
import { expect, expectConsoleError, expectToast, test } from './fixtures'

test('sign up with the mailed code, sign out, sign in again', async ({ page }) => {
  const user = await signUpThroughPage(page)
  await page.goto('/setting')
  await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible()
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await page.getByRole('dialog', { name: 'Hint' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/mine')
  await expect(page.getByRole('heading', { name: 'Please log in first' })).toBeVisible()
  // Each page says what the account is for there.
  await page.goto('/timers')
  await expect(page.getByText('Sign in to count down to your exam days.')).toBeVisible()
  await page.goto('/notifications')
  await expect(page.getByText('Sign in to hear when people like, comment on or share')).toBeVisible()

  await signIn(page, user)
  await expect(page.getByTestId('profile-name')).toHaveText(user.name)
})

test('signed out of all devices: the page signs out at once, another open page follows live, says why and leads back', async ({
  page,
  browser,
}) => {
  const user = await signUp(page)
  // The welcome badge's notice: the unread badge shows someone signed in.
  await expect(page.getByTestId('unread-badge').filter({ visible: true })).toBeVisible()
  const other = await browser.newContext()
  const second = await other.newPage()
  await signIn(second, user)
  await second.goto('/timers')
  await expect(second.getByRole('heading', { level: 1, name: 'Timers' })).toBeVisible()

  await page.goto('/setting')
  await page.getByRole('button', { name: 'Sign out of all devices' }).click()
  await page.getByRole('dialog', { name: 'Hint' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/$/)
  // This page shows a visitor at once: no one's unread count is left on the tab.
  await expect(page.getByTestId('unread-badge')).toHaveCount(0)

  // The other page's stream is told; without a tap it is on sign-in, saying why.
  expectConsoleError(second, /401 \(Unauthorized\)/)
  await expect(second).toHaveURL(/\/login\?redirect=%2Ftimers&ended=true$/)
  await expect(second.getByTestId('signed-out-alert')).toHaveText(
    'You have been signed out: this account signed out of all devices, or its password was changed. Sign in again to go on.',
  )
  await expect(second.getByTestId('unread-badge')).toHaveCount(0)
  await second.getByLabel('Email').fill(user.email)
  await second.getByLabel('Password').fill(user.password)
  await second.getByRole('button', { name: 'Sign in' }).last().click()
  await expect(second).toHaveURL(/\/timers$/)
  await other.close()
})

test('sign-up form messages: weak password, invalid email, terms, taken username', async ({ page }) => {
  // The page's timers run on a clock the test moves on: past a toast's life without waiting it out.
  await page.clock.install()
  const taken = await signUp(page, newUser('t'))
  // Away from the signed-in page first: its requests (the unread count, the stream) would meet
  // the cleared cookie with a 401.
  await page.goto('about:blank')
  await page.context().clearCookies()

  await fillSignUp(page, { ...newUser('w'), password: 'short' })
  await expect(page.getByText('Use at least 8 characters with both letters and numbers')).toBeVisible()
  await expect(page.locator('form').getByRole('alert')).toHaveText('Please check the form')

  await fillSignUp(page, { ...newUser('e'), email: 'not-an-email' })
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()

  await fillSignUp(page, newUser('c'), false)
  await expect(page.getByText('Please agree to the Terms of Service and Privacy Policy')).toBeVisible()

  // The taken username marks its field (not a toast that vanishes) until it is edited.
  expectConsoleError(page, /409 \(Conflict\) \[.*\/api\/auth\/sign-up\/email\]/)
  await fillSignUp(page, { ...newUser('d'), username: taken.username })
  const username = page.getByLabel('Username')
  await expect(username).toHaveAttribute('aria-invalid', 'true')
  await expect(username).toHaveAccessibleDescription('Username is already taken')
  await expect(page.locator('form').getByRole('alert')).toHaveText('Please check the form')
  await page.clock.fastForward(1500)
  await expect(username).toHaveAccessibleDescription('Username is already taken')
  await username.fill(`${taken.username}2`)
  await expect(username).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Username is already taken')).toHaveCount(0)
})

test('the terms and privacy pages exist', async ({ page }) => {
  await page.goto('/terms')
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible()
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible()
})

test('the confirm link signs in and goes home', async ({ page }) => {
  const user = await signUp(page)
  await page.goto('about:blank')
  await page.context().clearCookies()
  await page.goto('/login')
  await page.getByRole('button', { name: 'Email me a sign-in code' }).click()
  await page.getByLabel('Email').fill(user.email)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText(`We sent a 6-digit code to ${user.email}.`).first()).toBeVisible()
  await codeFor(page, user.email)
  await page.goto(
    new URL(await linkFor(page, user.email)).pathname + new URL(await linkFor(page, user.email)).search,
  )
  await expect(page).toHaveURL(/\/$/)
  // Greeted as a sign-in by code greets: back, since sign-up's code signed them in first.
  await expectToast(page, `Welcome back, ${user.name}`)
  await page.goto('/mine')
  await expect(page.getByTestId('profile-name')).toHaveText(user.name)
})

test('a broken confirm link says Error and offers sign-in', async ({ page }) => {
  expectConsoleError(page, /status of 4\d\d .*\/api\/auth\/confirm\]/)
  await page.goto('/auth/confirm?code=broken')
  await expectToast(page, 'Error')
  await expect(page).toHaveURL(/\/login$/)
})

test('Continue with Google through the local OpenID Connect provider', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await expect(page).toHaveURL(/\/mine$/)
  await expect(page.getByTestId('profile-name')).toHaveText('Google Student')
})

test('edit the profile and see the new avatar on /mine and in the top bar', async ({ page }) => {
  const user = await signUp(page)
  await page.getByRole('link', { name: 'Edit profile' }).click()
  const image = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#e11d48' } })
    .png()
    .toBuffer()
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: image })
  await expectToast(page, 'Avatar updated')
  await page.getByLabel('Display name').fill(`${user.name} II`)
  await page.getByLabel('Bio').fill('Learning Japanese, one point a day.')
  await page.getByRole('button', { name: 'Save' }).click()

  await expect(page).toHaveURL(/\/mine$/)
  await expect(page.getByTestId('profile-name')).toHaveText(`${user.name} II`)
  await expect(page.getByText('Learning Japanese, one point a day.')).toBeVisible()
  const avatars = page.locator('img[src*="/api/storage/avatars/"]')
  await expect(avatars).toHaveCount(2)
  await expect(page.getByRole('banner').locator('img[src*="/api/storage/avatars/"]')).toBeVisible()
})

test('online time grows after a 10 s tick', async ({ page }) => {
  await page.clock.install()
  await signUp(page)
  const online = page.getByTestId('online-time')
  await expect(online).toHaveAttribute('data-seconds', '0')
  await page.clock.fastForward(10_500)
  await expect(online).toHaveAttribute('data-seconds', '10')
})

test('another browser sees the public profile, without the email', async ({ page, browser }) => {
  const user = await signUp(page)
  const profileUrl = await page.evaluate(async () => {
    const me = (await (await fetch('/api/me')).json()) as { id: string }
    return `/id/${me.id}`
  })
  const stranger = await browser.newContext()
  const other = await stranger.newPage()
  await other.goto(profileUrl)
  await expect(other.getByTestId('profile-name')).toHaveText(user.name)
  await expect(other.getByText(`@${user.username}`)).toBeVisible()
  await expect(other.getByText(user.email)).toHaveCount(0)
  await stranger.close()
})

test('delete my account from the settings', async ({ page }) => {
  await page.clock.install()
  const user = await signUp(page)
  await page.goto('/setting')
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await page.getByRole('dialog', { name: 'Hint' }).getByRole('button', { name: 'Confirm' }).click()
  await expectToast(page, 'Your account has been deleted.')
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/login')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  expectConsoleError(page, /401 \(Unauthorized\) \[.*\/api\/auth\/sign-in\/email\]/)
  await page.getByRole('button', { name: 'Sign in' }).last().click()
  // In the form, and still there after a toast would have gone.
  const alert = page.locator('form').getByRole('alert')
  await expect(alert).toHaveText('Invalid email or password')
  await page.clock.fastForward(1500)
  await expect(alert).toHaveText('Invalid email or password')
})
