import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '../features/legal/LegalPage'

export const Route = createFileRoute('/terms')({
  staticData: { title: 'terms' },
  component: () => <LegalPage kind="terms" />,
})
