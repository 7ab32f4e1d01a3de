import { createFileRoute, Outlet } from '@tanstack/react-router'
import { idParams } from '../../../lib/route-params'

export const Route = createFileRoute('/id/$id')({
  params: idParams,
  staticData: { title: 'profile', under: { ifOwn: 'mine' } },
  component: Outlet,
})
