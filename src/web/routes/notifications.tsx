import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../shell/Placeholder'

export const Route = createFileRoute('/notifications')({
  staticData: { title: 'notifications', tab: 'notifications' },
  component: Placeholder,
})
