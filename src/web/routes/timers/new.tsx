import { createFileRoute } from '@tanstack/react-router'
import { requireSignIn } from '../../features/session/require-sign-in'
import { NewTimerPage } from '../../features/timers/components/NewTimerPage'

export const Route = createFileRoute('/timers/new')({
  staticData: { title: 'timer-new', under: 'timers' },
  beforeLoad: requireSignIn,
  component: NewTimerPage,
})
