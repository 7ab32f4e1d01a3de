import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../shell/Placeholder'

export const Route = createFileRoute('/app')({
  staticData: { title: 'app' },
  component: Placeholder,
})
