import type { Locale } from '../../../shared/constants'
import en from '../../../web/i18n/en.json'
import ja from '../../../web/i18n/ja.json'
import zh from '../../../web/i18n/zh.json'
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
    // What the page has above its title, so the title stays where the app will put it: a book's
    // badges (BookHeader; their row's height), a point's line to its book (PointPage; the icon's
    // place kept).
    shown.badges && '<div class="mb-3 flex"><span class="badge invisible"></span></div>',
    shown.above &&
      `<div class="mb-6 flex items-center gap-1.5 text-sm"><span class="size-4 shrink-0"></span><span class="truncate">${escapeMarkup(shown.above)}</span></div>`,
    `<h1 class="mb-3 text-2xl font-bold wrap-anywhere">${escapeMarkup(shown.heading)}</h1>`,
    shown.lead && `<p class="mb-4 whitespace-pre-line text-base-content/80">${escapeMarkup(shown.lead)}</p>`,
    shown.text && `<p class="mb-4">${escapeMarkup(shown.text)}</p>`,
  ]
  return indexHtml.replace(HEADING_SKELETON, () => parts.filter(Boolean).join('\n        '))
}

/** The frame's page part: everything between its `<main …>` and `</main>` (index.html). */
const FRAME_PAGE = /(<main [^>]*aria-hidden="true">)[\s\S]*?(<\/main>)/

const CATALOGS = { en, ja, zh } satisfies Record<Locale, typeof en>

/**
 * The home page's hero in the frame, in the language the app will pick (the saved one, else the
 * browser's first that we speak — as the server chose it for the catalog it preloads), in the
 * classes `routes/index.tsx` gives it: the first paint is the page itself, and the app renders
 * the same words over it. Its two links work before the app has loaded (a full page load) and
 * are out of the Tab order while the frame is hidden from assistive technology.
 */
export function withHomeHero(indexHtml: string, locale: Locale): string {
  const { app, home } = CATALOGS[locale]
  const hero = [
    '<section class="hero py-12"><div class="hero-content flex-col text-center">',
    `<h1 class="text-4xl font-bold">${escapeMarkup(app.name)}</h1>`,
    `<p class="max-w-md text-base-content/70">${escapeMarkup(app.tagline)}</p>`,
    '<div class="flex flex-wrap justify-center gap-2">',
    `<a href="/explore" class="btn btn-primary" tabindex="-1">${escapeMarkup(home.explore)}</a>`,
    `<a href="/posts" class="btn" tabindex="-1">${escapeMarkup(home.posts)}</a>`,
    '</div></div></section>',
  ].join('')
  return indexHtml.replace(FRAME_PAGE, (_, open: string, close: string) => `${open}${hero}${close}`)
}
