import { createFileRoute } from '@tanstack/react-router'
import { requireSignIn } from '../../features/session/require-sign-in'
import { NewTimerPage } from '../../features/timers/components/NewTimerPage'
import { loadPagePart } from '../../lib/online'

export const Route = createFileRoute('/timers/new')({
  staticData: { title: 'timer-new', under: 'timers' },
  beforeLoad: requireSignIn,
  // The timers' strings are a catalog part (decision 018's first-visit budget).
  loader: () => loadPagePart('timers'),
  component: NewTimerPage,
})
