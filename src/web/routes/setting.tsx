import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { meQueryOptions } from '../features/session/me-query'
import { AccountSettings } from '../features/settings/AccountSettings'
import { BlockedPeople } from '../features/settings/BlockedPeople'
import { ExportMyData } from '../features/settings/ExportMyData'
import { NotificationSettings } from '../features/settings/NotificationSettings'
import { PreferencesForm } from '../features/settings/PreferencesForm'
import { StudySettingsSection } from '../features/study/components/StudySettingsSection'
import { loadCatalogPart } from '../i18n/i18n'
import { isNative } from '../lib/platform'
import { PageHeading } from '../ui/PageHeading'

export const Route = createFileRoute('/setting')({
  staticData: { title: 'setting' },
  loader: async ({ context: { queryClient } }) => {
    // The page's strings are a catalog part (decision 018's first-visit budget), a visitor's
    // preferences' too; offline before they were ever cached, the sections still show, keyed.
    const strings = loadCatalogPart('account').catch(() => undefined)
    const me = await queryClient.ensureQueryData(meQueryOptions)
    if (!me) return strings
    // Sections that load their own data would appear and move the ones below them (a tap
    // there would land on what moved). Offline, each fetches for itself and offers Try again.
    await Promise.all([
      strings,
      // Imported here, not at the top: a route's loader is part of the first download.
      import('../features/social/queries').then(
        ({ myBlocksOptions }) => queryClient.prefetchInfiniteQuery(myBlocksOptions()),
        () => undefined,
      ),
      import('../features/study/prefetch').then(
        (study) => study.prefetchStudySettings(queryClient),
        () => undefined,
      ),
    ])
  },
  component: SettingsPage,
})

function SettingsPage() {
  const { t } = useTranslation()
  const { data: me } = useQuery(meQueryOptions)
  return (
    <div className="flex flex-col gap-8">
      <PageHeading />
      {me?.role === 'admin' && (
        <Link to="/admin" className="btn btn-outline self-start">
          {t('pages.admin')}
        </Link>
      )}
      <PreferencesForm />
      {me && <StudySettingsSection />}
      {me && <NotificationSettings />}
      {me && <BlockedPeople />}
      {me && <ExportMyData />}
      {me && <AccountSettings me={me} />}
      {!isNative() && (
        <Link to="/app" className="link link-primary self-start" data-testid="get-the-app">
          {t('pages.app')}
        </Link>
      )}
    </div>
  )
}
