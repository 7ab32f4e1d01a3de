import { z } from 'zod'
import type { ImportedPoint } from '../../../shared/imports'
import { PointCreateInput } from '../../../shared/points'
import { text } from '../../../shared/text'
import { toFieldIssues } from '../../../shared/validation'
import type { ImportField } from './columns'

/** One problem with one imported row: its number in the file (the header is row 1), the field, a `validation` key. */
interface RowIssue {
  row: number
  field: string
  code: string
}

export type ImportRow = Partial<Record<ImportField, string>>

export interface CheckedRows {
  points: PointCreateInput[]
  issues: RowIssue[]
  /** Rows with nothing in any mapped column: left out, not errors. */
  skipped: number
}

/**
 * Rows as the mapping reads them, each checked by the schema a point is created with, so an
 * import refuses exactly what the point form refuses, with the same messages.
 * `numberOf(i)` is the row's number as the person sees it in their file.
 */
export function checkRows(rows: readonly ImportRow[], numberOf: (index: number) => number): CheckedRows {
  const points: PointCreateInput[] = []
  const issues: RowIssue[] = []
  let skipped = 0
  rows.forEach((row, index) => {
    const checked = checkRow(row)
    if (checked === 'empty') skipped++
    else if ('point' in checked) points.push(checked.point)
    else for (const issue of checked.issues) issues.push({ row: numberOf(index), ...issue })
  })
  return { points, issues, skipped }
}

/** One row: `empty` (nothing in any mapped column), its point, or its problems by field. */
export function checkRow(
  row: ImportRow,
): 'empty' | { point: PointCreateInput } | { issues: { field: string; code: string }[] } {
  if (Object.values(row).every((value) => !value?.trim())) return 'empty'
  const parsed = PointCreateInput.safeParse(row)
  if (parsed.success) return { point: parsed.data }
  return { issues: toFieldIssues(parsed.error).map((issue) => ({ field: issue.path, code: issue.code })) }
}

/** Delimited rows under a header, read through the mapping (null: the column is ignored). */
export function mapRows(
  rows: readonly string[][],
  mapping: readonly (ImportField | null)[],
  /** Applied to each mapped cell (the CSV's formula guard comes off here). */
  read?: (cell: string) => string,
): ImportRow[] {
  return rows.map((cells) => mapRow(cells, mapping, read))
}

export function mapRow(
  cells: readonly string[],
  mapping: readonly (ImportField | null)[],
  read: (cell: string) => string = (cell) => cell,
): ImportRow {
  const row: ImportRow = {}
  mapping.forEach((field, column) => {
    if (field) row[field] = read(cells[column] ?? '')
  })
  return row
}

// The PDF-derived JSON (decisions.md "Knowledge"): sections of points. Every value is checked
// for its type here; lengths are the point schema's business (checkRows), as for a CSV.
const JsonPoint = z
  .object({
    title: text(),
    description: text().optional(),
    content: text().optional(),
    hidden_content: text().optional(),
    major_name: text().optional(),
    field_name: text().optional(),
  })
  .strict()
const JsonSection = z
  .object({ title: text().optional(), description: text().optional(), points: z.array(JsonPoint) })
  .strict()
export const JsonImport = z.object({ sections: z.array(JsonSection) }).strict()

export type JsonIssue = { path: string; code: string }

/**
 * The JSON import's rows, section by section, or every bad value with its path
 * (`sections.0.points.3.title`). A file that is not JSON is one issue at the root.
 */
export function jsonRows(source: string): { rows: ImportedPoint[]; paths: string[]; issues: JsonIssue[] } {
  let value: unknown
  try {
    value = JSON.parse(source)
  } catch {
    return { rows: [], paths: [], issues: [{ path: '', code: 'invalid-json' }] }
  }
  // With the input in each issue, a wrong type reads "invalid", a missing value "required".
  const parsed = JsonImport.safeParse(value, { reportInput: true })
  if (!parsed.success) return { rows: [], paths: [], issues: toFieldIssues(parsed.error) }
  const paths = parsed.data.sections.flatMap((section, s) =>
    section.points.map((_, p) => `sections.${s}.points.${p}`),
  )
  const rows = parsed.data.sections.flatMap((section) =>
    section.points.map((point) => ({
      title: point.title,
      description: point.description ?? '',
      content: point.content ?? '',
      hiddenContent: point.hidden_content ?? '',
      sectionTitle: section.title ?? '',
      sectionDescription: section.description ?? '',
      majorName: point.major_name ?? '',
      fieldName: point.field_name ?? '',
    })),
  )
  return { rows, paths, issues: [] }
}
