import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Book } from '../../../../shared/books'
import type { FieldIssue } from '../../../../shared/errors'
import type { ImportField, ImportOptionsInput, ImportPreview, ImportResult } from '../../../../shared/imports'
import en from '../../../i18n/en.json'
import importsEn from '../../../i18n/imports.en.json'
import { ApiError } from '../../../lib/api'
import { renderInApp } from '../../../test/render-in-app'
import { sendImport } from '../transfer'
import { ImportPage } from './ImportPage'

// The server's import, played by a few lines: the tests are about which source and settings the
// page sends, and what it shows of the answers.
vi.mock('../transfer', () => ({ sendImport: vi.fn() }))
vi.mock('../../../i18n/use-catalog-part', () => ({ useCatalogPart: () => true }))

const send = vi.mocked(sendImport)

/** Columns matched by their names, as the server's columns.ts does for these few. */
const BY_NAME: Record<string, ImportField> = { Title: 'title', Notes: 'content', Section: 'sectionTitle' }

/** What the server answers for a small CSV or TSV; a text starting with `{` is broken JSON. */
async function fakeImport(
  _book: string,
  file: Blob,
  options: ImportOptionsInput,
  call: { dryRun: boolean },
): Promise<ImportPreview | ImportResult> {
  const text = await file.text()
  if (text.startsWith('{')) throw new ApiError(400, 'IMPORT_UNREADABLE', 'unreadable', jsonProblem)
  const separator = text.includes('\t') ? '\t' : ','
  const cells = text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => line.split(separator))
  const header = cells[0]?.includes('Title') ?? false
  const names = header ? (cells[0] ?? []) : (cells[0] ?? []).map((_, index) => `#${index + 1}`)
  const mapping = options.mapping
    ? options.mapping.split(',').map((field) => (field === '-' ? null : (field as ImportField)))
    : names.map((name, index) => (header ? (BY_NAME[name] ?? null) : index === 0 ? 'title' : null))
  const body = header ? cells.slice(1) : cells
  const preview: ImportPreview = {
    format: 'delimited',
    encoding: 'utf-8',
    encodingBy: 'detected',
    separator: separator === '\t' ? 'tab' : 'comma',
    header,
    columns: names.map((name, index) => ({ name, field: mapping[index] ?? null, samples: [] })),
    rowCount: body.length,
    importCount: body.length,
    skippedEmpty: 0,
    skippedExisting: 0,
    sample: body.slice(0, 3).map((row) => ({
      title: row[0] ?? '',
      description: '',
      content: '',
      hiddenContent: '',
      sectionTitle: '',
      sectionDescription: '',
      majorName: '',
      fieldName: '',
    })),
    issues: [],
    issueCount: 0,
  }
  return call.dryRun ? preview : { ...preview, created: body.length }
}

let jsonProblem: (FieldIssue & { column?: number })[] = []

let i18n: typeof i18next
beforeAll(async () => {
  i18n = i18next.createInstance()
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  })
  i18n.addResourceBundle('en', 'translation', importsEn, true, true)
})
afterEach(() => {
  send.mockReset()
})

const book = { id: 'b1', slug: 'biology', title: 'Biology' } as Book

async function renderPage() {
  send.mockImplementation(fakeImport)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  renderInApp(() => <ImportPage book={book} address="biology" />, { i18n, queryClient })
  await screen.findByRole('tab', { name: 'File' })
}

const csv = (header: string, rows: number, name = 'cards.csv') =>
  new File(
    [
      [header, ...Array.from({ length: rows }, (_, index) => `Card ${index + 1},Note ${index + 1}`)].join(
        '\n',
      ),
    ],
    name,
    { type: 'text/csv' },
  )

async function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')
  if (!input) throw new Error('no file input')
  await userEvent.upload(input, file)
}

const importButton = () => screen.queryByRole('button', { name: /^Import \d+ points?$/ })

/** The file and options of each commit (not preview) the page sent. */
async function commits() {
  const calls = send.mock.calls.filter(([, , , call]) => !call.dryRun)
  return Promise.all(calls.map(async ([, file, options]) => ({ text: await file.text(), options })))
}

