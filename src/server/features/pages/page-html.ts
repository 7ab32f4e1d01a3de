import { BIO_MAX, type PublicProfile } from '../../../shared/accounts'
import { AVATAR_LETTER_CLASS, AVATAR_SIZE_CLASS, avatarInitial, avatarSource } from '../../../shared/avatar'
import { badgeKey, isBadge } from '../../../shared/badge-constants'
import type { Book } from '../../../shared/books'
import type { Locale } from '../../../shared/constants'
import { type ContentLanguage, contentLanguage } from '../../../shared/content-language'
import { onlineParts } from '../../../shared/online-time'
import type { Post } from '../../../shared/posts'
import en from '../../../web/i18n/en.json'
import ja from '../../../web/i18n/ja.json'
import zh from '../../../web/i18n/zh.json'
import { clip } from '../../lib/clip'
import { escapeMarkup } from '../../lib/escape'
import { type FrameContent, type Preview, plainSummary, SHOWN_TEXT_MAX } from './page-head'
import { langAttribute } from './page-language'
import type { InlineScript } from './preload'

/** The app's own card, for pages with no image of their own (scripts/icons.mjs draws it). */
const DEFAULT_IMAGE = '/icons/card.png'
const SITE = 'Pointbook'
// index.html's boot.js, named or (written in by withInlineBoot) inline: the page's first script.
const BOOT = /<script(?: src="\/boot\.js")?>/
/** How much of a title a preview shows: about what a chat app's card or a search result keeps. */
const PREVIEW_TITLE_MAX = 70

/**
 * index.html with the page's own head: its `<title>`, description, canonical address and the
 * Open Graph and Twitter card tags a chat app or search engine reads from a shared link, a long
 * title cut as the description is. Without a preview (a private, missing or non-content page) the
 * app's generic ones — its tagline, in the visitor's language as the page is — and no canonical.
 */
export function withPageHead(
  indexHtml: string,
  preview: Preview | null,
  publicUrl: string,
  locale: Locale,
): string {
  const name = preview ? clip(preview.title, PREVIEW_TITLE_MAX) : SITE
  const title = preview ? `${name} · ${SITE}` : SITE
  const description = preview?.description || `${SITE}: ${CATALOGS[locale].app.tagline}`
  const image = `${publicUrl}${preview?.image ?? DEFAULT_IMAGE}`
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', SITE],
    ['property', 'og:type', preview?.type ?? 'website'],
    ['property', 'og:title', name],
    ['property', 'og:description', description],
    ['property', 'og:image', image],
    ['name', 'twitter:card', preview?.image ? 'summary' : 'summary_large_image'],
    ['name', 'twitter:title', name],
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
    BOOT,
    (boot) => `<script type="application/json" id="early-api">${json}</script>\n    ${boot}`,
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
function withShownContent(indexHtml: string, preview: Preview | null): string {
  const shown = preview?.shown
  if (!shown) return indexHtml
  const lang = langAttribute(preview.language)
  const parts = [
    // What the page has above its title, so the title stays where the app will put it: a book's
    // badges (BookHeader; their row's height), a point's line to its book (PointPage; the icon's
    // place kept).
    shown.badges && '<div class="mb-3 flex"><span class="badge invisible"></span></div>',
    shown.above &&
      `<div class="mb-6 flex items-center gap-1.5 text-sm"><span class="size-4 shrink-0"></span><span class="truncate">${escapeMarkup(shown.above)}</span></div>`,
    `<h1 class="mb-3 text-2xl font-bold wrap-anywhere"${lang}>${escapeMarkup(shown.heading)}</h1>`,
    shown.lead &&
      `<p class="mb-4 whitespace-pre-line text-base-content/80"${lang}>${escapeMarkup(shown.lead)}</p>`,
    shown.text && `<p class="mb-4"${lang}>${escapeMarkup(shown.text)}</p>`,
  ]
  return indexHtml.replace(HEADING_SKELETON, () => parts.filter(Boolean).join('\n        '))
}

/**
 * The frame with the page's own part, as the app will draw it (decision 018): Explore's first
 * books, a post's or a profile's card, else a book's or point's title and text (`preview`). A
 * card's actions differ for someone signed in (Following, their own post's menu, Edit), so the
 * cards are painted for visitors only and the signed-in keep the skeleton.
 */
export function withPageContent(
  indexHtml: string,
  locale: Locale,
  frame: FrameContent | undefined,
  preview: Preview | null,
  signedIn: boolean,
): string {
  if (frame?.kind === 'explore') return withExploreList(indexHtml, locale, frame.books)
  if (frame?.kind === 'post' && !signedIn)
    return withPostCard(indexHtml, locale, frame.post, preview?.language)
  if (frame?.kind === 'profile' && !signedIn) return withProfileCard(indexHtml, locale, frame.profile)
  return withShownContent(indexHtml, preview)
}

/** The frame's page part: everything between its `<main …>` and `</main>` (index.html). */
const FRAME_PAGE = /(<main [^>]*aria-hidden="true">)[\s\S]*?(<\/main>)/

/** index.html with `html` as the frame's page part instead of its skeleton. */
const withFramePage = (indexHtml: string, html: string) =>
  indexHtml.replace(FRAME_PAGE, (_, open: string, close: string) => `${open}${html}${close}`)

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
    `<h1 class="text-[length:clamp(1.5rem,10vw,2.25rem)] leading-[1.1] font-bold">${escapeMarkup(app.name)}</h1>`,
    `<p class="max-w-md text-base-content/70">${escapeMarkup(app.tagline)}</p>`,
    '<div class="flex flex-wrap justify-center gap-2">',
    `<a href="/explore" class="btn btn-primary" tabindex="-1">${escapeMarkup(home.explore)}</a>`,
    `<a href="/posts" class="btn" tabindex="-1">${escapeMarkup(home.posts)}</a>`,
    '</div></div></section>',
  ].join('')
  return withFramePage(indexHtml, hero)
}

