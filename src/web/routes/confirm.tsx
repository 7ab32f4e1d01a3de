import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../shell/Placeholder'

export const Route = createFileRoute('/confirm')({
  staticData: { title: 'confirm' },
  component: Placeholder,
})
