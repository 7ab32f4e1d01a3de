import { render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ImportedPoint, ImportPreview } from '../../../../shared/imports'
import importsEn from '../../../i18n/imports.en.json'
import { initTestI18n } from '../../../test/i18n'
import { DEFAULT_SETTINGS } from '../use-import'
import { PreviewPanel } from './PreviewPanel'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n(importsEn)
})

const point = (overrides: Partial<ImportedPoint>): ImportedPoint => ({
  title: 'Mitosis',
  description: '',
  content: '',
  hiddenContent: '',
  sectionTitle: '',
  sectionDescription: '',
  majorName: '',
  fieldName: '',
  ...overrides,
})

function preview(overrides: Partial<ImportPreview>): ImportPreview {
  return {
    format: 'delimited',
    encoding: 'utf-8',
    encodingBy: 'detected',
    separator: 'comma',
    header: true,
    columns: [],
    rowCount: 3,
    importCount: 3,
    skippedEmpty: 0,
    skippedExisting: 0,
    sample: [point({})],
    issues: [],
    issueCount: 0,
    ...overrides,
  }
}

function show(answer: ImportPreview) {
  render(
    <I18nextProvider i18n={i18n}>
      <PreviewPanel preview={answer} settings={DEFAULT_SETTINGS} onChange={() => {}} />
    </I18nextProvider>,
  )
}

describe('PreviewPanel', () => {
  it('shows every field a sample point will get, its content first of all', () => {
    show(
      preview({
        sample: [
          point({
            description: 'Cell division',
            content: 'Prophase, metaphase,\nanaphase, telophase',
            hiddenContent: 'PMAT',
            majorName: 'Biology',
            fieldName: 'Cells',
          }),
        ],
      }),
    )
    const sample = within(screen.getByTestId('import-sample'))
    expect(sample.getByText('Cell division')).toBeTruthy()
    expect(sample.getByText(/Prophase, metaphase,\s+anaphase, telophase/)).toBeTruthy()
    expect(sample.getByText('PMAT')).toBeTruthy()
    expect(sample.getByText('Biology · Cells')).toBeTruthy()
    expect(screen.getByTestId('import-counts').textContent).toBe('3 rows read; 3 will be added.')
  })

  it('says nothing will be added while a row has an error, and calls the sample rows as read', () => {
    show(
      preview({
        importCount: 0,
        issues: [{ row: 2, field: 'title', code: 'required', path: '' }],
        issueCount: 1,
      }),
    )
    expect(screen.getByTestId('import-counts').textContent).toBe(
      '3 rows read; nothing will be added until every error below is fixed.',
    )
    expect(screen.getByText('1 error in the rows. Fix the file, or change the columns above.')).toBeTruthy()
    expect(screen.getByText('The first row as read:')).toBeTruthy()
    expect(screen.queryByText(/will be added:/)).toBeNull()
  })
})
