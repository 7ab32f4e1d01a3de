import { ArrowDownTrayIcon } from '@heroicons/react/24/outline'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../lib/api'
import { withLoading } from '../../ui/loading'
import { toast } from '../../ui/toast'

/** Everything the person made, as one zip (decisions.md /setting "export my data"). */
export function ExportMyData() {
  const { t } = useTranslation()
  const handleExport = async () => {
    try {
      const { download } = await import('../../lib/download')
      await withLoading(download('/api/me/export', 'pointbook.zip'))
      toast(t('account.export-done'), 'success')
    } catch (error) {
      toast(errorMessage(error), 'error')
    }
  }
  return (
    <section className="flex flex-col gap-3" aria-labelledby="export-heading">
      <h2 id="export-heading" className="text-lg font-semibold">
        {t('account.export')}
      </h2>
      <p className="text-sm text-base-content/70">{t('account.export-hint')}</p>
      <button type="button" className="btn btn-sm self-start" onClick={() => void handleExport()}>
        <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
        {t('account.export-button')}
      </button>
    </section>
  )
}
