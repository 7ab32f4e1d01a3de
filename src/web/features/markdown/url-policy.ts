// Link policy for user-written Markdown: only web and mail links, or links within the app.
// Everything else (javascript:, vbscript:, file:, and every data: URL, images included) is refused,
// so an uploaded card can never run script or smuggle a document in through a link or an image.
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto'])

// Browsers drop tabs, newlines and leading control characters when they parse a URL, so
// "java\tscript:" is javascript:. Judge the URL as the browser will read it.
function compact(url: string): string {
  return Array.from(url)
    .filter((ch) => ch > ' ')
    .join('')
}

export function isSafeUrl(url: string): boolean {
  const scheme = SCHEME.exec(compact(url))?.[1]
  return scheme === undefined || ALLOWED_SCHEMES.has(scheme.toLowerCase())
}

/** Links that leave the app: these open in a new tab and pass on no referrer or ranking. */
export function isExternalUrl(url: string): boolean {
  return /^(?:https?:)?\/\//i.test(compact(url))
}
