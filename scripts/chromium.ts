/**
 * The system Chromium every browser run here uses (Playwright's tests, the Lighthouse bench):
 * never a downloaded browser, and the flags that keep it quiet on a CI machine.
 */
export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
