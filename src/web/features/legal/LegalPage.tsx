import { useTranslation } from 'react-i18next'
import { formatDate } from '../../lib/date'

const UPDATED = '2026-11-22'

export function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t, i18n } = useTranslation()
  const date = formatDate(UPDATED, i18n.language, 'longDate')
  return (
    <article className="prose mx-auto max-w-2xl py-4">
      <h1 className="text-2xl font-bold">{t(`pages.${kind}`)}</h1>
      <p className="text-sm text-base-content/70">{t('legal.updated', { date })}</p>
      <p className="mt-4 leading-relaxed">{t(`legal.${kind}`)}</p>
    </article>
  )
}
