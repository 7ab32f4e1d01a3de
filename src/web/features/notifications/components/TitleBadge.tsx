import { useTranslation } from 'react-i18next'
import { BADGES, type Badge } from '../../../../shared/notification-constants'

export const isBadge = (value: string): value is Badge => (BADGES as readonly string[]).includes(value)

/** A badge's name in the catalogs (keys are kebab-case). */
const BADGE_KEYS = {
  new_user: 'badges.new-user',
  posting_master: 'badges.posting-master',
  study_streak_7: 'badges.study-streak-7',
  study_streak_30: 'badges.study-streak-30',
  study_streak_100: 'badges.study-streak-100',
  reviews_1000: 'badges.reviews-1000',
} as const satisfies Record<Badge, string>
export const badgeKey = (badge: Badge) => BADGE_KEYS[badge]

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
