import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { SignInPrompt } from '../../features/session/components/SignInPrompt'
import { meQueryOptions } from '../../features/session/me-query'
import { TimersPage } from '../../features/timers/components/TimersPage'
import { timersOptions } from '../../features/timers/queries'
import { loadPagePart } from '../../lib/online'

export const Route = createFileRoute('/timers/')({
  staticData: { title: 'timers', tab: 'timers' },
  loader: async ({ context: { queryClient } }) => {
    const me = await queryClient.ensureQueryData(meQueryOptions)
    // The timers' strings are a catalog part (decision 018's first-visit budget).
    if (me) await Promise.all([queryClient.ensureQueryData(timersOptions), loadPagePart('timers')])
  },
  component: TimersRoute,
})

function TimersRoute() {
  const { data: me } = useSuspenseQuery(meQueryOptions)
  return me ? <TimersPage /> : <SignInPrompt about="timers" />
}
