import { parseDelimited } from './delimited'
import { htmlToMarkdown } from './html-text'

/**
 * Anki's "Notes in Plain Text" export: header lines first (`#separator:`, `#html:`, `#columns:`,
 * and the columns of tags, deck, note type and guid), then one note per line, its fields
 * separated as the header says (a tab by default), quoted as CSV quotes when needed.
 */
export interface AnkiFile {
  headers: string[]
  rows: string[][]
  /** The line of the file each row starts on. */
  lines: number[]
  /** Columns that are not the note's fields (tags, deck, note type, guid): ignored by default. */
  metaColumns: number[]
}

const NAMED_SEPARATORS: Record<string, string> = {
  tab: '\t',
  comma: ',',
  semicolon: ';',
  space: ' ',
  pipe: '|',
  colon: ':',
}

/** Whether `text` starts like an Anki export (its header lines). */
export function isAnkiText(text: string): boolean {
  return /^#(separator|html|columns|notetype|deck|tags)[^:\n]*:/i.test(text)
}

export function parseAnki(text: string): AnkiFile {
  let separator = '\t'
  let isHtml = false
  let columns: string[] | null = null
  const meta = new Set<number>()
  const lines = text.split(/\r\n|\n|\r/)
  let start = 0
  for (; start < lines.length; start++) {
    const match = /^#([^:]+):(.*)$/.exec(lines[start] ?? '')
    if (!match) break
    const key = (match[1] ?? '').trim().toLowerCase()
    const value = (match[2] ?? '').trim()
    if (key === 'separator')
      separator = NAMED_SEPARATORS[value.toLowerCase()] ?? (value.length === 1 ? value : '\t')
    else if (key === 'html') isHtml = value.toLowerCase() === 'true'
    else if (key === 'columns') columns = value.split(separator).map((name) => name.trim())
    else if (/ column$/.test(key)) {
      const index = Number.parseInt(value, 10)
      if (Number.isInteger(index) && index > 0) meta.add(index - 1)
    }
  }
  const body = lines.slice(start).join('\n')
  const bodyLines: number[] = []
  const rows = parseDelimited(body, separator, bodyLines).map((row) =>
    row.map((field, index) => (isHtml && !meta.has(index) ? htmlToMarkdown(field) : field)),
  )
  const width = Math.max(columns?.length ?? 0, ...rows.map((row) => row.length))
  const headers = Array.from({ length: width }, (_, index) => columns?.[index] || defaultName(index, meta))
  return {
    headers,
    rows,
    lines: bodyLines.map((line) => line + start),
    metaColumns: [...meta].sort((a, b) => a - b),
  }
}

/** Anki's own names for a Basic note: Front, then Back; the rest numbered. */
function defaultName(index: number, meta: Set<number>): string {
  if (meta.has(index)) return `Column ${index + 1}`
  return index === 0 ? 'Front' : index === 1 ? 'Back' : `Field ${index + 1}`
}
