import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../shell/Placeholder'

export const Route = createFileRoute('/mine')({
  staticData: { title: 'mine', tab: 'mine' },
  component: Placeholder,
})
