import { createFileRoute } from '@tanstack/react-router'
import { parseId } from '../../../shared/params'
import { Placeholder } from '../../shell/Placeholder'

export const Route = createFileRoute('/points/$id')({
  params: { parse: ({ id }) => ({ id: parseId(id) }), stringify: ({ id }) => ({ id }) },
  staticData: { title: 'point' },
  component: Placeholder,
})
