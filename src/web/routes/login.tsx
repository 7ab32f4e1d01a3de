import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../shell/Placeholder'

export const Route = createFileRoute('/login')({
  staticData: { title: 'login' },
  component: Placeholder,
})
