import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from './constants'

function readCookie(cookie: string, name: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(rest.join('='))
    } catch {
      return undefined
    }
  }
  return undefined
}

/**
 * The saved choice first; else the first browser language we speak (`zh-TW` → zh); else English.
 * The browser decides with its languages, the server with the request's (Accept-Language), so
 * both arrive at the same language.
 */
export function detectLocale(cookie: string, languages: readonly string[]): Locale {
  const saved = readCookie(cookie, LOCALE_COOKIE)
  if (isLocale(saved)) return saved
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0]
    if (isLocale(base)) return base
  }
  return DEFAULT_LOCALE
}

/** Accept-Language's languages, most wanted first (`ja;q=0.8, en` → en, ja). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag)
}
