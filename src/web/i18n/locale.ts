import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, type Locale } from '../../shared/constants'

export { detectLocale } from '../../shared/locale'

export function localeCookie(locale: Locale): string {
  const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax`
}
