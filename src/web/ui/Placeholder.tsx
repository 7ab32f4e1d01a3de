import { useTranslation } from 'react-i18next'
import { usePageName } from './page-title'

/** A page a later issue fills: its translated title and a short line. */
export function Placeholder() {
  const { t } = useTranslation()
  const { name } = usePageName()
  return (
    <section className="py-8 text-center">
      <h1 className="text-2xl font-bold">{name}</h1>
      <p className="mt-2 text-base-content/70">{t('common.coming-soon')}</p>
    </section>
  )
}
