import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { NotificationsPage } from '../features/notifications/components/NotificationsPage'
import { notificationListOptions } from '../features/notifications/queries'
import { SignInPrompt } from '../features/profiles/components/SignInPrompt'
import { meQueryOptions } from '../features/profiles/queries'

export const Route = createFileRoute('/notifications')({
  staticData: { title: 'notifications', tab: 'notifications' },
  loader: async ({ context: { queryClient } }) => {
    const me = await queryClient.ensureQueryData(meQueryOptions)
    if (me) await queryClient.ensureInfiniteQueryData(notificationListOptions)
  },
  component: NotificationsRoute,
})

function NotificationsRoute() {
  const { data: me } = useSuspenseQuery(meQueryOptions)
  return me ? <NotificationsPage /> : <SignInPrompt about="notifications" />
}
