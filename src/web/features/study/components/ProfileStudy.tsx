import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { PublicProfile } from '../../../../shared/accounts'
import { useCatalogPart } from '../../../i18n/use-catalog-part'
import { userStatsOptions } from '../queries'
import { StudyActivity } from './StudyActivity'

/**
 * Whether the profile says its owner shows their statistics. Asking `/users/{id}/study-stats`
 * of everyone would log a 404 in the browser for each person who does not, so the section waits
 * for the profile's flag.
 */
export function showsStudyStats(profile: PublicProfile): boolean {
  return profile.studyStatsPublic
}

/** On a profile whose owner shows their statistics: their heatmap and streaks. */
export function ProfileStudy({ userId }: { userId: string }) {
  const { data: stats } = useQuery(userStatsOptions(userId))
  const isReady = useCatalogPart('study', Boolean(stats))
  const { t } = useTranslation()
  if (!stats || !isReady) return null
  return (
    <section
      aria-labelledby="profile-study"
      className="flex flex-col gap-3 rounded-box bg-base-200 p-4"
      data-testid="profile-study"
    >
      <h2 id="profile-study" className="font-semibold">
        {t('study.heading')}
      </h2>
      <StudyActivity stats={stats} />
    </section>
  )
}
