import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../../shell/Placeholder'

export const Route = createFileRoute('/books/$id/agent')({
  staticData: { title: 'agent' },
  component: Placeholder,
})
