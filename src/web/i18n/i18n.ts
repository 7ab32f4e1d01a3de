import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Locale } from '../../shared/constants'
import type accountEn from './account.en.json'
import type adminEn from './admin.en.json'
import type appealEn from './appeal.en.json'
import type badgesEn from './badges.en.json'
import type blocksEn from './blocks.en.json'
import type dialogsEn from './dialogs.en.json'
import type editorEn from './editor.en.json'
import type en from './en.json'
import type importsEn from './imports.en.json'
import type legalEn from './legal.en.json'
import { detectLocale, localeCookie } from './locale'
import type nativeEn from './native.en.json'
import type notificationsEn from './notifications.en.json'
import type pwaEn from './pwa.en.json'
import type searchEn from './search.en.json'
import type studyEn from './study.en.json'
import type timersEn from './timers.en.json'

export type Catalog = typeof en
/**
 * The settings page's strings (preferences, device notifications, blocked people, and the
 * account's password, sign-out, export, deletion): loaded by that page.
 */
type AccountCatalog = typeof accountEn
/** The admin area's strings: loaded when an admin first opens it, never by anyone else. */
type AdminCatalog = typeof adminEn
/** The import, export and agent pages' strings: loaded when one of them is first opened. */
type ImportsCatalog = typeof importsEn
/** Study's strings (the review page, statistics, study settings): loaded by the first page showing them. */
type StudyCatalog = typeof studyEn
/** The native shell's strings (its clipboard prompt, the /app page): loaded when first shown. */
type NativeCatalog = typeof nativeEn
/** The terms and the privacy policy: loaded by their pages. */
type LegalCatalog = typeof legalEn
/** The installed web app's update prompt: loaded when a new version is ready. */
type PwaCatalog = typeof pwaEn
/** What each notification says, and its page's own: loaded by that page and for a live one's alert. */
type NotificationsCatalog = typeof notificationsEn
/** The timers' pages (the list, a timer's card and form): loaded by those pages. */
type TimersCatalog = typeof timersEn
/**
 * The book and point editors' strings (a book's fields, settings, sharing and copy; a point's
 * form; sections and reordering): loaded by those pages and the book page's copy panel.
 */
type EditorCatalog = typeof editorEn
/** The badge catalogue page's strings, and the profile's badge section's: loaded by the first of them. */
type BadgesCatalog = typeof badgesEn
/** What a block does (its dialog) and the share field's refusal across one: loaded when first needed. */
type BlocksCatalog = typeof blocksEn
/**
 * The Hint dialog's texts that name what Confirm does and to what, and the report form's
 * strings and starting sentences: loaded when one of them is first asked (decision 028).
 */
type DialogsCatalog = typeof dialogsEn
/**
 * Why an account was banned and its appeal form: loaded by that notice itself when a sign-in is
 * refused for a ban (not a `partCatalogs` part: its three loaders would cost the first visit bytes).
 */
type AppealCatalog = typeof appealEn
/** What search says while the index is rebuilt: loaded by that note itself, as the appeal's. */
type SearchNoteCatalog = typeof searchEn

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: {
      translation: Catalog &
        AccountCatalog &
        AdminCatalog &
        ImportsCatalog &
        StudyCatalog &
        NativeCatalog &
        LegalCatalog &
        PwaCatalog &
        NotificationsCatalog &
        TimersCatalog &
        EditorCatalog &
        BadgesCatalog &
        BlocksCatalog &
        DialogsCatalog &
        AppealCatalog &
        SearchNoteCatalog
    }
  }
}

// One chunk per language: a visitor downloads only the catalog they read.
const catalogs: Record<Locale, () => Promise<{ default: Catalog }>> = {
  en: () => import('./en.json'),
  zh: () => import('./zh.json'),
  ja: () => import('./ja.json'),
}

