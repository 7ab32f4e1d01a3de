// What the import and export speak (decisions.md "Knowledge"; docs/decisions/014-imports.md).
// No zod here: the web app's pages read these without the schemas' runtime.

/** The point fields an imported column can fill, in the order the export writes them. */
export const IMPORT_FIELDS = [
  'title',
  'description',
  'content',
  'hiddenContent',
  'sectionTitle',
  'sectionDescription',
  'majorName',
  'fieldName',
] as const
export type ImportField = (typeof IMPORT_FIELDS)[number]

/** The header the CSV export writes for each field (the first English name the import reads). */
export const EXPORT_HEADERS: Record<ImportField, string> = {
  title: 'title',
  description: 'description',
  content: 'content',
  hiddenContent: 'hidden_content',
  sectionTitle: 'section_title',
  sectionDescription: 'section_description',
  majorName: 'major_name',
  fieldName: 'field_name',
}

/** `delimited`: CSV, TSV or pasted text with a separator; `anki`: Anki's Notes in Plain Text. */
export const IMPORT_FORMATS = ['delimited', 'anki', 'json'] as const
export type ImportFormat = (typeof IMPORT_FORMATS)[number]

export const ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'gb18030', 'shift_jis'] as const
export type Encoding = (typeof ENCODINGS)[number]

/** Separators by name, so a query string or a form can carry a tab. */
export const SEPARATOR_NAMES = ['comma', 'semicolon', 'tab', 'pipe'] as const
export type SeparatorName = (typeof SEPARATOR_NAMES)[number]
export const SEPARATOR_CHARS: Record<SeparatorName, string> = {
  comma: ',',
  semicolon: ';',
  tab: '\t',
  pipe: '|',
}

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024
export const IMPORT_MAX_ROWS = 100_000
/**
 * Columns of one row and cells of one file: a point has eight fields, and a sheet with notes
 * beside them has a few dozen; 100,000 rows of 20 columns is the most a file is read for.
 */
export const IMPORT_MAX_COLUMNS = 200
export const IMPORT_MAX_CELLS = 2_000_000
/** Rows a preview shows as they will look, and row errors it lists (it counts them all). */
export const PREVIEW_ROWS = 20
export const PREVIEW_ISSUES = 200

/** Pasted text or PDF text the book agent reads at once. */
export const AGENT_TEXT_MAX = 60_000
