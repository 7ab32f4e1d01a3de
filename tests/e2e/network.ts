import type { Page } from '@playwright/test'

/**
 * Holds the answers to the requests matching `pattern` — asked for at once, so the server answers
 * as of the page's load — until the returned `release()` is called.
 */
export async function holdAnswers(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(pattern, async (route) => {
    const response = await route.fetch()
    await held
    await route.fulfill({ response })
  })
  return release
}
