import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { menuItem } from '../../../ui/ActionsMenu'
import { meQueryOptions } from '../../session/me-query'
import { promptSignIn } from '../../session/prompt'
import { openReport, type ReportRequest } from '../report-store'

/** Opens the report dialog on `target`; a visitor is asked to sign in first. */
export function useOpenReport() {
  const queryClient = useQueryClient()
  return async (target: ReportRequest) => {
    // Who is signed in may still be loading right after the page opened: wait for it, rather
    // than take a person who is signed in for a visitor.
    const me = await queryClient.ensureQueryData(meQueryOptions)
    if (!me) void promptSignIn('report')
    else openReport(target)
  }
}

/** "Report this …" in a menu; a visitor is asked to sign in first. */
export function ReportMenuItem({ target }: { target: ReportRequest }) {
  const { t } = useTranslation()
  const open = useOpenReport()
  const handleClick = () => open(target)
  return (
    <li role="none">
      <button {...menuItem} type="button" onClick={() => void handleClick()}>
        {/* A comment's own buttons say "Report" beside "Reply" (decision 026). */}
        {target.targetType === 'comment'
          ? t('moderation.report')
          : t(`moderation.report-${target.targetType}`)}
      </button>
    </li>
  )
}
