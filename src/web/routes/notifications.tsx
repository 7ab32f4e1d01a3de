import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { NotificationsPage } from '../features/notifications/components/NotificationsPage'
import { notificationListOptions } from '../features/notifications/queries'
import { SignInPrompt } from '../features/session/components/SignInPrompt'
import { meQueryOptions } from '../features/session/me-query'
import { loadCatalogPart } from '../i18n/i18n'

export const Route = createFileRoute('/notifications')({
  staticData: { title: 'notifications', tab: 'notifications' },
  loader: async ({ context: { queryClient } }) => {
    const me = await queryClient.ensureQueryData(meQueryOptions)
    // What each notification says is a catalog part of its own (decision 018's first-visit budget).
    if (me)
      await Promise.all([
        queryClient.ensureInfiniteQueryData(notificationListOptions),
        loadCatalogPart('notifications'),
      ])
  },
  component: NotificationsRoute,
})

function NotificationsRoute() {
  const { data: me } = useSuspenseQuery(meQueryOptions)
  return me ? <NotificationsPage /> : <SignInPrompt about="notifications" />
}
