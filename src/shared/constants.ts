import { version } from '../../package.json'

/** Product constants from spec §9 and decisions.md, shared by server and web. */

/** The version lives in package.json alone. */
export const APP_VERSION: string = version

export const LOCALES = ['en', 'zh', 'ja'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
export const LOCALE_COOKIE = 'locale'
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365

export const TOAST_DURATION_MS = 1000

/** Online time: every 10 s while signed in and visible, 10 s more (spec §4, §9). */
export const ONLINE_HEARTBEAT_SECONDS = 10

/**
 * The native shell's custom scheme and its email-confirm deep link (`pointbook://auth/confirm?code=…`),
 * declared in android/ (custom_url_scheme) and written into mails asked for from the shell.
 */
const APP_SCHEME = 'pointbook'
export const APP_CONFIRM_LINK = `${APP_SCHEME}://auth/confirm`

export const PAGE_LIMIT_DEFAULT = 20
export const PAGE_LIMIT_MAX = 100
/** A book page lists its points 50 at a time (the server names the first page's address early). */
export const POINT_PAGE_SIZE = 50

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}
