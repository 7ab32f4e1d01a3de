import { availableParallelism } from 'node:os'
import { defineConfig } from '@playwright/test'
import { chromium } from './scripts/chromium'

// One port for the whole run: workers inherit the environment of the main process.
process.env.E2E_PORT ??= String(40_000 + Math.floor(Math.random() * 20_000))
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`

const launchOptions = chromium

const phone = {
  browserName: 'chromium' as const,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
}
const desktop = { browserName: 'chromium' as const, viewport: { width: 1280, height: 800 } }
const RUNS_LAST = /moderation\.spec\.ts$/
// Where the width is the subject (the dock or the rail, the top bar's search or the page's, axe's
// target sizes, the frame's first paint, the ways Home), a journey runs at both widths. Every other
// journey runs once, at the width its person most likely uses: the phone for the native shell,
// offline use, accounts, the social feed, study and timers; the wide screen for writing books,
// sections, imports and the API reference. Each path was paid for twice before (decision 020).
// In a spec that runs at both widths, a journey whose subject is not the width runs at one:
// tagged `@phone` (a lost download, a time zone, what search finds) or `@wide` (the keyboard).
const BOTH_WIDTHS = /(a11y|layout|search|home|first-visit|newcomer|dialogs)\.spec\.ts$/
const PHONE_JOURNEYS =
  /(accounts|native-session|native-shell|offline|pwa|drafts|timers|study|social|settings|overflow|badges|blocks|appeals)\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One worker per core in CI (two on its machine): each drives a Chromium against the one
  // server, and more workers than cores only make every step slower.
  workers: process.env.CI ? availableParallelism() : undefined,
  // CI runs two workers on two cores against one server: every step takes about twice as long
  // as on a quiet machine (a long journey measured 43 s alone and 90 s there), and CI's machine
  // varies: on 2026-11-28 the same suite took 33.7 min instead of 14.2, a nine-page axe journey
  // 66 s instead of 23, and one of 26 s took 48.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/e2e/no-skip-reporter.ts']],
  // No trace is recorded: recording one for every journey (to keep the failures') made the suite
  // 25-30 % slower (14 desktop journeys: 43.6 s with, 33.8 s without, 2 workers). A failure still
  // leaves its error context (the page's accessibility tree) and a screenshot; to trace one, run
  // it again with `--trace retain-on-failure` (issue 43).
  use: {
    baseURL,
    launchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    // The service worker is the subject of pwa.spec.ts, which allows it; elsewhere it would only
    // make every new context download and cache the whole build once more.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'phone', use: phone, testMatch: [BOTH_WIDTHS, PHONE_JOURNEYS], grepInvert: /@wide/ },
    { name: 'desktop', use: desktop, testIgnore: [RUNS_LAST, PHONE_JOURNEYS], grepInvert: /@phone/ },
    // An admin message to everyone reaches every open page, and would change the unread counts
    // other journeys assert: those journeys run after all the others.
    { name: 'phone-last', use: phone, testMatch: RUNS_LAST, dependencies: ['phone', 'desktop'] },
    { name: 'desktop-last', use: desktop, testMatch: RUNS_LAST, dependencies: ['phone', 'desktop'] },
  ],
})
