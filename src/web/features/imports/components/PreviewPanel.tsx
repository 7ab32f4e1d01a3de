import type { i18n as I18n, TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { FieldIssue } from '../../../../shared/errors'
import {
  IMPORT_MAX_CELLS,
  IMPORT_MAX_COLUMNS,
  type ImportedPoint,
  type ImportIssue,
} from '../../../../shared/imports'
import { ApiError, errorMessage } from '../../../lib/api'
import type { SettingsPanelProps } from '../use-import'

/** The options, then the rows as they will be added, and every row with an error. */
export function PreviewPanel({ preview, settings, onChange }: SettingsPanelProps) {
  const { t } = useTranslation()
  return (
    <section className="card bg-base-100 ring-1 ring-base-300">
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 className="card-title text-base">{t('imports.preview.title')}</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="label cursor-pointer gap-2 whitespace-normal text-base-content">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={settings.skipExisting}
              onChange={(event) => onChange({ skipExisting: event.target.checked })}
            />
            {t('imports.preview.skip-existing')}
          </label>
          <label className="fieldset py-0">
            <span className="fieldset-legend pb-1">{t('imports.preview.one-section')}</span>
            <input
              className="input w-full"
              value={settings.section}
              maxLength={100}
              placeholder={t('imports.preview.one-section-placeholder')}
              onChange={(event) => onChange({ section: event.target.value })}
            />
          </label>
        </div>
        <p className="text-sm" role="status" data-testid="import-counts">
          {/* An error in any row stops the whole import: say so, not "0 will be added". */}
          {preview.issueCount > 0
            ? t('imports.preview.counts-blocked', { count: preview.rowCount })
            : t('imports.preview.counts', { count: preview.rowCount, importable: preview.importCount })}
          {preview.skippedExisting > 0 &&
            ` ${t('imports.preview.skipped-existing', { count: preview.skippedExisting })}`}
          {preview.skippedEmpty > 0 &&
            ` ${t('imports.preview.skipped-empty', { count: preview.skippedEmpty })}`}
        </p>
        {preview.issueCount > 0 && <IssueList issues={preview.issues} count={preview.issueCount} />}
        {preview.sample.length > 0 ? (
          <SampleList
            points={preview.sample}
            total={preview.importCount || preview.rowCount}
            isBlocked={preview.issueCount > 0}
          />
        ) : (
          <p className="text-sm text-base-content/70">{t('imports.preview.nothing')}</p>
        )}
      </div>
    </section>
  )
}

export function IssueList({ issues, count }: { issues: ImportIssue[]; count: number }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className="rounded-box border border-error/40 p-3">
      <p className="font-medium text-error">{t('imports.preview.issues', { count })}</p>
      <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid="import-issues">
        {issues.map((issue) => (
          <li key={`${issue.row}-${issue.field}-${issue.code}`} className="break-words">
            {t('imports.preview.issue', {
              row: issue.row,
              field: t(`imports.fields.${issue.field}` as 'imports.fields.title'),
              message: t(`validation.${issue.code}` as 'validation.invalid'),
            })}
            {issue.path && <span className="text-base-content/70"> ({issue.path})</span>}
          </li>
        ))}
      </ul>
      {count > issues.length && (
        <p className="mt-1 text-sm text-base-content/70">
          {t('imports.preview.more-issues', { count: count - issues.length })}
        </p>
      )}
    </div>
  )
}

/** The first points as they will be added (as read, while errors stop the import): every field. */
function SampleList({
  points,
  total,
  isBlocked,
}: {
  points: ImportedPoint[]
  total: number
  isBlocked: boolean
}) {
  const { t } = useTranslation()
  return (
    <div>
      <p className="mb-1 text-sm text-base-content/70">
        {t(isBlocked ? 'imports.preview.first-read' : 'imports.preview.first', {
          count: points.length,
          total,
        })}
      </p>
      <ol
        className="flex flex-col divide-y divide-base-300 rounded-box ring-1 ring-base-300"
        data-testid="import-sample"
      >
        {points.map((point, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a preview's rows have no id; each preview replaces the list
          <li key={index} className="flex flex-col gap-0.5 p-2 text-sm">
            <span className="font-medium break-words">{point.title}</span>
            {point.sectionTitle && (
              <span className="text-xs text-base-content/70 break-words">{point.sectionTitle}</span>
            )}
            <SampleField label={t('imports.fields.description')} text={point.description} />
            <SampleField label={t('imports.fields.content')} text={point.content} />
            <SampleField label={t('imports.fields.hiddenContent')} text={point.hiddenContent} />
            {(point.majorName || point.fieldName) && (
              <span className="text-xs text-base-content/70 break-words">
                {[point.majorName, point.fieldName].filter(Boolean).join(' · ')}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  )
}

/** One text of a sample point, named, its line breaks kept and cut after three lines. */
function SampleField({ label, text }: { label: string; text: string }) {
  if (!text) return null
  return (
    <span className="line-clamp-3 whitespace-pre-line break-words text-base-content/80">
      <span className="text-base-content/70">{label}: </span>
      {text}
    </span>
  )
}

/** Where a problem is in the file: its line, and its column when the server names one too. */
type ProblemDetail = FieldIssue & { column?: number }

/**
 * What one detail of an unreadable file says: a problem of the whole file (its bytes, a quote
 * never closed, text that is not JSON), or the JSON path of a value with its validation message.
 */
function problemText(detail: ProblemDetail, t: TFunction, i18n: I18n): string {
  if (detail.path === 'file' || detail.code === 'invalid-json') {
    const at = detail.code === 'invalid-json' && detail.line != null && detail.column != null
    const key = `imports.problems.${detail.code}${at ? '-at' : ''}`
    if (i18n.exists(key))
      return t(key as 'imports.problems.import-binary', {
        line: detail.line,
        column: detail.column,
        columns: IMPORT_MAX_COLUMNS,
        cells: IMPORT_MAX_CELLS,
      })
  }
  const key = `validation.${detail.code}`
  const message = t((i18n.exists(key) ? key : 'validation.invalid') as 'validation.invalid')
  return `${detail.path || 'JSON'}: ${message}`
}

/** A file that could not be read, or a refused import: the reason, and each place it names. */
export function ImportProblem({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation()
  const details: ProblemDetail[] = error instanceof ApiError ? error.details : []
  const isRows = error instanceof ApiError && error.code === 'IMPORT_INVALID_ROWS'
  return (
    <div role="alert" className="alert alert-soft alert-error flex flex-col items-start text-sm">
      <p>{errorMessage(error, i18n)}</p>
      {!isRows && details.length > 0 && (
        <ul className="list-disc ps-5">
          {details.slice(0, 20).map((detail) => (
            <li key={`${detail.path}-${detail.code}`} className="break-words">
              {problemText(detail, t, i18n)}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
