import { ArrowUpTrayIcon } from '@heroicons/react/24/outline'
import { type DragEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IMPORT_MAX_BYTES } from '../../../../shared/import-constants'
import { onTabListKeyDown, tabStop } from '../../../lib/tab-keys'
import type { ImportSource } from '../use-import'

/**
 * Where the rows come from: a file (picked or dropped) or pasted text. Another tab, another file
 * or an edit of the pasted text drops what was read before, so the preview below, and what the
 * import sends, is always the source in view (pasted text is read with "Read the rows").
 */
export function SourceStep({
  source,
  onChoose,
}: {
  source: ImportSource | null
  onChoose(source: ImportSource | null): void
}) {
  const { t } = useTranslation()
  const [tab, setTab] = useState<'file' | 'paste'>('file')
  const [pasted, setPasted] = useState('')
  const [isOver, setOver] = useState(false)
  const [tooLarge, setTooLarge] = useState(false)
  const inputId = useId()

  const takeFile = (file: File | undefined) => {
    if (!file) return
    setTooLarge(file.size > IMPORT_MAX_BYTES)
    if (file.size > IMPORT_MAX_BYTES) return onChoose(null)
    onChoose({ file, name: file.name })
  }

  const showTab = (name: 'file' | 'paste') => {
    if (name === tab) return
    setTab(name)
    setTooLarge(false)
    if (source) onChoose(null)
  }

  const handleDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    takeFile(event.dataTransfer.files[0])
  }

  return (
    <section className="card bg-base-100 ring-1 ring-base-300">
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 className="card-title text-base">{t('imports.source.title')}</h2>
        <div role="tablist" onKeyDown={onTabListKeyDown} className="tabs tabs-box self-start">
          {(['file', 'paste'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              tabIndex={tabStop(tab === name)}
              className={`tab ${tab === name ? 'tab-active' : ''}`}
              onClick={() => showTab(name)}
            >
              {t(`imports.source.${name}`)}
            </button>
          ))}
        </div>
        {tab === 'file' ? (
          <label
            htmlFor={inputId}
            onDragOver={(event) => {
              event.preventDefault()
              setOver(true)
            }}
            onDragLeave={() => setOver(false)}
            onDrop={handleDrop}
            className={`flex cursor-pointer flex-col items-center gap-2 rounded-box border-2 border-dashed p-6 text-center ${
              isOver ? 'border-primary bg-primary/5' : 'border-base-300'
            }`}
          >
            <ArrowUpTrayIcon className="size-8 text-base-content/70" aria-hidden="true" />
            <span className="font-medium break-all">
              {source && source.name !== 'pasted.txt' ? source.name : t('imports.source.drop')}
            </span>
            <span className="text-sm text-base-content/70">{t('imports.source.formats')}</span>
            <input
              id={inputId}
              type="file"
              className="sr-only"
              accept=".csv,.tsv,.txt,.json,text/csv,text/plain,application/json"
              onChange={(event) => {
                takeFile(event.target.files?.[0])
                // Picking the same file again (saved anew since) reads it again.
                event.target.value = ''
              }}
            />
          </label>
        ) : (
          <form
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault()
              if (pasted.trim())
                onChoose({ file: new Blob([pasted], { type: 'text/plain' }), name: 'pasted.txt' })
            }}
          >
            <label className="fieldset-legend" htmlFor={`${inputId}-paste`}>
              {t('imports.source.paste-label')}
            </label>
            <textarea
              id={`${inputId}-paste`}
              className="textarea h-40 w-full font-mono text-sm"
              value={pasted}
              onChange={(event) => {
                setPasted(event.target.value)
                if (source) onChoose(null)
              }}
              placeholder={'term\tdefinition'}
            />
            <p className="text-sm text-base-content/70">{t('imports.source.paste-hint')}</p>
            <button type="submit" className="btn btn-primary self-start" disabled={!pasted.trim()}>
              {t('imports.source.read')}
            </button>
          </form>
        )}
        {tooLarge && (
          <p role="alert" className="alert alert-soft alert-error text-sm">
            {t('errors.import-too-large')}
          </p>
        )}
      </div>
    </section>
  )
}
