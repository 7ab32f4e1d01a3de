import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '../../shared/constants'

/** A component's own strings, one loader per language. */
export type OwnCatalog = Record<Locale, () => Promise<{ default: object }>>

/**
 * Loads a component's own strings in the reader's language (again when it changes), and says
 * whether they are in. For the strings of a notice few visits see (a ban, a search while the
 * index is rebuilt): not a `partCatalogs` part, whose loaders every first visit would carry.
 */
export function useOwnCatalog(catalogs: OwnCatalog): boolean {
  const { i18n } = useTranslation()
  const language = (i18n.language in catalogs ? i18n.language : 'en') as Locale
  const [loaded, setLoaded] = useState<string | null>(null)
  useEffect(() => {
    let isCurrent = true
    void catalogs[language]().then((catalog) => {
      i18n.addResourceBundle(language, 'translation', catalog.default, true, true)
      if (isCurrent) setLoaded(language)
    })
    return () => {
      isCurrent = false
    }
  }, [i18n, language, catalogs])
  return loaded === language
}
