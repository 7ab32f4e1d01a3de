import { createFileRoute, Outlet } from '@tanstack/react-router'
import { idOrSlugParams } from '../../../lib/route-params'

export const Route = createFileRoute('/books/$id')({
  params: idOrSlugParams,
  staticData: { title: 'book' },
  component: Outlet,
})
