import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../shell/Placeholder'

export const Route = createFileRoute('/explore/')({
  staticData: { title: 'explore' },
  component: Placeholder,
})
