import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { meQueryOptions } from '../../profiles/queries'
import { promptSignIn } from '../../session/prompt'
import { openReport, type ReportRequest } from '../report-store'

/** "Report this …" in a menu; a visitor is asked to sign in first. */
export function ReportMenuItem({ target }: { target: ReportRequest }) {
  const { t } = useTranslation()
  const { data: me } = useQuery(meQueryOptions)
  const handleClick = () => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    if (!me) void promptSignIn()
    else openReport(target)
  }
  return (
    <li>
      <button type="button" onClick={handleClick}>
        {t(`moderation.report-${target.targetType}`)}
      </button>
    </li>
  )
}
