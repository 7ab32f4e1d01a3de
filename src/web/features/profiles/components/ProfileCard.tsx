import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PublicProfile } from '../../../../shared/accounts'
import { onlineParts } from '../../../../shared/online-time'
import { formatDate } from '../../../lib/date'
import { Avatar } from '../../../ui/Avatar'
import { TitleBadge } from '../../badges/components/TitleBadge'
import { Markdown } from '../../markdown/Markdown'

/** A person's public profile: avatar, names, title, bio, online time and join date. */
export function ProfileCard({
  profile,
  actions,
}: {
  // My own profile (/mine) has no study-stats flag: I read my settings.
  profile: Omit<PublicProfile, 'studyStatsPublic' | 'friendCount'>
  actions?: ReactNode
}) {
  const { t, i18n } = useTranslation()
  const joined = formatDate(profile.createdAt, i18n.language)
  return (
    <section className="card bg-base-100 ring-1 ring-base-300">
      <div className="card-body items-center gap-2 text-center">
        <Avatar name={profile.name} avatarUrl={profile.avatarUrl} size="lg" />
        <h1 className="text-2xl font-bold" data-testid="profile-name">
          {profile.name}
        </h1>
        <p className="text-base-content/70">@{profile.username}</p>
        <TitleBadge title={profile.title} />
        {profile.bio ? (
          <Markdown source={profile.bio} inline className="max-w-prose wrap-anywhere" />
        ) : (
          <p className="max-w-prose">{t('profile.no-bio')}</p>
        )}
        <p
          className="text-sm text-base-content/70"
          data-testid="online-time"
          data-seconds={profile.onlineDuration}
        >
          {t('profile.online-time', onlineParts(profile.onlineDuration))}
        </p>
        <p className="text-sm text-base-content/70">{t('profile.joined', { date: joined })}</p>
        {actions && <div className="card-actions mt-2">{actions}</div>}
      </div>
    </section>
  )
}
