import { signUp } from './accounts'
import { expect, expectConsoleError, expectToast, test } from './fixtures'

test('switches to zh and ja, and the choice survives a reload', async ({ page }) => {
  await page.goto('/setting')
  const language = page.getByRole('combobox', { name: 'Language' })

  await language.selectOption('zh')
  await expect(
    page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '收藏' }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh')
  await page.reload()
  await expect(page.getByTestId('page-title')).toHaveText('设置')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh')

  await page.getByRole('combobox', { name: '语言' }).selectOption('ja')
  await expect(page.getByTestId('page-title')).toHaveText('設定')
  await page.reload()
  await expect(
    page.getByRole('navigation', { name: 'メイン' }).getByRole('link', { name: 'スター' }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
})

test('the Hint dialog: Cancel changes nothing, Confirm resets and shows a toast', async ({ page }) => {
  await page.goto('/setting')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh')
  await expectToast(page, '成功')

  await page.getByRole('button', { name: '重置语言和主题' }).click()
  const dialog = page.getByRole('dialog', { name: '提示' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: '取消' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('page-title')).toHaveText('设置')

  await page.getByRole('button', { name: '重置语言和主题' }).click()
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确认' }).click()
  await expect(page.getByTestId('page-title')).toHaveText('Settings')
  await expectToast(page, 'Success')
})

// The exact 1000 ms is a unit test (Toasts.test.tsx, fake timers); here: shown, then gone.
test('toasts leave by themselves', async ({ page }) => {
  await page.goto('/setting')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja')
  await expectToast(page, '成功しました')
  await expect(page.locator('.toast').getByRole('status')).toHaveCount(0, { timeout: 3000 })
})

test('changing the password: a wrong current one is said on its field, the right one changes it', async ({
  page,
}) => {
  const user = await signUp(page)
  await page.goto('/setting')
  const current = page.getByLabel('Current password')
  expectConsoleError(page, /401 \(Unauthorized\) \[[^\]]*\/api\/auth\/change-password\]/)
  await current.fill('not my password 1')
  await page.getByLabel('New password').fill('a brand new password 2')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(current).toHaveAccessibleDescription('This is not your current password')
  await expect(page.getByText('Invalid email or password')).toHaveCount(0)

  await current.fill(user.password)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expectToast(page, 'Password changed; your other devices are signed out.')
  await expect(current).toHaveValue('')
})

test('settings lead to Get the app, which says how to install from the browser too', async ({ page }) => {
  await page.goto('/setting')
  await page.getByRole('link', { name: 'Get the app' }).click()
  await expect(page).toHaveURL(/\/app$/)
  await expect(page.getByRole('heading', { name: 'Or from this browser' })).toBeVisible()
})
