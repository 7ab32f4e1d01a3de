import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../shell/Placeholder'

export const Route = createFileRoute('/timers/new')({
  staticData: { title: 'timer-new' },
  component: Placeholder,
})
