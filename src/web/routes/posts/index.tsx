import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../shell/Placeholder'

export const Route = createFileRoute('/posts/')({
  staticData: { title: 'posts', tab: 'posts' },
  component: Placeholder,
})
