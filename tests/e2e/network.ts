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
    try {
      const response = await route.fetch()
      await held
      await route.fulfill({ response })
    } catch (error) {
      // The journey closed the page while a later request (a post's comments) was under way:
      // there is no one left to answer. Anything else is the test's failure.
      if (!page.isClosed()) throw error
    }
  })
  return release
}