describe('the import page’s source', () => {
  it('imports the pasted rows, never the file read before: another tab drops its preview', async () => {
    await renderPage()
    await chooseFile(csv('Title,Notes', 12))
    expect(await screen.findByRole('button', { name: 'Import 12 points' })).toHaveProperty('disabled', false)

    await userEvent.click(screen.getByRole('tab', { name: 'Paste' }))
    const pasted = 'Mitosis\tCell division\nMeiosis\tHalving division'
    await userEvent.click(screen.getByLabelText('Rows to import'))
    await userEvent.paste(pasted)
    // Nothing of the file is left to import, nor its columns or rows to look at.
    expect(importButton()).toBeNull()
    expect(screen.queryByRole('heading', { name: '3. Columns' })).toBeNull()
    expect(screen.queryByTestId('import-sample')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Read the rows' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Import 2 points' }))
    await waitFor(async () => expect(await commits()).toHaveLength(1))
    expect((await commits())[0]?.text).toBe(pasted)
  })

  it('drops the preview of pasted rows once they are edited, until they are read again', async () => {
    await renderPage()
    await userEvent.click(screen.getByRole('tab', { name: 'Paste' }))
    await userEvent.click(screen.getByLabelText('Rows to import'))
    await userEvent.paste('Mitosis\tCell division\nMeiosis\tHalving division')
    await userEvent.click(screen.getByRole('button', { name: 'Read the rows' }))
    expect(await screen.findByRole('button', { name: 'Import 2 points' })).toHaveProperty('disabled', false)

    await userEvent.click(screen.getByLabelText('Rows to import'))
    await userEvent.paste('\nOsmosis\tWater moves')
    expect(importButton()).toBeNull()
    expect(screen.queryByTestId('import-sample')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Read the rows' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Import 3 points' }))
    await waitFor(async () => expect(await commits()).toHaveLength(1))
    expect((await commits())[0]?.text).toBe(
      'Mitosis\tCell division\nMeiosis\tHalving division\nOsmosis\tWater moves',
    )
  })

  it('shows nothing to import from a file until another file chosen is read', async () => {
    await renderPage()
    await chooseFile(csv('Title,Notes', 12))
    await screen.findByRole('button', { name: 'Import 12 points' })
    let answer = (_preview: ImportPreview | ImportResult) => {}
    send.mockImplementationOnce(
      async (...args) =>
        new Promise((resolve) => {
          answer = resolve
          void fakeImport(...args)
        }),
    )
    const next = csv('Title,Notes', 3, 'more.csv')
    await chooseFile(next)
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2))
    expect(importButton()).toBeNull()
    answer(await fakeImport('b1', next, {}, { dryRun: true }))
    await userEvent.click(await screen.findByRole('button', { name: 'Import 3 points' }))
    await waitFor(async () => expect(await commits()).toHaveLength(1))
    expect((await commits())[0]?.text).toBe(await next.text())
  })
})

describe('the import page’s columns', () => {
  const fieldOf = (column: string) =>
    screen.getByLabelText<HTMLSelectElement>(`Field for the column ${column}`)

  it('keeps a mapping chosen by hand when a file with the same columns is chosen again', async () => {
    await renderPage()
    await chooseFile(csv('Title,Notes', 12))
    await screen.findByRole('button', { name: 'Import 12 points' })
    expect(fieldOf('Notes').value).toBe('content')
    await userEvent.selectOptions(fieldOf('Notes'), 'description')
    await waitFor(() => expect(fieldOf('Notes').value).toBe('description'))

    await chooseFile(csv('Title,Notes', 5, 'cards-2.csv'))
    await screen.findByRole('button', { name: 'Import 5 points' })
    expect(fieldOf('Notes').value).toBe('description')
    await userEvent.click(screen.getByRole('button', { name: 'Import 5 points' }))
    await waitFor(async () => expect(await commits()).toHaveLength(1))
    expect((await commits())[0]?.options.mapping).toBe('title,description')
  })

  it('matches the columns of a file with other ones by their names, showing no answer read with the old mapping', async () => {
    await renderPage()
    await chooseFile(csv('Title,Notes', 12))
    await screen.findByRole('button', { name: 'Import 12 points' })
    await userEvent.selectOptions(fieldOf('Notes'), 'description')
    await waitFor(() => expect(fieldOf('Notes').value).toBe('description'))

    // Read with the old mapping, the first column (Section) would fill the title.
    const shown: string[] = []
    const observer = new MutationObserver(() => {
      const select = document.querySelector<HTMLSelectElement>(
        'select[aria-label="Field for the column Section"]',
      )
      if (select) shown.push(select.value)
    })
    observer.observe(document.body, { subtree: true, childList: true, attributes: true })
    await chooseFile(csv('Section,Title,Notes', 4, 'other.csv'))
    await screen.findByRole('button', { name: 'Import 4 points' })
    observer.disconnect()
    expect(fieldOf('Section').value).toBe('sectionTitle')
    expect(fieldOf('Notes').value).toBe('content')
    expect(shown).not.toContain('title')
    await userEvent.click(screen.getByRole('button', { name: 'Import 4 points' }))
    await waitFor(async () => expect(await commits()).toHaveLength(1))
    expect((await commits())[0]?.options.mapping).toBeUndefined()
  })
})

describe('a file that is not JSON', () => {
  it('says so in words, not as a message key', async () => {
    jsonProblem = [{ path: '', code: 'invalid-json' }]
    await renderPage()
    await chooseFile(new File(['{"sections": ['], 'book.json', { type: 'application/json' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).not.toContain('validation.')
    expect(alert.textContent).toContain('The file is not valid JSON')
    expect(within(alert).getByText('This file could not be read')).toBeTruthy()
  })

  it('names the line and column of the first mistake when the server gives them', async () => {
    jsonProblem = [{ path: '', code: 'invalid-json', line: 2, column: 16 }]
    await renderPage()
    await chooseFile(new File(['{"sections": [\n  {"title": "a",}]}'], 'book.json'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'The file is not valid JSON: the first mistake is on line 2, column 16.',
    )
  })
})
