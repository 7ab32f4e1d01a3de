import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { meQueryOptions } from '../features/profiles/api'
import { ProfileCard } from '../features/profiles/components/ProfileCard'
import { SignInPrompt } from '../features/profiles/components/SignInPrompt'

export const Route = createFileRoute('/mine')({
  staticData: { title: 'mine', tab: 'mine' },
  loader: ({ context }) => context.queryClient.ensureQueryData(meQueryOptions),
  component: MinePage,
})

function MinePage() {
  const { t } = useTranslation()
  const { data: me } = useSuspenseQuery(meQueryOptions)
  if (!me) return <SignInPrompt />
  return (
    <div className="flex flex-col gap-4">
      <ProfileCard
        profile={me}
        actions={
          <>
            <Link to="/id/$id/edit" params={{ id: me.id }} className="btn btn-sm btn-primary">
              {t('profile.edit')}
            </Link>
            <Link to="/setting" className="btn btn-sm">
              {t('profile.settings')}
            </Link>
          </>
        }
      />
    </div>
  )
}
