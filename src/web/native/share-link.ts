import { serverUrl } from '../lib/platform'

/**
 * A share link's exact form (spec §5): the whole text, trimmed, is `{host}/posts/{slug}` or
 * `{host}/books/{slug}`, with an optional `http://` or `https://` in front and an optional single
 * trailing slash; slug of letters, digits and hyphens. No query string, no fragment, no other
 * words around it (decision 017).
 */
const SHARE_LINK = /^(?:https?:\/\/)?([^/?#\s]+)\/(posts|books)\/([a-z0-9-]+)\/?$/i

/**
 * The in-app path a copied share link opens (`/posts/{slug}` or `/books/{slug}`, lower-cased: the
 * server finds slugs case-insensitively), or null when `text` is not exactly a share link on
 * `host`. Host, section and slug compare case-insensitively; another host, a subdomain of it or
 * another port is not the product's host.
 */
export function recogniseShareLink(text: string, host: string): string | null {
  const match = SHARE_LINK.exec(text.trim())
  if (!match || host === '') return null
  const [, linkHost, section, slug] = match as unknown as [string, string, string, string]
  if (linkHost.toLowerCase() !== host.toLowerCase()) return null
  return `/${section}/${slug}`.toLowerCase()
}

/**
 * The product's own host: in the shell, the host of the server address it talks to; in a
 * browser, the page's host ('' where there is neither, as in a test: nothing is recognised).
 */
export function productHost(): string {
  const server = serverUrl()
  if (server === '') return globalThis.location?.host ?? ''
  try {
    return new URL(server).host
  } catch {
    return ''
  }
}
