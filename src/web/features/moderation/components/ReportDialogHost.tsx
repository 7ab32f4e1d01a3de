import { lazy, Suspense } from 'react'
import { useStore } from '../../../lib/store'
import { reportStore } from '../report-store'

// The form and its schema load when someone first reports, not with the first page.
const ReportDialog = lazy(() => import('./ReportDialog'))

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
