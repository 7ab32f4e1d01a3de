import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Locale } from '../../shared/constants'
import type adminEn from './admin.en.json'
import type en from './en.json'
import { detectLocale, localeCookie } from './locale'

export type Catalog = typeof en
/** The admin area's strings: loaded when an admin first opens it, never by anyone else. */
export type AdminCatalog = typeof adminEn

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: Catalog & AdminCatalog }
  }
}

// One chunk per language: a visitor downloads only the catalog they read.
const catalogs: Record<Locale, () => Promise<{ default: Catalog }>> = {
  en: () => import('./en.json'),
  zh: () => import('./zh.json'),
  ja: () => import('./ja.json'),
}

const adminCatalogs: Record<Locale, () => Promise<{ default: AdminCatalog }>> = {
  en: () => import('./admin.en.json'),
  zh: () => import('./admin.zh.json'),
  ja: () => import('./admin.ja.json'),
}

export const i18n: I18n = i18next.createInstance()

/** Set once the admin area was opened: a language change then loads its strings too. */
let isAdminWanted = false
const adminLoaded = new Set<Locale>()

async function ensureAdminLoaded(locale: Locale): Promise<void> {
  if (adminLoaded.has(locale)) return
  const catalog = await adminCatalogs[locale]()
  i18n.addResourceBundle(locale, 'translation', catalog.default, true, true)
  adminLoaded.add(locale)
}

/** The admin area's strings in the current language (and in any language chosen later). */
export async function loadAdminCatalog(): Promise<void> {
  isAdminWanted = true
  await ensureAdminLoaded(currentLocale())
}

export function isAdminCatalogLoaded(): boolean {
  return adminLoaded.has(currentLocale())
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
  if (isAdminWanted) await ensureAdminLoaded(locale)
  applyLocale(locale)
  await i18n.changeLanguage(locale)
}

export function currentLocale(): Locale {
  return i18n.language as Locale
}
