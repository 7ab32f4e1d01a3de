import { DocumentTextIcon, SparklesIcon } from '@heroicons/react/24/outline'
import { useNavigate, useParams } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Book } from '../../../../shared/books'
import { AGENT_TEXT_MAX } from '../../../../shared/import-constants'
import type { ImportedPoint } from '../../../../shared/imports'
import { useCatalogPart } from '../../../i18n/use-catalog-part'
import { errorMessage } from '../../../lib/api'
import { toast } from '../../../ui/toast'
import { useClientConfig } from '../../config/queries'
import { askAgent } from '../transfer'
import { useImport } from '../use-import'
import { CommitBar } from './CommitBar'
import { EditorsOnly } from './EditorsOnly'
import { ImportHeader } from './ImportHeader'
import { ImportProblem } from './PreviewPanel'
import { ProposedPoints, toJsonImport, useProposals } from './ProposedPoints'

/** The route's page: the book by its address, for its owner and editors only. */
export function AgentRoute() {
  const { id } = useParams({ from: '/books/$id/agent' })
  return <EditorsOnly address={id}>{(book) => <AgentPage book={book} address={id} />}</EditorsOnly>
}

/** /books/{id}/agent: pasted text or a PDF → proposed points → edit and drop → the import. */
export function AgentPage({ book, address }: { book: Book; address: string }) {
  const isReady = useCatalogPart('imports')
  const config = useClientConfig()
  return isReady && config ? (
    <AgentSteps book={book} address={address} isConfigured={config.agent} />
  ) : (
    <span className="loading loading-spinner" />
  )
}

function AgentSteps({ book, address, isConfigured }: { book: Book; address: string; isConfigured: boolean }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const [received, setReceived] = useState(null as number | null)
  const [error, setError] = useState(null as unknown)
  const [isReading, setReading] = useState(false)
  const proposals = useProposals()
  const flow = useImport(book.id)
  const call = useRef(null as AbortController | null)

  const generate = async () => {
    const controller = new AbortController()
    call.current = controller
    setError(null)
    setReceived(0)
    try {
      const result = await askAgent(book.id, text, { signal: controller.signal, onProgress: setReceived })
      proposals.reset(result.points)
    } catch (caught) {
      if (!(caught instanceof DOMException && caught.name === 'AbortError')) setError(caught)
    } finally {
      setReceived(null)
      call.current = null
    }
  }

  const readPdf = async (file: File | undefined) => {
    if (!file) return
    setReading(true)
    setError(null)
    try {
      const { pdfText } = await import('../pdf-text')
      setText((await pdfText(file)).slice(0, AGENT_TEXT_MAX))
    } catch {
      toast(t('imports.agent.pdf-failed'), 'error')
    } finally {
      setReading(false)
    }
  }

  const commit = async (points: ImportedPoint[]) => {
    const file = new Blob([toJsonImport(points)], { type: 'application/json' })
    const result = await flow.commitFile({ file, name: 'agent.json', format: 'json' })
    if (!result) return
    toast(t('imports.done', { count: result.created }), 'success')
    await navigate({ to: '/books/$id', params: { id: address } })
  }

  return (
    <div className="flex flex-col gap-4">
      <ImportHeader book={book} address={address}>
        <SparklesIcon className="size-6" aria-hidden="true" />
        {t('imports.agent.title')}
      </ImportHeader>
      {!isConfigured ? (
        <div role="status" className="alert alert-soft alert-info flex flex-col items-start text-sm">
          <p className="font-medium">{t('imports.agent.not-configured')}</p>
          <p>{t('imports.agent.how-to-configure')}</p>
        </div>
      ) : (
        <section className="card bg-base-100 ring-1 ring-base-300">
          <form
            className="card-body gap-3 p-4 sm:p-6"
            onSubmit={(event) => {
              event.preventDefault()
              if (text.trim() && received === null) void generate()
            }}
          >
            <label className="fieldset-legend" htmlFor="agent-text">
              {t('imports.agent.material')}
            </label>
            <textarea
              id="agent-text"
              className="textarea h-48 w-full"
              value={text}
              maxLength={AGENT_TEXT_MAX}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('imports.agent.placeholder')}
            />
            <p className="text-sm text-base-content/70">
              {t('imports.agent.length', { count: text.length, max: AGENT_TEXT_MAX })}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <label className={`btn btn-sm ${isReading ? 'btn-disabled' : ''}`}>
                <DocumentTextIcon className="size-4" aria-hidden="true" />
                {isReading ? t('imports.agent.reading-pdf') : t('imports.agent.pick-pdf')}
                <input
                  type="file"
                  accept="application/pdf,.pdf"
                  className="sr-only"
                  onChange={(event) => void readPdf(event.target.files?.[0])}
                />
              </label>
              {received === null ? (
                <button type="submit" className="btn btn-primary btn-sm" disabled={!text.trim() || isReading}>
                  <SparklesIcon className="size-4" aria-hidden="true" />
                  {t('imports.agent.generate')}
                </button>
              ) : (
                <div className="flex items-center gap-2" role="status" aria-live="polite">
                  <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                  <span className="text-sm">{t('imports.agent.writing', { count: received })}</span>
                  <button type="button" className="btn btn-sm" onClick={() => call.current?.abort()}>
                    {t('common.cancel')}
                  </button>
                </div>
              )}
            </div>
            {error != null && (
              <p role="alert" className="alert alert-soft alert-error text-sm">
                {errorMessage(error)}
              </p>
            )}
          </form>
        </section>
      )}
      {proposals.rows.length > 0 && (
        <ProposedPoints proposals={proposals}>
          {flow.commitError != null && <ImportProblem error={flow.commitError} />}
          <CommitBar
            count={proposals.kept.length}
            disabled={proposals.kept.length === 0 || proposals.hasErrors}
            progress={flow.progress}
            onCommit={() => void commit(proposals.kept)}
            onCancel={flow.cancel}
          />
        </ProposedPoints>
      )}
    </div>
  )
}
