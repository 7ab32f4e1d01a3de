/**
 * The first page's API answers, requested by `boot.js` while the app's JavaScript is still
 * loading (decision 018): the server names them in index.html (`#early-api`) for the page it
 * sends. Each is used once, by the first GET of the same address, and only for the first page:
 * the app drops the rest once that page has loaded, so a later visit to the same address asks
 * the server again.
 */
type EarlyAnswers = Map<string, Promise<Response | null>>

declare global {
  interface Window {
    __pointbookEarly?: EarlyAnswers
  }
}

function answers(): EarlyAnswers | undefined {
  return typeof window === 'undefined' ? undefined : window.__pointbookEarly
}

/** The early answer for `path`, taken so no one else gets it; null if it failed or there is none. */
export function takeEarlyAnswer(path: string): Promise<Response | null> | undefined {
  const early = answers()
  const answer = early?.get(path)
  early?.delete(path)
  return answer
}

/** Forgets the answers the first page did not use. */
export function dropEarlyAnswers(): void {
  answers()?.clear()
}
