import { createFileRoute } from '@tanstack/react-router'
import { PreferencesForm } from '../features/settings/PreferencesForm'

export const Route = createFileRoute('/setting')({
  staticData: { title: 'setting' },
  component: () => <PreferencesForm />,
})