/**
 * A book's card as `BookCard` renders it, in its classes and sizes: the icons' and the avatar's
 * places kept (an uploaded avatar comes with the app), so the app's card takes exactly its place.
 */
function bookCardHtml(book: Book, locale: Locale): string {
  const lang = langAttribute(contentLanguage(book.title, book.description))
  return [
    '<li class="grid grid-cols-1"><div class="card card-sm bg-base-100 ring-1 ring-base-300"><div class="card-body gap-2">',
    `<div class="flex flex-wrap items-start justify-between gap-2"><h2 class="card-title min-w-0 grow basis-32 text-base wrap-anywhere"${lang}>${escapeMarkup(book.title)}</h2></div>`,
    book.description
      ? `<p class="line-clamp-2 text-sm text-base-content/70"${lang}>${escapeMarkup(book.description)}</p>`
      : '',
    '<div class="flex flex-wrap items-center justify-between gap-3 text-sm text-base-content/70">',
    '<span class="flex min-w-0 grow basis-32 items-center gap-2">',
    avatarHtml(book.owner),
    `<span class="truncate">${escapeMarkup(book.owner.name)}</span>`,
    titleBadgeHtml(book.owner.title, locale),
    '</span><span class="flex items-center gap-3 tabular-nums">',
    `<span class="flex items-center gap-1"><span class="size-4"></span>${book.pointCount}</span>`,
    `<span class="flex items-center gap-1"><span class="size-4"></span>${book.starCount}</span>`,
    '</span></div></div></div></li>',
  ].join('')
}

/**
 * Explore as `ExplorePage` shows it opened without a search: its search row, its sort tabs and
 * its first books' cards (or the line saying there are none), in the visitor's language. The
 * largest text of the page is then painted with the HTML, and the app renders the same cards in
 * the same places (decision 018). The search field and buttons do nothing until the app is in.
 */
