/**
 * The native shell's viewport (decision 027). The web's (src/web/index.html) lets the page zoom:
 * WCAG 1.4.4, and a browser's pinch zoom is how many people read small text. The shell keeps the
 * spec's viewport that is not zoomable (§2), as a native app's screens are: `npm run native:sync`
 * writes it into the shell's build, and Capacitor's `zoomEnabled: false` (capacitor.config.ts)
 * turns the web view's pinch zoom off. Text in both still follows the system's font size.
 */
export const SHELL_VIEWPORT =
  'width=device-width, initial-scale=1, maximum-scale=1, minimum-scale=1, user-scalable=no, viewport-fit=cover'

const VIEWPORT = /(<meta\s+name="viewport"\s+content=")[^"]*(")/

/** A built index.html with the shell's viewport instead of the web's. */
export function withShellViewport(indexHtml: string): string {
  if (!VIEWPORT.test(indexHtml)) throw new Error('index.html has no viewport <meta> to replace')
  return indexHtml.replace(VIEWPORT, `$1${SHELL_VIEWPORT}$2`)
}
