import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { unzipSync } from 'fflate'
import { signUp } from './accounts'
import { createBook, tag } from './books'
import { expect, expectConsoleError, expectToast, test } from './fixtures'

const FIXTURES = 'tests/fixtures/imports'

/** The book's points in order, as its page lists them. */
function pointLinks(page: Page) {
  return page.locator('section[aria-labelledby="book-points"] li a')
}

async function openFromMenu(page: Page, name: string) {
  await page.getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name }).click()
}

/** Downloads the book's export in `kind` from its menu; its text. */
async function exportBook(page: Page, kind: 'CSV' | 'JSON'): Promise<{ text: string; path: string }> {
  await page.getByRole('button', { name: 'More actions' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: `Export as ${kind}` }).click()
  const file = await download
  const path = await file.path()
  return { text: readFileSync(path, 'utf8'), path }
}

test('a GBK spreadsheet with zh headers: the bad row shown, the mapping fixed, imported in order, exported and imported again the same', async ({
  page,
}) => {
  test.slow()
  await signUp(page)
  const id = tag()
  await createBook(page, { title: `生物 ${id}` })
  // The empty book offers the import next to the first point.
  await page.getByRole('link', { name: 'Import points' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Import points' })).toBeVisible()
  await page.locator('input[type=file]').setInputFiles(`${FIXTURES}/zh-gbk.csv`)

  await expect(page.getByTestId('import-detected')).toContainText('Delimited text · GB18030 / GBK (detected)')
  const issues = page.getByTestId('import-issues')
  await expect(issues).toContainText('Row 3 · Description: Too long')
  await expect(page.getByRole('button', { name: /^Import \d+ points?$/ })).toBeDisabled()
  await expect(page.getByLabel('Field for the column 标题')).toHaveValue('title')
  await expect(page.getByLabel('Field for the column 答案')).toHaveValue('hiddenContent')

  // The long text is the card's content.
  await page.getByLabel('Field for the column 描述').selectOption('content')
  await expect(issues).toBeHidden()
  await expect(page.getByTestId('import-counts')).toContainText('3 rows read; 3 will be added.')
  await expect(page.getByTestId('import-sample').getByText('牛顿第一定律')).toBeVisible()
  await page.getByRole('button', { name: 'Import 3 points' }).click()
  await expectToast(page, 'Imported 3 points')
  await expect(page.getByRole('heading', { level: 1, name: `生物 ${id}` })).toBeVisible()
  await expect(page.getByText('光合作用')).toBeVisible()
  await expect(page.getByRole('link', { name: /光合作用/ })).toBeVisible()
  const links = pointLinks(page)
  await expect(links).toHaveCount(3)
  await expect(links.nth(0)).toContainText('光合作用')
  await expect(links.nth(1)).toContainText('细胞呼吸')
  await expect(links.nth(2)).toContainText('牛顿第一定律')

  // Out and back in: a new book from the export holds the same points, so it exports the same.
  const first = await exportBook(page, 'CSV')
  expect(first.text.startsWith('\uFEFFtitle,description,content,hidden_content,section_title')).toBe(true)
  await createBook(page, { title: `生物 copy ${id}` })
  await openFromMenu(page, 'Import points')
  await page.locator('input[type=file]').setInputFiles(first.path)
  await expect(page.getByTestId('import-detected')).toContainText('UTF-8 (marked in the file)')
  await page.getByRole('button', { name: 'Import 3 points' }).click()
  await expectToast(page, 'Imported 3 points')
  const second = await exportBook(page, 'CSV')
  expect(second.text).toBe(first.text)
  const json = await exportBook(page, 'JSON')
  expect(JSON.parse(json.text).sections.map((s: { title: string }) => s.title)).toEqual(['生物', '物理'])

  // "Export my data" holds both books, each as the book's own export.
  await page.goto('/setting')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download my data' }).click()
  const zip = unzipSync(new Uint8Array(readFileSync(await (await download).path())))
  const csvs = Object.keys(zip).filter((name) => name.endsWith('/points.csv'))
  expect(csvs).toHaveLength(2)
  // Byte for byte, the BOM included.
  for (const name of csvs)
    expect(Buffer.from(zip[name] as Uint8Array).equals(readFileSync(first.path))).toBe(true)
  await expectToast(page, 'Your data has been downloaded')
})

test('an Anki plain-text export, and files that cannot be read', async ({ page }) => {
  await signUp(page)
  await createBook(page, { title: `Anki ${tag()}` })
  await openFromMenu(page, 'Import points')
  // The browser logs the preview's 400 for the file it cannot read; the page explains it.
  expectConsoleError(page, /\/import\?(.*&)?dryRun=1/)
  await page.locator('input[type=file]').setInputFiles({
    name: 'photo.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, 0x21, 0x7f, 0, 0, 0]),
  })
  await expect(page.getByRole('alert')).toContainText('This is not a text file')
  // A quote that lost its closing one: said, with its line, instead of rows read into one another.
  await page.locator('input[type=file]').setInputFiles({
    name: 'quotes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('title,content\nMitosis,"Cell division\nMeiosis,Halves\nCells,"Units of life"\n'),
  })
  await expect(page.getByRole('alert')).toContainText(
    'The quote opened on line 2 closes only on a later line',
  )
  // A line of nothing but separators (5 MB of commas): refused at once, with its line.
  await page.locator('input[type=file]').setInputFiles({
    name: 'commas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`title\n${','.repeat(5 * 1024 * 1024)}\n`),
  })
  await expect(page.getByRole('alert')).toContainText('Line 2 has more than 200 columns')
  await page.locator('input[type=file]').setInputFiles(`${FIXTURES}/anki-basic.txt`)
  await expect(page.getByTestId('import-detected')).toContainText('Anki notes')
  await expect(page.getByLabel('Field for the column Front')).toHaveValue('title')
  await expect(page.getByLabel('Field for the column Back')).toHaveValue('hiddenContent')
  await expect(page.getByLabel('Field for the column Column 3')).toHaveValue('')
  await page.getByRole('button', { name: 'Import 2 points' }).click()
  await expectToast(page, 'Imported 2 points')
  const links = pointLinks(page)
  await expect(links).toHaveCount(2)
  await expect(links.nth(0)).toContainText('Capital of **France**')
  await links.nth(0).click()
  await page.getByRole('button', { name: 'Reveal' }).click()
  await expect(page.getByText('City of light')).toBeVisible()
})

test('the agent proposes three points from a PDF and pasted text; two are kept and imported', async ({
  page,
}) => {
  await signUp(page)
  await createBook(page, { title: `Agent ${tag()}` })
  await openFromMenu(page, 'Generate points')
  await expect(page.getByRole('heading', { level: 1, name: 'Generate points' })).toBeVisible()
  // A PDF's text is read in the browser into the material, where it can still be edited.
  await page.locator('input[type=file][accept*="pdf"]').setInputFiles(`${FIXTURES}/notes.pdf`)
  const material = page.getByLabel('Study material')
  await expect(material).toHaveValue(
    /Photosynthesis turns light into sugar\.\s+Mitochondria make ATP for the cell\./,
  )
  await material.press('Control+End')
  await material.pressSequentially(' The nucleus holds DNA.')
  await expect(material).toHaveValue(/The nucleus holds DNA\.$/)
  await page.getByRole('button', { name: 'Generate' }).click()
  const proposals = page.getByTestId('proposals')
  await expect(page.getByRole('heading', { name: '3 proposed points' })).toBeVisible()
  await proposals.getByLabel('Keep “What does the nucleus hold?”').uncheck()
  await proposals.getByRole('textbox', { name: 'Title' }).first().fill('What makes ATP?')
  await page.getByRole('button', { name: 'Import 2 points' }).click()
  await expectToast(page, 'Imported 2 points')
  const links = pointLinks(page)
  await expect(links).toHaveCount(2)
  await expect(links.nth(0)).toContainText('What makes ATP?')
  await expect(links.nth(1)).toContainText('What do ribosomes make?')
})

test('a 100,000-row import shows its progress and can be cancelled before anything is written', async ({
  page,
}) => {
  test.slow()
  await signUp(page)
  await createBook(page, { title: `Large ${tag()}` })
  await openFromMenu(page, 'Import points')
  const rows = Array.from(
    { length: 100_000 },
    (_, i) => `"第 ${i} 个概念, with a comma","- point ${i}\nsecond line"`,
  )
  await page.locator('input[type=file]').setInputFiles({
    name: 'large.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`title,content\n${rows.join('\n')}\n`),
  })
  await expect(page.getByTestId('import-counts')).toContainText('100,000 rows read; 100,000 will be added.', {
    timeout: 30_000,
  })
  await page.getByRole('button', { name: 'Import 100,000 points' }).click()
  const progress = page.getByRole('progressbar', { name: 'Import progress' })
  await expect(progress).toBeVisible()
  await expect(page.getByText(/Adding points… [\d,]+ of 100,000/)).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(progress).toBeHidden()
  await expect(page.getByRole('button', { name: 'Import 100,000 points' })).toBeEnabled()
  // Nothing was written: a point added now (after the import's lock is gone) is the only one.
  await page.goto(page.url().replace(/\/import$/, ''))
  await expect(page.getByText('No points in this book yet.')).toBeVisible()
  await page.getByRole('link', { name: 'Add the first point' }).click()
  await page.getByLabel('Title', { exact: true }).fill('The only point')
  await page.getByRole('button', { name: 'Add point' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'The only point' })).toBeVisible()
  await page.goBack()
  await expect(pointLinks(page)).toHaveCount(1)
})