function withExploreList(indexHtml: string, locale: Locale, books: Book[]): string {
  const { books: text } = CATALOGS[locale]
  const list =
    books.length === 0
      ? `<p class="py-6 text-center text-base-content/70">${escapeMarkup(text['explore-empty'])}</p>`
      : `<div><ul class="grid grid-cols-1 gap-3 sm:grid-cols-2">${books.map((book) => bookCardHtml(book, locale)).join('')}</ul></div>`
  const page = [
    '<div class="flex flex-col gap-4"><div class="flex flex-wrap items-center gap-2">',
    '<div class="min-w-0 grow basis-48"><span class="input w-full"></span></div>',
    `<span class="btn btn-primary shrink-0"><span class="size-5"></span>${escapeMarkup(text.new)}</span></div>`,
    '<div role="tablist" class="tabs tabs-box w-fit">',
    `<span role="tab" aria-selected="true" class="tab tab-active">${escapeMarkup(text.newest)}</span>`,
    `<span role="tab" aria-selected="false" class="tab">${escapeMarkup(text['most-starred'])}</span></div>`,
    list,
    '</div>',
  ].join('')
  return withFramePage(indexHtml, page)
}

/** A person's avatar as `Avatar` draws it: the initial, or an uploaded picture's place. */
const avatarHtml = (
  person: { name: string; avatarUrl: string | null },
  size: keyof typeof AVATAR_SIZE_CLASS = 'sm',
) =>
  `<div class="avatar avatar-placeholder"><div class="${AVATAR_SIZE_CLASS[size]} rounded-full ${AVATAR_LETTER_CLASS}"><span>${avatarSource(person.avatarUrl) ? '' : escapeMarkup(avatarInitial(person.name))}</span></div></div>`

/** A person's title badge as `TitleBadge` draws it, or nothing. */
function titleBadgeHtml(title: string | null | undefined, locale: Locale): string {
  if (!title || !isBadge(title)) return ''
  const name = badgeKey(title).replace('badges.', '') as keyof typeof en.badges
  return `<span class="badge badge-secondary badge-xs shrink-0 whitespace-nowrap">${escapeMarkup(CATALOGS[locale].badges[name])}</span>`
}

/**
 * A public post's own page as `PostPage` opens it to a signed-out visitor (a shared link): its
 * card's author line with a visitor's actions (the time's line kept empty: the app writes it in
 * the reader's time zone), its kind and title, and its text as plain text, in the classes
 * `PostCard` and `AuthorLine` give them (decision 018). The title and text are painted with the
 * HTML; the app replaces them with the rendered post.
 */
function withPostCard(
  indexHtml: string,
  locale: Locale,
  post: Post,
  language: ContentLanguage | null | undefined,
): string {
  const { posts } = CATALOGS[locale]
  const lang = langAttribute(language)
  const [kindClass, kindName] =
    post.kind === 'study' ? ['badge-primary', posts['kind-study']] : ['badge-accent', posts['kind-life']]
  const card = [
    '<div class="flex flex-col gap-4"><article class="card bg-base-100 ring-1 ring-base-300"><div class="card-body gap-3 p-4">',
    '<div class="flex min-w-0 flex-wrap items-center gap-2">',
    `<span class="shrink-0">${avatarHtml(post.author)}</span>`,
    '<div class="flex min-w-0 grow basis-32 flex-col"><span class="flex min-w-0 flex-wrap items-center gap-x-1.5">',
    `<span class="truncate leading-6 font-medium">${escapeMarkup(post.author.name)}</span>`,
    `<span class="truncate text-sm text-base-content/70">@${escapeMarkup(post.author.username)}</span>`,
    titleBadgeHtml(post.author.title, locale),
    '</span><span class="text-xs text-base-content/70">&nbsp;</span></div>',
    // A visitor's actions (Follow, the menu): the name's line wraps where the app's does.
    `<div class="flex items-center gap-1"><span class="btn btn-sm btn-primary">${escapeMarkup(CATALOGS[locale].people.follow)}</span>`,
    '<span class="btn btn-sm btn-ghost btn-square"><span class="size-5"></span></span></div></div>',
    '<div class="flex min-w-0 flex-wrap items-center gap-2">',
    `<span class="badge badge-sm ${kindClass}">${escapeMarkup(kindName)}</span>`,
    post.title
      ? `<h1 class="min-w-0 grow basis-40 text-xl font-bold wrap-anywhere"${lang}>${escapeMarkup(post.title)}</h1>`
      : '',
    '</div>',
    `<p class="wrap-anywhere"${lang}>${escapeMarkup(plainSummary(post.content, SHOWN_TEXT_MAX))}</p>`,
    '</div></article></div>',
  ].join('')
  return withFramePage(indexHtml, card)
}

