import { useTranslation } from 'react-i18next'
import { badgeKey, isBadge } from '../../../../shared/badge-constants'

/** The badge a person shows as their title, beside their name wherever it appears. */
export function TitleBadge({ title }: { title: string | null | undefined }) {
  const { t } = useTranslation()
  if (!title || !isBadge(title)) return null
  return (
    <span className="badge badge-secondary badge-xs shrink-0 whitespace-nowrap" data-testid="title-badge">
      {t(badgeKey(title))}
    </span>
  )
}
