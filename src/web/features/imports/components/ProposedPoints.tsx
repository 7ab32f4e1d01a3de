import { type ReactNode, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ImportedPoint } from '../../../../shared/imports'
import { PointCreateInput } from '../../../../shared/points'
import { toFieldIssues } from '../../../../shared/validation'

interface Proposal {
  point: ImportedPoint
  keep: boolean
}

/** The agent's points as the person edits them: each kept or dropped, each checked as the point form checks. */
export function useProposals() {
  const [rows, setRows] = useState<Proposal[]>([])
  const issues = useMemo(
    () =>
      rows.map((row) => {
        const parsed = PointCreateInput.safeParse(row.point)
        return parsed.success ? [] : toFieldIssues(parsed.error)
      }),
    [rows],
  )
  const kept = rows.filter((row) => row.keep).map((row) => row.point)
  return {
    rows,
    issues,
    kept,
    hasErrors: rows.some((row, index) => row.keep && (issues[index]?.length ?? 0) > 0),
    reset: (points: ImportedPoint[]) => setRows(points.map((point) => ({ point, keep: true }))),
    update: (index: number, patch: { keep?: boolean; point?: Partial<ImportedPoint> }) =>
      setRows((current) =>
        current.map((row, at) =>
          at === index ? { keep: patch.keep ?? row.keep, point: { ...row.point, ...patch.point } } : row,
        ),
      ),
  }
}

/** The import's JSON shape (decisions.md), a section per run of one section title. */
export function toJsonImport(points: ImportedPoint[]): string {
  const sections: { title: string; description: string; points: object[] }[] = []
  for (const point of points) {
    let section = sections.at(-1)
    if (!section || section.title !== point.sectionTitle) {
      section = { title: point.sectionTitle, description: point.sectionDescription, points: [] }
      sections.push(section)
    }
    section.points.push({
      title: point.title,
      description: point.description,
      content: point.content,
      hidden_content: point.hiddenContent,
    })
  }
  return JSON.stringify({ sections })
}

const EDITED: readonly { field: 'title' | 'description' | 'content' | 'hiddenContent'; rows: number }[] = [
  { field: 'title', rows: 1 },
  { field: 'description', rows: 2 },
  { field: 'content', rows: 4 },
  { field: 'hiddenContent', rows: 2 },
]

/** The preview of proposed points: keep or drop each, edit any field, then commit (children). */
export function ProposedPoints({
  proposals,
  children,
}: {
  proposals: ReturnType<typeof useProposals>
  children: ReactNode
}) {
  const { t } = useTranslation()
  const baseId = useId()
  return (
    <section className="card bg-base-100 ring-1 ring-base-300">
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 className="card-title text-base">
          {t('imports.agent.proposed', { count: proposals.rows.length })}
        </h2>
        <p className="text-sm text-base-content/70">{t('imports.agent.proposed-hint')}</p>
        <ol className="flex flex-col gap-3" data-testid="proposals">
          {proposals.rows.map((row, index) => {
            const issues = proposals.issues[index] ?? []
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: proposals have no id and are never reordered
                key={index}
                className={`flex flex-col gap-2 rounded-box p-3 ring-1 ${row.keep ? 'ring-base-300' : 'opacity-60 ring-base-200'}`}
              >
                <label className="label cursor-pointer gap-2 whitespace-normal text-base-content">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    checked={row.keep}
                    onChange={(event) => proposals.update(index, { keep: event.target.checked })}
                  />
                  <span className="font-medium break-words">
                    {t('imports.agent.keep', { title: row.point.title || '—' })}
                  </span>
                </label>
                {row.point.sectionTitle && (
                  <p className="text-xs text-base-content/70 break-words">{row.point.sectionTitle}</p>
                )}
                {row.keep &&
                  EDITED.map(({ field, rows }) => {
                    const issue = issues.find((candidate) => candidate.path === field)
                    const controlId = `${baseId}-${index}-${field}`
                    return (
                      <div key={field} className="fieldset py-0">
                        <label htmlFor={controlId} className="fieldset-legend pb-0.5 text-xs">
                          {t(`imports.fields.${field}`)}
                        </label>
                        {rows === 1 ? (
                          <input
                            id={controlId}
                            className={`input w-full text-sm ${issue ? 'input-error' : ''}`}
                            value={row.point[field]}
                            aria-invalid={issue ? true : undefined}
                            onChange={(event) =>
                              proposals.update(index, { point: { [field]: event.target.value } })
                            }
                          />
                        ) : (
                          <textarea
                            id={controlId}
                            rows={rows}
                            className={`textarea min-h-0 w-full text-sm ${issue ? 'textarea-error' : ''}`}
                            value={row.point[field]}
                            aria-invalid={issue ? true : undefined}
                            onChange={(event) =>
                              proposals.update(index, { point: { [field]: event.target.value } })
                            }
                          />
                        )}
                        {issue && (
                          <span className="label text-error whitespace-normal">
                            {t(`validation.${issue.code}` as 'validation.invalid')}
                          </span>
                        )}
                      </div>
                    )
                  })}
              </li>
            )
          })}
        </ol>
        {children}
      </div>
    </section>
  )
}
