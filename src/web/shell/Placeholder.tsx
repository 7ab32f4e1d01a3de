import { useMatches } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** A page a later issue fills: its translated title and a short line. */
export function Placeholder() {
  const { t } = useTranslation()
  const title = useMatches({
    select: (matches) => matches.findLast((m) => m.staticData.title)?.staticData.title,
  })
  return (
    <section className="py-8 text-center">
      <h1 className="text-2xl font-bold">{title ? t(`pages.${title}`) : t('app.name')}</h1>
      <p className="mt-2 text-base-content/70">{t('common.coming-soon')}</p>
    </section>
  )
}
