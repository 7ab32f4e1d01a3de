import { useTranslation } from 'react-i18next'
import { useCatalogPart } from '../../i18n/use-catalog-part'
import { formatDate } from '../../lib/date'

const UPDATED = '2026-11-22'

/** The terms or the privacy policy; their text is a catalog part of its own, loaded here. */
export function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t, i18n } = useTranslation()
  const isReady = useCatalogPart('legal')
  const date = formatDate(UPDATED, i18n.language, 'longDate')
  return (
    <article className="prose mx-auto max-w-2xl py-4">
      <h1 className="text-2xl font-bold">{t(`pages.${kind}`)}</h1>
      {isReady ? (
        <>
          <p className="text-sm text-base-content/70">{t('legal.updated', { date })}</p>
          <p className="mt-4 leading-relaxed">{t(`legal.${kind}`)}</p>
        </>
      ) : (
        <div className="mt-4 flex flex-col gap-2" aria-hidden="true">
          <div className="skeleton h-4 w-40" />
          <div className="skeleton h-24 w-full" />
        </div>
      )}
    </article>
  )
}
