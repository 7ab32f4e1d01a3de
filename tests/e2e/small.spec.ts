import type { Page } from '@playwright/test'
import { expect, expectConsoleError, test } from './fixtures'

// Issue 44 item 19's phone layouts, in Japanese at 390 px (decision 029).
test.use({ viewport: { width: 390, height: 844 }, locale: 'ja-JP' })

/**
 * Gives each CJK character of `selector`'s text the 1 em a CJK font gives it: this machine has no
 * CJK font, and its fallback boxes are a third as wide, which would hide a wrap a reader sees.
 * Latin text inside (a count's badge) keeps its own spacing.
 */
async function widenCjk(page: Page, selector: string): Promise<void> {
  await page.evaluate((selector) => {
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const probe = document.createElement('span')
      probe.textContent = '見'
      element.append(probe)
      const glyph = probe.getBoundingClientRect().width
      probe.remove()
      element.style.letterSpacing = `${Number.parseFloat(getComputedStyle(element).fontSize) - glyph}px`
      for (const badge of element.querySelectorAll<HTMLElement>('.badge'))
        badge.style.letterSpacing = 'normal'
    }
  }, selector)
}

/** How many lines the element's own text (its first text node) takes. */
function linesOf(page: Page, selector: string): Promise<number[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].map((element) => {
        const text = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)
        if (!text) return 0
        const range = document.createRange()
        range.selectNodeContents(text)
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      }),
    selector,
  )
}

test('the Japanese page-not-found title fits one line on a phone', async ({ page }) => {
  expectConsoleError(page, /404 \(Not Found\) \[[^\]]*\/no-such-page\]/)
  await page.goto('/no-such-page')
  const title = page.getByRole('heading', { level: 1, name: 'ページが見つかりません' })
  await expect(title).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await widenCjk(page, 'main h1')
  expect(await linesOf(page, 'main h1')).toEqual([1])
})

test('the search tabs share one row on a phone, each label on one line', async ({ page }) => {
  await page.goto('/search?q=zzqx')
  const tabs = page.getByRole('tablist', { name: '検索' }).getByRole('tab')
  await expect(tabs).toHaveCount(4)
  await expect(page.getByTestId('search-count')).toHaveCount(4)
  await widenCjk(page, '[role="tab"]')
  expect(await linesOf(page, '[role="tab"]')).toEqual([1, 1, 1, 1])
  const tops = await tabs.evaluateAll((all) => all.map((tab) => Math.round(tab.getBoundingClientRect().top)))
  expect(new Set(tops).size).toBe(1)
  // Within the window: nothing to scroll sideways to find the last tab.
  const right = await tabs.last().evaluate((tab) => tab.getBoundingClientRect().right)
  expect(right).toBeLessThanOrEqual(390)
})