/** Catalogs of parts of the app that most visits never open, each loaded on first use. */
const partCatalogs = {
  account: {
    en: () => import('./account.en.json'),
    zh: () => import('./account.zh.json'),
    ja: () => import('./account.ja.json'),
  },
  admin: {
    en: () => import('./admin.en.json'),
    zh: () => import('./admin.zh.json'),
    ja: () => import('./admin.ja.json'),
  },
  imports: {
    en: () => import('./imports.en.json'),
    zh: () => import('./imports.zh.json'),
    ja: () => import('./imports.ja.json'),
  },
  study: {
    en: () => import('./study.en.json'),
    zh: () => import('./study.zh.json'),
    ja: () => import('./study.ja.json'),
  },
  native: {
    en: () => import('./native.en.json'),
    zh: () => import('./native.zh.json'),
    ja: () => import('./native.ja.json'),
  },
  legal: {
    en: () => import('./legal.en.json'),
    zh: () => import('./legal.zh.json'),
    ja: () => import('./legal.ja.json'),
  },
  pwa: {
    en: () => import('./pwa.en.json'),
    zh: () => import('./pwa.zh.json'),
    ja: () => import('./pwa.ja.json'),
  },
  notifications: {
    en: () => import('./notifications.en.json'),
    zh: () => import('./notifications.zh.json'),
    ja: () => import('./notifications.ja.json'),
  },
  timers: {
    en: () => import('./timers.en.json'),
    zh: () => import('./timers.zh.json'),
    ja: () => import('./timers.ja.json'),
  },
  editor: {
    en: () => import('./editor.en.json'),
    zh: () => import('./editor.zh.json'),
    ja: () => import('./editor.ja.json'),
  },
  badges: {
    en: () => import('./badges.en.json'),
    zh: () => import('./badges.zh.json'),
    ja: () => import('./badges.ja.json'),
  },
  blocks: {
    en: () => import('./blocks.en.json'),
    zh: () => import('./blocks.zh.json'),
    ja: () => import('./blocks.ja.json'),
  },
  dialogs: {
    en: () => import('./dialogs.en.json'),
    zh: () => import('./dialogs.zh.json'),
    ja: () => import('./dialogs.ja.json'),
  },
} satisfies Record<string, Record<Locale, () => Promise<{ default: object }>>>
export type CatalogPart = keyof typeof partCatalogs

export const i18n: I18n = i18next.createInstance()

/** Parts opened so far: a language change then loads their strings too. */
const wantedParts = new Set<CatalogPart>()
const loadedParts = new Set<string>()

async function ensurePartLoaded(part: CatalogPart, locale: Locale): Promise<void> {
  if (loadedParts.has(`${part}:${locale}`)) return
  const catalog = await partCatalogs[part][locale]()
  i18n.addResourceBundle(locale, 'translation', catalog.default, true, true)
  loadedParts.add(`${part}:${locale}`)
}

/** A part's strings in the current language (and in any language chosen later). */
export async function loadCatalogPart(part: CatalogPart): Promise<void> {
  wantedParts.add(part)
  await ensurePartLoaded(part, currentLocale())
}

export function isCatalogPartLoaded(part: CatalogPart): boolean {
  return loadedParts.has(`${part}:${currentLocale()}`)
}

async function ensureLoaded(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return
  const catalog = await catalogs[locale]()
  i18n.addResourceBundle(locale, 'translation', catalog.default)
}

function applyLocale(locale: Locale): void {
  document.documentElement.lang = locale
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older WebViews the native shell runs in
  document.cookie = localeCookie(locale)
}

export async function initI18n(): Promise<I18n> {
  const locale = detectLocale(document.cookie, navigator.languages ?? [navigator.language])
  await i18n.use(initReactI18next).init({
    lng: locale,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  await ensureLoaded(locale)
  applyLocale(locale)
  await i18n.changeLanguage(locale)
  return i18n
}

export async function changeLocale(locale: Locale): Promise<void> {
  await ensureLoaded(locale)
  await Promise.all([...wantedParts].map((part) => ensurePartLoaded(part, locale)))
  applyLocale(locale)
  await i18n.changeLanguage(locale)
}

export function currentLocale(): Locale {
  return i18n.language as Locale
}
