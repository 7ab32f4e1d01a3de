import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ReportDialogHost } from '../features/moderation/components/ReportDialogHost'
import { useRealtime } from '../features/notifications/use-realtime'
import { useOnlineHeartbeat } from '../features/profiles/useOnlineHeartbeat'
import { meQueryOptions } from '../features/session/me-query'
import { leaveBlocker } from '../lib/guarded-form-count'
import { useStore } from '../lib/store'
import { confirmDialog } from '../ui/confirm'
import { LoadingOverlay, useIsLoading } from '../ui/LoadingOverlay'
import { ProgressBar } from '../ui/ProgressBar'
import { Toasts } from '../ui/Toasts'
import { OfflineBanner } from './OfflineBanner'
import { TabNav } from './TabNav'
import { TopBar } from './TopBar'

export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const main = useRef<HTMLElement>(null)
  const isLoading = useIsLoading()
  const { data: me } = useQuery(meQueryOptions)
  useOnlineHeartbeat(me?.id)
  useRealtime(me?.id)
  // Loaded with the first form that guards edits, not with every first visit (decision 018).
  const Blocker = useStore(leaveBlocker)
  // Loaded with the first question (`confirm`), and mounted from then on.
  const Confirm = useStore(confirmDialog)
  return (
    <>
      <ProgressBar />
      <div inert={isLoading} className="min-h-dvh bg-base-100 text-base-content">
        {/* The first stop of Tab on every page, shown only then: past the top bar to the page.
            Not a hash link: the router would take `#main` for a change of address. */}
        {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to the page's main part (WCAG G1); the click only keeps the address as it is */}
        <a
          href="#main"
          className="btn btn-primary btn-sm fixed top-2 left-2 z-[1100] -translate-y-24 focus:translate-y-0"
          onClick={(event) => {
            event.preventDefault()
            main.current?.focus()
          }}
        >
          {t('nav.skip-to-content')}
        </a>
        <TopBar />
        <OfflineBanner />
        {/* From md the tab rail is fixed at the left (8rem with its margins): the page's content
            starts right of it, however large the text, while a wide screen's centring already
            leaves that room. */}
        <main
          ref={main}
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-3xl px-4 pt-4 pb-24 md:pb-8 md:pl-[max(1rem,calc(8rem_-_max(0px,(100vw_-_48rem)_/_2)))] focus:outline-none"
        >
          {children}
        </main>
        <TabNav />
      </div>
      <LoadingOverlay />
      <ReportDialogHost />
      {Confirm && <Confirm.Component />}
      {Blocker && <Blocker.Component />}
      <Toasts />
    </>
  )
}
