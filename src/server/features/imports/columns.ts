import { IMPORT_FIELDS, type ImportField } from '../../../shared/import-constants'

export { IMPORT_FIELDS, type ImportField }

/** The header names that choose each field, in en, zh and ja (the export writes the first). */

const HEADER_NAMES: Record<ImportField, readonly string[]> = {
  title: ['title', 'name', 'front', 'question', 'term', '标题', '題名', 'タイトル', '问题', '問題'],
  description: ['description', 'summary', '描述', '简介', '説明', '概要'],
  content: ['content', 'body', 'text', 'notes', '内容', '正文', '本文'],
  hiddenContent: [
    'hidden_content',
    'hidden',
    'answer',
    'back',
    'definition',
    '隐藏内容',
    '答案',
    '隠し内容',
    '答え',
    '解答',
  ],
  sectionTitle: [
    'section_title',
    'section',
    'chapter',
    '章节标题',
    '章节',
    'セクションタイトル',
    'セクション',
    '章',
  ],
  sectionDescription: ['section_description', '章节描述', '章节说明', 'セクション説明', '章の説明'],
  majorName: ['major_name', 'major', 'subject', '专业名称', '专业', '専攻名', '専攻', '科目'],
  fieldName: ['field_name', 'field', 'topic', '领域名称', '领域', '分野名', '分野'],
}

/** Case, width (NFKC), spaces, underscores and hyphens do not matter in a header. */
function normalizeHeader(header: string): string {
  return header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_\-－]+/g, '')
}

const BY_NAME = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((field) =>
    HEADER_NAMES[field].map((name) => [normalizeHeader(name), field] as const),
  ),
)

/**
 * The field each header fills, or null (ignored). A field is taken by its first column only:
 * a second "title" column is ignored rather than overwriting the first.
 */
export function mapHeaders(headers: readonly string[]): (ImportField | null)[] {
  const taken = new Set<ImportField>()
  return headers.map((header) => {
    const field = BY_NAME.get(normalizeHeader(header)) ?? null
    if (!field || taken.has(field)) return null
    taken.add(field)
    return field
  })
}
