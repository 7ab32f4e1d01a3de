import { createFileRoute, Outlet } from '@tanstack/react-router'
import { parseId } from '../../../../shared/params'

export const Route = createFileRoute('/points/$id')({
  params: { parse: ({ id }) => ({ id: parseId(id) }), stringify: ({ id }) => ({ id }) },
  staticData: { title: 'point' },
  component: Outlet,
})
