import { useMatches } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/**
 * The page's one `h1` on pages whose content has no heading of its own (a list, a form): its name
 * as the top bar shows it, for screen readers and the document outline (the top bar's title is
 * not a heading, since pages about one thing have their own).
 */
export function PageHeading() {
  const { t } = useTranslation()
  const title = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.title)?.staticData.title,
  })
  return <h1 className="sr-only">{title ? t(`pages.${title}`) : t('app.name')}</h1>
}
