import { useNavigate, useParams } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Book } from '../../../../shared/books'
import { useCatalogPart } from '../../../i18n/use-catalog-part'
import { toast } from '../../../ui/toast'
import { useImport } from '../use-import'
import { CommitBar, ProgressLine } from './CommitBar'
import { EditorsOnly } from './EditorsOnly'
import { ImportHeader } from './ImportHeader'
import { ImportProblem, PreviewPanel } from './PreviewPanel'
import { MappingTable, ReadSettingsPanel } from './ReadSettingsPanel'
import { SourceStep } from './SourceStep'

/** The route's page: the book by its address, for its owner and editors only. */
export function ImportRoute() {
  const { id } = useParams({ from: '/books/$id/import' })
  return <EditorsOnly address={id}>{(book) => <ImportPage book={book} address={id} />}</EditorsOnly>
}

/** /books/{id}/import: a file or pasted text → how it is read → mapping → preview → commit. */
export function ImportPage({ book, address }: { book: Book; address: string }) {
  const isReady = useCatalogPart('imports')
  return isReady ? (
    <ImportSteps book={book} address={address} />
  ) : (
    <span className="loading loading-spinner" />
  )
}

function ImportSteps({ book, address }: { book: Book; address: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const flow = useImport(book.id)
  const { preview } = flow
  const canCommit = Boolean(
    preview && preview.issueCount === 0 && preview.importCount > 0 && !flow.isPreviewing,
  )

  const handleCommit = async () => {
    const result = await flow.commit()
    if (!result) return
    toast(t('imports.done', { count: result.created }), 'success')
    await navigate({ to: '/books/$id', params: { id: address } })
  }

  return (
    <div className="flex flex-col gap-4">
      <ImportHeader book={book} address={address}>
        {t('imports.title')}
      </ImportHeader>
      <SourceStep source={flow.source} onChoose={flow.choose} />
      {flow.source && flow.isPreviewing && !preview && (
        <div className="flex flex-col gap-2">
          {flow.previewProgress ? (
            <ProgressLine progress={flow.previewProgress} />
          ) : (
            <span role="status" className="loading loading-dots" aria-label={t('common.loading')} />
          )}
        </div>
      )}
      {flow.previewError != null && <ImportProblem error={flow.previewError} />}
      {preview && <ReadSettingsPanel preview={preview} settings={flow.settings} onChange={flow.change} />}
      {preview && preview.format !== 'json' && (
        <MappingTable preview={preview} onMap={(mapping) => flow.change({ mapping })} />
      )}
      {preview && <PreviewPanel preview={preview} settings={flow.settings} onChange={flow.change} />}
      {flow.commitError != null && <ImportProblem error={flow.commitError} />}
      {preview && (
        <CommitBar
          count={preview.importCount}
          disabled={!canCommit}
          progress={flow.progress}
          onCommit={() => void handleCommit()}
          onCancel={flow.cancel}
        />
      )}
    </div>
  )
}
