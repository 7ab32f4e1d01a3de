import { lazy, Suspense } from 'react'
import { loadCatalogPart } from '../../../i18n/i18n'
import { useStore } from '../../../lib/store'
import { reportStore } from '../report-store'

// The form, its schema and its strings (the required mark, the reasons' starting sentences: the
// dialogs part) load when someone first reports, not with the first page.
const ReportDialog = lazy(async () => {
  const [dialog] = await Promise.all([import('./ReportDialog'), loadCatalogPart('dialogs')])
  return dialog
})

/** Mounted once in the app's layout: the report dialog of the request `openReport` made. */
export function ReportDialogHost() {
  const request = useStore(reportStore)
  if (!request) return null
  return (
    <Suspense fallback={null}>
      <ReportDialog
        key={`${request.targetType}:${request.targetId}`}
        request={request}
        onClose={() => reportStore.set(null)}
      />
    </Suspense>
  )
}
