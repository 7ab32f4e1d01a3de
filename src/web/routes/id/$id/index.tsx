import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ProfileCard } from '../../../features/profiles/components/ProfileCard'
import { meQueryOptions, profileQueryOptions } from '../../../features/profiles/queries'
import { isNotFound } from '../../../lib/api'
import { CONTENT } from '../../../shell/NotFound'
import { usePageTitle } from '../../../shell/page-title'

export const Route = createFileRoute('/id/$id/')({
  staticData: { title: 'profile' },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(profileQueryOptions(params.id))
    } catch (error) {
      if (isNotFound(error)) throw notFound({ data: CONTENT })
      throw error
    }
  },
  component: ProfilePage,
})

function ProfilePage() {
  const { t } = useTranslation()
  const { id } = Route.useParams()
  const { data: profile } = useSuspenseQuery(profileQueryOptions(id))
  const { data: me } = useQuery(meQueryOptions)
  const isMine = me?.id === profile.id
  usePageTitle(`${profile.name} (@${profile.username})`)
  return (
    <ProfileCard
      profile={profile}
      actions={
        isMine && (
          <Link to="/id/$id/edit" params={{ id }} className="btn btn-sm btn-primary">
            {t('profile.edit')}
          </Link>
        )
      }
    />
  )
}
