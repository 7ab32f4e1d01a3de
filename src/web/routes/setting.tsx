import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { meQueryOptions } from '../features/profiles/queries'
import { AccountSettings } from '../features/settings/AccountSettings'
import { BlockedPeople } from '../features/settings/BlockedPeople'
import { NotificationSettings } from '../features/settings/NotificationSettings'
import { PreferencesForm } from '../features/settings/PreferencesForm'

export const Route = createFileRoute('/setting')({
  staticData: { title: 'setting' },
  component: SettingsPage,
})

function SettingsPage() {
  const { data: me } = useQuery(meQueryOptions)
  return (
    <div className="flex flex-col gap-8">
      <PreferencesForm />
      {me && <NotificationSettings />}
      {me && <BlockedPeople />}
      {me && <AccountSettings me={me} />}
    </div>
  )
}
