import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../shell/Placeholder'

export const Route = createFileRoute('/admin')({
  staticData: { title: 'admin' },
  component: Placeholder,
})
