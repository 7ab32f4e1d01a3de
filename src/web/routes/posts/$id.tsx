import { createFileRoute } from '@tanstack/react-router'
import { parseIdOrSlug } from '../../../shared/params'
import { Placeholder } from '../../shell/Placeholder'

export const Route = createFileRoute('/posts/$id')({
  params: { parse: ({ id }) => ({ id: parseIdOrSlug(id) }), stringify: ({ id }) => ({ id }) },
  staticData: { title: 'post' },
  component: Placeholder,
})
