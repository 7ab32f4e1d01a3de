import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { ProfileForm } from '../../../features/profiles/components/ProfileForm'
import { meQueryOptions } from '../../../features/session/me-query'
import { requireSignIn } from '../../../features/session/require-sign-in'
import { NO_ACCESS } from '../../../lib/not-found'
import { PageHeading } from '../../../ui/PageHeading'

export const Route = createFileRoute('/id/$id/edit')({
  staticData: { title: 'profile-edit' },
  // Only your own profile: visitors sign in first; anyone else's answers not found.
  beforeLoad: async ({ context, params, location }) => {
    await requireSignIn({ context, location })
    const me = await context.queryClient.ensureQueryData(meQueryOptions)
    if (me?.id !== params.id) throw notFound({ data: NO_ACCESS })
  },
  component: EditProfilePage,
})

function EditProfilePage() {
  const { data: me } = useSuspenseQuery(meQueryOptions)
  if (!me) return null
  return (
    <>
      <PageHeading />
      <ProfileForm key={me.id} me={me} />
    </>
  )
}
