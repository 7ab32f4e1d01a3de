import { createFileRoute, redirect } from '@tanstack/react-router'
import { LoginPage } from '../features/auth/components/LoginPage'
import { meQueryOptions } from '../features/session/me-query'
import { safePath } from '../lib/safe-path'
import { PageHeading } from '../ui/PageHeading'

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
    // Each key named, undefined when not valid: the router keeps the address's own value otherwise
    // (a redirect that is a number or an object would skip safePath).
    redirect: typeof search.redirect === 'string' ? safePath(search.redirect) : undefined,
    reset: typeof search.reset === 'string' && search.reset ? search.reset : undefined,
    mode: search.mode === 'sign-up' ? 'sign-up' : undefined,
    banned: search.banned === true || search.banned === 'true' ? true : undefined,
    ended: search.ended === true || search.ended === 'true' ? true : undefined,
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
