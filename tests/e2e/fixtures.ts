import { type BrowserContext, test as base, expect, type Page } from '@playwright/test'

declare global {
  interface Window {
    __toasts?: string[]
  }
}

/**
 * Every toast the page shows, as it appears. A toast lives 1000 ms (spec §9); on a loaded CI
 * machine a poll can miss one, so journeys assert on this record instead of on the live element.
 */
export async function recordToasts(target: Pick<BrowserContext, 'addInitScript'>): Promise<void> {
  await target.addInitScript(() => {
    const seen: string[] = []
    window.__toasts = seen
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('.toast [role=alert], .toast [role=status]')) {
        if (element.hasAttribute('data-recorded')) continue
        element.setAttribute('data-recorded', '')
        seen.push(element.textContent ?? '')
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

/** Every test's own context records its toasts; a second context calls `recordToasts` itself. */
export const test = base.extend<{ toastRecorder: undefined }>({
  toastRecorder: [
    async ({ context }, use) => {
      await recordToasts(context)
      await use(undefined)
    },
    { auto: true },
  ],
})

export { expect }

/** The page has shown a toast containing `text` (it may already have gone). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => window.__toasts ?? []), { message: `a toast saying "${text}"` })
    .toContainEqual(expect.stringContaining(text))
}
