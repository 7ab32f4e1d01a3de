import { DocumentTextIcon, StarIcon } from '@heroicons/react/24/outline'
import { useTranslation } from 'react-i18next'

/** Point and star counts: an icon and a number, named for screen readers. */
export function BookStats({ pointCount, starCount }: { pointCount: number; starCount: number }) {
  const { t } = useTranslation()
  const stats = [
    { key: 'points', Icon: DocumentTextIcon, label: t('books.point-count'), value: pointCount },
    { key: 'stars', Icon: StarIcon, label: t('books.star-count'), value: starCount },
  ]
  return (
    <span className="flex items-center gap-3 tabular-nums">
      {stats.map(({ key, Icon, label, value }) => (
        <span key={key} className="flex items-center gap-1" data-testid={`book-${key}`}>
          <Icon className="size-4" aria-hidden="true" />
          <span className="sr-only">{label}</span>
          {value}
        </span>
      ))}
    </span>
  )
}
