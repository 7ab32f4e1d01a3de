import type { ReportTarget } from '../../../shared/moderation-constants'
import { createStore } from '../../lib/store'

export interface ReportRequest {
  targetType: ReportTarget
  targetId: string
  /** The person's name or the post's or book's title, for the dialog's heading. */
  name: string
}

/** The report dialog's one open request (mounted once, in the app's layout). */
export const reportStore = createStore<ReportRequest | null>(null)

export function openReport(request: ReportRequest): void {
  reportStore.set(request)
}
