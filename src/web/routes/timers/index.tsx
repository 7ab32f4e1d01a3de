import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../shell/Placeholder'

export const Route = createFileRoute('/timers/')({
  staticData: { title: 'timers', tab: 'timers' },
  component: Placeholder,
})
