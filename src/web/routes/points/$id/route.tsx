import { createFileRoute, Outlet } from '@tanstack/react-router'
import { idParams } from '../../../lib/route-params'

export const Route = createFileRoute('/points/$id')({
  params: idParams,
  staticData: { title: 'point' },
  component: Outlet,
})
