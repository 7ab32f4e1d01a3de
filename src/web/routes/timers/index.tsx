import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { SignInPrompt } from '../../features/session/components/SignInPrompt'
import { meQueryOptions } from '../../features/session/me-query'
import { TimersPage } from '../../features/timers/components/TimersPage'
import { timersOptions } from '../../features/timers/queries'

export const Route = createFileRoute('/timers/')({
  staticData: { title: 'timers', tab: 'timers' },
  loader: async ({ context: { queryClient } }) => {
    const me = await queryClient.ensureQueryData(meQueryOptions)
    if (me) await queryClient.ensureQueryData(timersOptions)
  },
  component: TimersRoute,
})

function TimersRoute() {
  const { data: me } = useSuspenseQuery(meQueryOptions)
  return me ? <TimersPage /> : <SignInPrompt about="timers" />
}
