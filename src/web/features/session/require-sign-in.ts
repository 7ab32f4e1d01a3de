import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { meQueryOptions } from './me-query'

/** `beforeLoad` of pages only a signed-in person can use: visitors sign in and come back. */
export async function requireSignIn({
  context,
  location,
}: {
  context: { queryClient: QueryClient }
  location: { href: string }
}): Promise<void> {
  const me = await context.queryClient.ensureQueryData(meQueryOptions)
  if (!me) throw redirect({ to: '/login', search: { redirect: location.href } })
}
