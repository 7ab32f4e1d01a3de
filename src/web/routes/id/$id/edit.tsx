import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../../shell/Placeholder'

export const Route = createFileRoute('/id/$id/edit')({
  staticData: { title: 'profile-edit' },
  component: Placeholder,
})
