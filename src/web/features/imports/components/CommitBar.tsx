import { useTranslation } from 'react-i18next'
import type { Progress } from '../transfer'

/** The import button, then while it runs: what is happening, how far, and Cancel until written. */
export function CommitBar({
  count,
  disabled,
  progress,
  onCommit,
  onCancel,
}: {
  count: number
  disabled: boolean
  progress: Progress | null
  onCommit(): void
  onCancel(): void
}) {
  const { t } = useTranslation()
  if (!progress)
    return (
      <button type="button" className="btn btn-primary self-start" disabled={disabled} onClick={onCommit}>
        {t('imports.commit', { count })}
      </button>
    )
  return (
    <div className="flex flex-col gap-2">
      <ProgressLine progress={progress} />
      <button type="button" className="btn btn-sm self-start" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </div>
  )
}

/** What a running upload or import is doing and how far it is, as words and a bar. */
export function ProgressLine({ progress }: { progress: Progress }) {
  const { t } = useTranslation()
  const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0
  return (
    <div className="flex flex-col gap-2" role="status" aria-live="polite">
      <p className="text-sm">
        {t(`imports.progress.${progress.phase}`, { done: progress.done, total: progress.total, percent })}
      </p>
      <progress
        className="progress progress-primary w-full"
        value={progress.total > 0 ? progress.done : undefined}
        max={progress.total || undefined}
        aria-label={t('imports.progress.label')}
      />
    </div>
  )
}
