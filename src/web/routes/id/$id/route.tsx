import { createFileRoute, Outlet } from '@tanstack/react-router'
import { parseId } from '../../../../shared/params'

export const Route = createFileRoute('/id/$id')({
  params: { parse: ({ id }) => ({ id: parseId(id) }), stringify: ({ id }) => ({ id }) },
  staticData: { title: 'profile' },
  component: Outlet,
})
