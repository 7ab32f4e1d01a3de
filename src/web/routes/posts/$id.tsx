import { createFileRoute } from '@tanstack/react-router'
import { idOrSlugParams } from '../../lib/route-params'
import { Placeholder } from '../../shell/Placeholder'

export const Route = createFileRoute('/posts/$id')({
  params: idOrSlugParams,
  staticData: { title: 'post' },
  component: Placeholder,
})
