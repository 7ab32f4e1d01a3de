import { createFileRoute } from '@tanstack/react-router'
import { BadgeCatalogue } from '../features/badges/components/BadgeCatalogue'

export const Route = createFileRoute('/badges')({
  staticData: { title: 'badges' },
  component: BadgeCatalogue,
})
