import { useTranslation } from 'react-i18next'
import { formatDate } from '../lib/date'

/** Above a form that opened with its draft (`useDraft`): since when, and the way to drop it. */
export function DraftNotice({ savedAt, onDiscard }: { savedAt: number | null; onDiscard(): void }) {
  const { t, i18n } = useTranslation()
  if (savedAt === null) return null
  return (
    <div role="status" className="alert alert-soft alert-info flex flex-wrap justify-between gap-2 text-sm">
      <span className="min-w-0 break-words">
        {t('drafts.restored', { time: formatDate(savedAt, i18n.language, 'dateTime') })}
      </span>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onDiscard}>
        {t('drafts.discard')}
      </button>
    </div>
  )
}
