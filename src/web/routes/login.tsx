import { createFileRoute, redirect } from '@tanstack/react-router'
import { LoginPage } from '../features/auth/components/LoginPage'
import { meQueryOptions } from '../features/profiles/queries'
import { safePath } from '../lib/safe-path'
import { PageHeading } from '../shell/PageHeading'

interface LoginSearch {
  redirect?: string
  reset?: string
  mode?: 'sign-up'
  /** Sent here because the account was banned (its sessions ended). */
  banned?: true
  /** Sent here because this page's session ended elsewhere (signed out of all devices, a new password). */
  ended?: true
}

export const Route = createFileRoute('/login')({
  staticData: { title: 'login' },
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...(typeof search.redirect === 'string' ? { redirect: safePath(search.redirect) } : {}),
    ...(typeof search.reset === 'string' && search.reset ? { reset: search.reset } : {}),
    ...(search.mode === 'sign-up' ? { mode: 'sign-up' as const } : {}),
    ...(search.banned === true || search.banned === 'true' ? { banned: true as const } : {}),
    ...(search.ended === true || search.ended === 'true' ? { ended: true as const } : {}),
  }),
  beforeLoad: async ({ context, search }) => {
    const me = await context.queryClient.ensureQueryData(meQueryOptions)
    if (me && !search.reset) throw redirect({ href: search.redirect ?? '/mine', replace: true })
  },
  component: LoginRoute,
})

function LoginRoute() {
  const search = Route.useSearch()
  return (
    <>
      <PageHeading />
      <LoginPage
        redirect={search.redirect ?? '/mine'}
        reset={search.reset}
        startWithSignUp={search.mode === 'sign-up'}
        isBanned={search.banned === true}
        wasSignedOut={search.ended === true}
      />
    </>
  )
}
