import { useTranslation } from 'react-i18next'
import { type OwnCatalog, useOwnCatalog } from '../../../i18n/own-catalog'

// The note's strings (i18n/search.*.json): only a search during a rebuild of the index loads them.
const CATALOGS: OwnCatalog = {
  en: () => import('../../../i18n/search.en.json'),
  zh: () => import('../../../i18n/search.zh.json'),
  ja: () => import('../../../i18n/search.ja.json'),
}

/** Said while rows written before the index existed are still being indexed (decision 015). */
export function IndexingNote() {
  const { t } = useTranslation()
  const isReady = useOwnCatalog(CATALOGS)
  if (!isReady) return null
  return (
    <p role="status" className="text-sm text-base-content/70 break-words">
      {t('search.indexing')}
    </p>
  )
}
