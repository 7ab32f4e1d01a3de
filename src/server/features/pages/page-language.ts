import type { Locale } from '../../../shared/constants'
import type { ContentLanguage } from '../../../shared/content-language'

/** ` lang="…"` for an element showing content whose language is known, else nothing. */
export const langAttribute = (language: ContentLanguage | null | undefined) =>
  language ? ` lang="${language}"` : ''

/**
 * The page in the language of the content it shows (decision 027), where that is known and is not
 * the reader's: `<html lang>` is the content's — the title, description and preview tags are its
 * text, and a chat app unfurling the link or a search engine reads them — while the frame around
 * it, in the reader's language, says so on its own element (which the app replaces; the app then
 * puts the reader's language on `<html>` and the content's on the elements showing it).
 */
export function withContentLanguage(
  indexHtml: string,
  language: ContentLanguage | null | undefined,
  locale: Locale,
): string {
  if (!language || language === locale) return indexHtml
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(' id="boot-shell"', ` id="boot-shell" lang="${locale}"`)
}
