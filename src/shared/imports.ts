import { z } from 'zod'
import {
  AGENT_TEXT_MAX,
  ENCODINGS,
  IMPORT_FIELDS,
  IMPORT_FORMATS,
  type ImportField,
  SEPARATOR_NAMES,
} from './import-constants'
import { POINT_SECTION_TITLE_MAX, PointSchema } from './points'
import { text, trimmedText } from './text'
import { V } from './validation'

export * from './import-constants'

/**
 * A yes or no of the query string. The document says boolean (a generated client sends `true` or
 * `false`); `1`/`0` (what the web app sends) and `on`/`off` are read the same.
 */
function flag(fallback: boolean, description: string) {
  return z
    .enum(['1', '0', 'true', 'false', 'on', 'off'], { error: V.invalid })
    .transform((value) => value === '1' || value === 'true' || value === 'on')
    .meta({
      type: 'boolean',
      default: fallback,
      description: `${description}; \`true\` or \`false\` (\`1\`/\`0\` and \`on\`/\`off\` are read the same)`,
    })
    .default(fallback)
}

/**
 * Which field each source column fills, left to right: a field name, or empty (or `-`) to
 * ignore the column. `title,,hiddenContent` reads the first and third columns.
 */
const Mapping = text()
  .max(2000, V.tooLong)
  .meta({ pattern: '^[\\sA-Za-z,-]*$' })
  .transform((value, ctx): (ImportField | null)[] => {
    const fields = value.split(',').map((item) => item.trim())
    const out: (ImportField | null)[] = []
    for (const item of fields) {
      if (item === '' || item === '-') out.push(null)
      else if ((IMPORT_FIELDS as readonly string[]).includes(item)) out.push(item as ImportField)
      else {
        ctx.addIssue({ code: 'custom', message: V.invalid })
        return z.NEVER
      }
    }
    return out
  })

/** How to read an import's file; everything has a default, so a bare file is enough. */
export const ImportOptions = z.object({
  format: z.enum(['auto', ...IMPORT_FORMATS], { error: V.invalid }).default('auto'),
  encoding: z.enum(['auto', ...ENCODINGS], { error: V.invalid }).default('auto'),
  separator: z.enum(['auto', ...SEPARATOR_NAMES], { error: V.invalid }).default('auto'),
  /** Whether the first row names the columns; `auto`: when one of its cells is a known name. */
  header: z.enum(['auto', 'yes', 'no'], { error: V.invalid }).default('auto'),
  mapping: Mapping.optional(),
  skipExisting: flag(false, 'Leave out rows whose title is already a point of the book'),
  /** Put every row under this section (empty: the file's own sections). */
  section: trimmedText().max(POINT_SECTION_TITLE_MAX, V.tooLong).default(''),
})
export type ImportOptions = z.infer<typeof ImportOptions>
export type ImportOptionsInput = z.input<typeof ImportOptions>

/** The import's query string: how to read the file, and whether only to preview it. */
export const ImportQuery = ImportOptions.extend({
  dryRun: flag(false, 'Only preview: read and check the file, write nothing (200 with the preview)'),
})

const ImportColumnSchema = z.object({
  name: text(),
  field: z.enum(IMPORT_FIELDS).nullable(),
  /** The first values of the column, shortened, to tell columns apart. */
  samples: z.array(text()),
})
export type ImportColumn = z.infer<typeof ImportColumnSchema>

/** One problem with one row: where it starts in the file (line), the field, a `validation` key. */
const ImportIssueSchema = z.object({
  row: z.number().int(),
  field: text(),
  code: text(),
  /** For JSON: the path of the bad value (`sections.0.points.3.title`). */
  path: text().optional(),
})
export type ImportIssue = z.infer<typeof ImportIssueSchema>

/** A point as an import adds it: its content, without what the book gives it (id, place, counts). */
export const ImportedPointSchema = PointSchema.pick({
  title: true,
  description: true,
  content: true,
  hiddenContent: true,
  sectionTitle: true,
  sectionDescription: true,
  majorName: true,
  fieldName: true,
})
export type ImportedPoint = z.infer<typeof ImportedPointSchema>

export const ImportPreviewSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  encoding: z.enum(ENCODINGS),
  /** How the encoding was chosen: a byte-order mark, the bytes themselves, or the person. */
  encodingBy: z.enum(['bom', 'detected', 'chosen']),
  separator: z.enum(SEPARATOR_NAMES).nullable(),
  header: z.boolean(),
  /** The source's columns and the field each fills (none for JSON, whose shape is fixed). */
  columns: z.array(ImportColumnSchema),
  /** Rows read from the file, blank ones aside. */
  rowCount: z.number().int(),
  /** Points the import would add. */
  importCount: z.number().int(),
  skippedEmpty: z.number().int(),
  skippedExisting: z.number().int(),
  /** The first points as they will be added. */
  sample: z.array(ImportedPointSchema),
  issues: z.array(ImportIssueSchema),
  issueCount: z.number().int(),
})
export type ImportPreview = z.infer<typeof ImportPreviewSchema>

export const ImportResultSchema = ImportPreviewSchema.extend({
  /** Points added, in file order, after the book's own points of each section. */
  created: z.number().int(),
})
export type ImportResult = z.infer<typeof ImportResultSchema>

/** A line of the progress stream (`Accept: application/x-ndjson`). */
export type ImportEvent =
  | { type: 'progress'; phase: 'check' | 'write' | 'generate'; done: number; total: number }
  | { type: 'agent'; result: AgentResult }
  | { type: 'preview'; preview: ImportPreview }
  | { type: 'result'; result: ImportResult }
  | { type: 'error'; error: { code: string; message: string; details?: { path: string; code: string }[] } }

/** The material the book agent reads: pasted text, or the text of a PDF read in the browser. */
export const AgentInput = z.object({
  text: trimmedText().min(1, V.required).max(AGENT_TEXT_MAX, V.tooLong),
})
export type AgentInput = z.infer<typeof AgentInput>

export const AgentResultSchema = z.object({
  /** Proposed points, not saved: they go to the preview, and from there to the import. */
  points: z.array(ImportedPointSchema),
  /** Generations left today. */
  remaining: z.number().int(),
})
export type AgentResult = z.infer<typeof AgentResultSchema>
