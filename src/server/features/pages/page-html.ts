import { escapeMarkup } from '../../lib/escape'
import type { Preview } from './page-head'

/** The app's own card, for pages with no image of their own (scripts/icons.mjs draws it). */
export const DEFAULT_IMAGE = '/icons/card.png'
const SITE = 'Pointbook'
const DEFAULT_DESCRIPTION = 'Pointbook: knowledge books, study cards and friends to learn with.'

/**
 * index.html with the page's own head: its `<title>`, description, canonical address and the
 * Open Graph and Twitter card tags a chat app or search engine reads from a shared link. Without
 * a preview (a private, missing or non-content page) the app's generic ones, and no canonical.
 */
export function withPageHead(indexHtml: string, preview: Preview | null, publicUrl: string): string {
  const title = preview ? `${preview.title} · ${SITE}` : SITE
  const description = preview?.description || DEFAULT_DESCRIPTION
  const image = `${publicUrl}${preview?.image ?? DEFAULT_IMAGE}`
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', SITE],
    ['property', 'og:type', preview?.type ?? 'website'],
    ['property', 'og:title', preview?.title ?? SITE],
    ['property', 'og:description', description],
    ['property', 'og:image', image],
    ['name', 'twitter:card', preview?.image ? 'summary' : 'summary_large_image'],
    ['name', 'twitter:title', preview?.title ?? SITE],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ]
  if (preview) tags.push(['property', 'og:url', `${publicUrl}${preview.canonicalPath}`])
  const head = [
    ...(preview
      ? [`<link rel="canonical" href="${escapeMarkup(publicUrl + preview.canonicalPath)}" />`]
      : []),
    ...tags.map(([key, name, content]) => `<meta ${key}="${name}" content="${escapeMarkup(content)}" />`),
  ].join('\n    ')
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeMarkup(title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeMarkup(description)}$2`)
    .replace('</head>', `  ${head}\n  </head>`)
}

/**
 * The page's early API addresses as a JSON data block before boot.js, which requests them
 * (decision 018). A data block, not a script: nothing in it runs, and `<` is escaped so no
 * address can end the element.
 */
export function withEarlyAnswers(indexHtml: string, paths: string[]): string {
  if (paths.length === 0) return indexHtml
  const json = JSON.stringify(paths).replace(/</g, '\\u003c')
  return indexHtml.replace(
    '<script src="/boot.js"></script>',
    `<script type="application/json" id="early-api">${json}</script>\n    <script src="/boot.js"></script>`,
  )
}

/** The frame's placeholder for a page's title and the line under it (index.html). */
const HEADING_SKELETON =
  /<div class="skeleton mb-3 h-8 w-2\/3"><\/div>\s*<div class="skeleton mb-6 h-4 w-full"><\/div>/

/**
 * The frame with the page's own title and text where its placeholders are, in the classes the
 * app's page gives them, so a reader sees them with the first paint instead of after the app has
 * loaded and asked for them (decision 018). Only public content's (`preview`): the app replaces
 * the frame as it renders.
 */
export function withShownContent(indexHtml: string, preview: Preview | null): string {
  const shown = preview?.shown
  if (!shown) return indexHtml
  const parts = [
    `<h1 class="mb-3 text-2xl font-bold wrap-anywhere">${escapeMarkup(shown.heading)}</h1>`,
    shown.lead && `<p class="mb-4 whitespace-pre-line text-base-content/80">${escapeMarkup(shown.lead)}</p>`,
    shown.text && `<p class="mb-4">${escapeMarkup(shown.text)}</p>`,
  ]
  return indexHtml.replace(HEADING_SKELETON, () => parts.filter(Boolean).join('\n        '))
}
