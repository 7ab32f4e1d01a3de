import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../shell/Placeholder'

export const Route = createFileRoute('/stars')({
  staticData: { title: 'stars', tab: 'stars' },
  component: Placeholder,
})
