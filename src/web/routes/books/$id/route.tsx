import { createFileRoute, Outlet } from '@tanstack/react-router'
import { parseIdOrSlug } from '../../../../shared/params'

export const Route = createFileRoute('/books/$id')({
  params: { parse: ({ id }) => ({ id: parseIdOrSlug(id) }), stringify: ({ id }) => ({ id }) },
  staticData: { title: 'book' },
  component: Outlet,
})