/**
 * A public profile's own page as `ProfileCard` opens it to a signed-out visitor (a shared link):
 * the avatar, name, username, title badge, the bio as plain text, the online time and the join
 * date's line kept empty (the app writes it in the reader's time zone), and the place of a
 * visitor's actions, which signed out are none (decision 018). Below it, the frame's skeleton.
 */
function withProfileCard(indexHtml: string, locale: Locale, profile: PublicProfile): string {
  const { profile: text, people } = CATALOGS[locale]
  const { hours, minutes } = onlineParts(profile.onlineDuration)
  const online = text['online-time']
    .replace('{{hours}}', String(hours))
    .replace('{{minutes}}', String(minutes))
  const card = [
    '<div class="flex flex-col gap-4"><section class="card bg-base-100 ring-1 ring-base-300"><div class="card-body items-center gap-2 text-center">',
    avatarHtml(profile, 'lg'),
    `<h1 class="text-2xl font-bold">${escapeMarkup(profile.name)}</h1>`,
    `<p class="text-base-content/70">@${escapeMarkup(profile.username)}</p>`,
    titleBadgeHtml(profile.title, locale),
    profile.bio
      ? // Markdown's line height (markdown.css), which the app's bio has.
        `<p class="max-w-prose wrap-anywhere leading-[1.65]">${escapeMarkup(plainSummary(profile.bio, BIO_MAX))}</p>`
      : `<p class="max-w-prose">${escapeMarkup(text['no-bio'])}</p>`,
    `<p class="text-sm text-base-content/70">${escapeMarkup(online)}</p>`,
    '<p class="text-sm text-base-content/70">&nbsp;</p>',
    // A visitor's Follow (ProfileActions), in its place until the app's own takes over.
    `<div class="card-actions mt-2"><div class="flex items-center gap-2"><span class="btn btn-sm btn-primary">${escapeMarkup(people.follow)}</span></div></div>`,
    '</div></section>',
    '<div aria-hidden="true"><div class="skeleton mb-3 h-20 w-full"></div><div class="skeleton mb-3 h-20 w-full"></div></div></div>',
  ].join('')
  return withFramePage(indexHtml, card)
}

/**
 * The first paint without a stylesheet request (decision 018): the frame's own styles (`frame.css`,
 * only what index.html's frame and the server's page parts use) written into the head, and the
 * app's stylesheet moved to the end of the body, where it holds back neither the frame's paint nor
 * the download of anything before it. The app's script still waits for it: a module script runs
 * only once no stylesheet the parser met is pending.
 */
export function withFrameStyles(indexHtml: string, frameCss: string | null): string {
  if (!frameCss) return indexHtml
  const stylesheet = /\s*(<link rel="stylesheet"[^>]*>)/.exec(indexHtml)
  if (!stylesheet) return indexHtml
  return indexHtml
    .replace(stylesheet[0], '')
    .replace(BOOT, (boot) => `<style>${frameCss}</style>\n    ${boot}`)
    .replace('</body>', `  ${stylesheet[1]}\n  </body>`)
}

/** boot.js written into the page instead of named (its hash is in the CSP): one request less before the first paint. */
export function withInlineBoot(indexHtml: string, boot: InlineScript | null): string {
  return boot
    ? indexHtml.replace('<script src="/boot.js"></script>', () => `<script>${boot.source}</script>`)
    : indexHtml
}
