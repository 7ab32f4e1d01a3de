import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test'

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

interface ConsoleProblem {
  page: Page | null
  text: string
}

/** What the running test's pages logged as errors, and which of them it said to expect. */
interface ConsoleWatch {
  problems: ConsoleProblem[]
  expected: { page: Page; pattern: RegExp }[]
}

// Tests of one worker run one at a time: this is the running test's watch.
let currentWatch: ConsoleWatch | null = null

function watchConsole(context: BrowserContext, watch: ConsoleWatch): void {
  context.on('console', (message) => {
    if (message.type() !== 'error') return
    const { url } = message.location()
    watch.problems.push({ page: message.page(), text: url ? `${message.text()} [${url}]` : message.text() })
  })
  context.on('weberror', (webError) => {
    const error = webError.error()
    watch.problems.push({ page: webError.page(), text: `uncaught: ${error.stack ?? error.message}` })
  })
}

/**
 * This test means `page` to log a console error matching `pattern` (a refused sign-in is a 4xx,
 * which Chromium logs as "Failed to load resource: … 401 [url]"). Any other error fails the test.
 */
export function expectConsoleError(page: Page, pattern: RegExp): void {
  if (!currentWatch) throw new Error('expectConsoleError is only for use inside a test')
  currentWatch.expected.push({ page, pattern })
}

/**
 * Every test: its own context records its toasts (a second context calls `recordToasts` itself),
 * and the console errors and uncaught exceptions of all its contexts, the ones it opens with
 * `browser.newContext()` included, fail it unless declared with `expectConsoleError`.
 */
export const test = base.extend<{ toastRecorder: undefined; consoleWatch: undefined }>({
  toastRecorder: [
    async ({ context }, use) => {
      await recordToasts(context)
      await use(undefined)
    },
    { auto: true },
  ],
  consoleWatch: [
    async ({ context, browser }, use) => {
      const watch: ConsoleWatch = { problems: [], expected: [] }
      currentWatch = watch
      watchConsole(context, watch)
      const newContext = browser.newContext
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const created = await newContext.apply(browser, args)
        watchConsole(created, watch)
        return created
      }
      try {
        await use(undefined)
      } finally {
        browser.newContext = newContext
        currentWatch = null
      }
      const unexpected = watch.problems.filter(
        (problem) =>
          !watch.expected.some(({ page, pattern }) => page === problem.page && pattern.test(problem.text)),
      )
      if (unexpected.length > 0) {
        throw new Error(
          `Unexpected console errors:\n  ${unexpected.map((problem) => problem.text).join('\n  ')}`,
        )
      }
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
