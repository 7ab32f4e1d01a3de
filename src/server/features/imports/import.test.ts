import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ImportedPointSchema, type ImportPreview } from '../../../shared/imports'
import type { Point } from '../../../shared/points'
import { setupTestApp } from '../../test/app'
import { caller, newBook, newPoint, share } from '../../test/fixtures'
import { createUsers, type TestUser } from '../../test/users'

const ctx = await setupTestApp()
const call = caller(ctx)
const { owner, editor, viewer, stranger } = await createUsers(ctx, 'owner', 'editor', 'viewer', 'stranger')

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../tests/fixtures/imports/${name}`, import.meta.url))

/** What `response.json()` gives: the replies are read loosely, as in the other API tests. */
type Loose = Awaited<ReturnType<Response['json']>>

interface Sent {
  status: number
  body: Loose
  text: string
  headers: Headers
}

/** Posts a file (bytes or text) to the import with form options, as the import page does. */
async function upload(
  who: TestUser | null,
  bookId: string,
  file: Uint8Array | string,
  options: Record<string, string> = {},
  { dryRun = false, accept = 'application/json', asForm = false } = {},
): Promise<Sent> {
  const query = new URLSearchParams(options)
  if (dryRun) query.set('dryRun', '1')
  const headers: Record<string, string> = { Origin: ctx.config.publicUrl, Accept: accept }
  if (who) headers.Cookie = who.cookie
  // The web app sends the file as the body; other clients may send a form with a `file` field.
  let sent: BodyInit = new Blob([file as BlobPart])
  if (asForm) {
    const form = new FormData()
    form.set('file', new Blob([file as BlobPart]), 'points.csv')
    sent = form
  } else headers['Content-Type'] = 'application/octet-stream'
  const response = await ctx.app.request(`/api/books/${bookId}/import?${query}`, {
    method: 'POST',
    headers,
    body: sent,
  })
  const text = await response.text()
  let body: unknown = null
  try {
    body = JSON.parse(text)
  } catch {}
  return { status: response.status, body, text, headers: response.headers }
}

async function pointsOf(who: TestUser, bookId: string): Promise<Point[]> {
  const list = await call<{ items: { id: string }[] }>(who, 'GET', `/books/${bookId}/points?limit=100`)
  return Promise.all(
    list.body.items.map(async (item) => (await call<Point>(who, 'GET', `/points/${item.id}`)).body),
  )
}

/** A point's content, as an import writes and an export reads it. */
const fieldsOf = (point: Point) => ImportedPointSchema.parse(point)

describe('importing a CSV', () => {
  it('reads a GBK file with zh headers, names the bad row in the preview, writes nothing until it is fixed', async () => {
    const book = await newBook(call, owner, { title: 'Biology' })
    const file = fixture('zh-gbk.csv')
    const preview = await upload(owner, book.id, file, {}, { dryRun: true })
    expect(preview.status).toBe(200)
    expect(preview.body).toMatchObject({
      format: 'delimited',
      encoding: 'gb18030',
      encodingBy: 'detected',
      separator: 'comma',
      header: true,
      rowCount: 3,
      importCount: 0,
      issueCount: 1,
      issues: [{ row: 3, field: 'description', code: 'too-long' }],
    } satisfies Partial<ImportPreview>)
    expect((preview.body as ImportPreview).columns.map((c) => [c.name, c.field])).toEqual([
      ['标题', 'title'],
      ['描述', 'description'],
      ['答案', 'hiddenContent'],
      ['章节', 'sectionTitle'],
    ])
    // Committing as it is: refused with the row, and nothing is written.
    const refused = await upload(owner, book.id, file, {}, { asForm: true })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toMatchObject({
      code: 'IMPORT_INVALID_ROWS',
      details: [{ path: 'rows.3.description', code: 'too-long' }],
    })
    expect((await call(owner, 'GET', `/books/${book.id}`)).body.pointCount).toBe(0)
    // The long text is the card's content: mapped there, every row goes in, in file order.
    const done = await upload(owner, book.id, file, { mapping: 'title,content,hiddenContent,sectionTitle' })
    expect(done.status).toBe(201)
    expect(done.body).toMatchObject({ created: 3, issueCount: 0, importCount: 3 })
    const added = await pointsOf(owner, book.id)
    expect(added.map((p) => [p.title, p.hiddenContent, p.sectionTitle, p.position])).toEqual([
      ['光合作用', '叶绿体', '生物', 0],
      ['细胞呼吸', '线粒体', '生物', 1],
      ['牛顿第一定律', '惯性', '物理', 2],
    ])
    expect(added[1]?.content).toHaveLength(2625)
    expect(added[2]?.content).toBe('物体保持静止或匀速直线运动，除非受到外力。')
  })

  it('puts each row at the end of its section as the book has it, new sections after the last point', async () => {
    const book = await newBook(call, owner, { title: 'Ordered' })
    for (const [title, sectionTitle] of [
      ['a1', 'A'],
      ['a2', 'A'],
      ['b1', 'B'],
    ])
      await newPoint(call, owner, book.id, { title, sectionTitle })
    const csv = 'title,section\nx,B\ny,C\nz,A\nw,B\nv,C\n'
    expect((await upload(editor, book.id, csv)).status).toBe(403)
    await share(call, owner, book.id, editor, 'editor')
    const done = await upload(editor, book.id, csv)
    expect(done.status).toBe(201)
    const order = await call<{ items: Point[] }>(owner, 'GET', `/books/${book.id}/points`)
    expect(order.body.items.map((p) => [p.title, p.sectionTitle, p.position])).toEqual([
      ['a1', 'A', 0],
      ['a2', 'A', 1],
      ['z', 'A', 2],
      ['b1', 'B', 3],
      ['x', 'B', 4],
      ['w', 'B', 5],
      ['y', 'C', 6],
      ['v', 'C', 7],
    ])
    expect((await call(owner, 'GET', `/books/${book.id}`)).body.pointCount).toBe(8)
  })

  it("joins a row to the book's section, or an earlier row's, of a title in another case", async () => {
    const book = await newBook(call, owner, { title: 'Cased' })
    await newPoint(call, owner, book.id, { title: 'a1', sectionTitle: 'Cells' })
    const done = await upload(owner, book.id, 'title,section\nx,cells\ny,TISSUES\nz,Tissues\nw,CELLS\n')
    expect(done.status).toBe(201)
    const order = await call<{ items: Point[] }>(owner, 'GET', `/books/${book.id}/points`)
    expect(order.body.items.map((p) => [p.title, p.sectionTitle])).toEqual([
      ['a1', 'Cells'],
      ['x', 'Cells'],
      ['w', 'Cells'],
      ['y', 'TISSUES'],
      ['z', 'TISSUES'],
    ])
  })

  it("gives each section one description: the book's, else the first its rows bring", async () => {
    const book = await newBook(call, owner, { title: 'Described' })
    await newPoint(call, owner, book.id, { title: 'a1', sectionTitle: 'A', sectionDescription: 'About A' })
    await newPoint(call, owner, book.id, { title: 'b1', sectionTitle: 'B' })
    const csv =
      'title,section,section_description\nx,a,From the file\ny,B,\nz,B,B from the file\nw,C,\nv,C,About C\nu,C,C again\n'
    expect((await upload(owner, book.id, csv)).status).toBe(201)
    // Every row under one section the book has, as asked: the rows' description is empty.
    expect((await upload(owner, book.id, 'title\nt\n', { section: 'A' })).status).toBe(201)
    const described = (await pointsOf(owner, book.id)).map((p) => `${p.title}: ${p.sectionDescription}`)
    expect(described).toEqual([
      'a1: About A',
      'x: About A',
      't: About A',
      'b1: B from the file',
      'y: B from the file',
      'z: B from the file',
      'w: About C',
      'v: About C',
      'u: About C',
    ])
  })

  it('skips titles the book has, or puts every row under one section, as asked', async () => {
    const book = await newBook(call, owner, { title: 'Options' })
    await newPoint(call, owner, book.id, { title: 'kept', sectionTitle: 'Old' })
    const csv = 'title,section_title\nkept,X\nnew one,Y\n\n  ,  \nnew two,Z\n'
    const preview = await upload(
      owner,
      book.id,
      csv,
      { skipExisting: '1', section: 'Imported' },
      { dryRun: true },
    )
    expect(preview.body).toMatchObject({ rowCount: 3, importCount: 2, skippedExisting: 1 })
    expect(preview.body.sample.map((p: Point) => [p.title, p.sectionTitle])).toEqual([
      ['new one', 'Imported'],
      ['new two', 'Imported'],
    ])
    await upload(owner, book.id, csv, { skipExisting: 'true', section: 'Imported' })
    const order = await call<{ items: Point[] }>(owner, 'GET', `/books/${book.id}/points`)
    expect(order.body.items.map((p) => [p.title, p.sectionTitle])).toEqual([
      ['kept', 'Old'],
      ['new one', 'Imported'],
      ['new two', 'Imported'],
    ])
  })

  it('reads pasted text without a header (Quizlet: term, tab, definition) and with a chosen separator', async () => {
    const book = await newBook(call, owner, { title: 'Pasted' })
    // "answer" is a header name, but one known word alone does not make a header row.
    const pasted = 'photosynthesis\tthe answer: light to sugar\nmitosis\tanswer\n'
    const preview = await upload(owner, book.id, pasted, {}, { dryRun: true })
    expect(preview.body).toMatchObject({ separator: 'tab', header: false, importCount: 2 })
    const answered = await upload(owner, book.id, 'tell me\tanswer\nsecond\tb\n', {}, { dryRun: true })
    expect(answered.body).toMatchObject({ header: false, importCount: 2 })
    const named = await upload(owner, book.id, 'front\tback\nsecond\tb\n', {}, { dryRun: true })
    expect(named.body).toMatchObject({ header: true, importCount: 1 })
    expect(preview.body.columns.map((c: { field: string }) => c.field)).toEqual(['title', 'hiddenContent'])
    const semicolons = 'title;content\n"a; b";"line one\r\nline two"\n'
    const read = await upload(owner, book.id, semicolons, { separator: 'semicolon' }, { dryRun: true })
    expect(read.body.sample[0]).toMatchObject({ title: 'a; b', content: 'line one\r\nline two' })
  })

  it('names the line where a row starts, even after quoted line breaks', async () => {
    const book = await newBook(call, owner, { title: 'Lines' })
    const csv = `title,content\n"one","first\nsecond\nthird"\n,"no title"\n`
    const preview = await upload(owner, book.id, csv, {}, { dryRun: true })
    expect(preview.body.issues).toEqual([{ row: 5, field: 'title', code: 'required' }])
  })
})

describe('what the import refuses', () => {
  const cases: [string, Uint8Array | string, string, string?][] = [
    [
      'an unterminated quote',
      'title,content\n"open,never closed\n',
      'IMPORT_UNREADABLE',
      'import-unterminated-quote',
    ],
    [
      'binary junk',
      new Uint8Array(Array.from({ length: 600 }, (_, i) => (i * 37) % 256)),
      'IMPORT_UNREADABLE',
      'import-binary',
    ],
    [
      'a zip renamed .csv',
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, 0x21, 0x7f]),
      'IMPORT_UNREADABLE',
      'import-binary',
    ],
    ['an empty file', '', 'IMPORT_EMPTY'],
    ['a header only', 'title,content\r\n', 'IMPORT_EMPTY'],
    ['JSON that is not JSON', '{"sections": [', 'IMPORT_UNREADABLE', 'invalid-json'],
  ]
  it.each(cases)('%s: a clear 400, never a 500', async (_, file, code, detail) => {
    const book = await newBook(call, owner, { title: 'Refusals' })
    for (const dryRun of [true, false]) {
      const reply = await upload(owner, book.id, file, {}, { dryRun })
      expect(reply.status).toBe(400)
      expect(reply.body.error.code).toBe(code)
      if (detail) expect(reply.body.error.details[0].code).toBe(detail)
    }
  })

  it('refuses a JSON body (the file is the body) without asking for JSON', async () => {
    const book = await newBook(call, owner, { title: 'Not JSON' })
    const reply = await call(owner, 'POST', `/books/${book.id}/import?dryRun=1`, { rows: [] })
    expect(reply.status).toBe(415)
    expect(reply.body.error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This kind of body is not accepted here',
    })
  })

  it('says on which line the unterminated quote opens', async () => {
    const book = await newBook(call, owner, { title: 'Quote line' })
    const reply = await upload(owner, book.id, 'title\nok\n"fine"\n"open\nmore\n', {}, { dryRun: true })
    expect(reply.body.error.details).toEqual([{ path: 'file', code: 'import-unterminated-quote', line: 4 }])
  })

  it('names the line of a quote that closes only lines later, mid-field, instead of reading the lines between as one field', async () => {
    const book = await newBook(call, owner, { title: 'Quote missing' })
    // Row 3's content lost its closing quote: the next quote found opens row 5's content.
    const csv =
      'title,content\nOsmosis,Water\nMitosis,"Cell division\nMeiosis,Halves\nCells,"Units of life"\n'
    for (const dryRun of [true, false]) {
      const reply = await upload(owner, book.id, csv, {}, { dryRun })
      expect([reply.status, reply.body.error.code]).toEqual([400, 'IMPORT_UNREADABLE'])
      expect(reply.body.error.details).toEqual([{ path: 'file', code: 'import-misplaced-quote', line: 3 }])
    }
    // In an Anki export too, on the file's own line (after its `#` header lines).
    const anki = '#separator:tab\n#html:false\nFront\t"Back\nNext\t"Other" side\n'
    const fromAnki = await upload(owner, book.id, anki, {}, { dryRun: true })
    expect(fromAnki.body.error.details).toEqual([{ path: 'file', code: 'import-misplaced-quote', line: 3 }])
    // What spreadsheets write still reads: a quoted field over several lines, closed before its
    // separator, and on one line text after a closing quote (`"Note" on cells` is `Note on cells`).
    const fine = 'title,content\n"Note" on cells,"first\nsecond"\n'
    const preview = await upload(owner, book.id, fine, {}, { dryRun: true })
    expect(
      preview.body.sample.map((point: { title: string; content: string }) => [point.title, point.content]),
    ).toEqual([['Note on cells', 'first\nsecond']])
    expect(await pointsOf(owner, book.id)).toEqual([])
  })

  it('keeps ragged rows: missing cells are empty, extra ones ignored', async () => {
    const book = await newBook(call, owner, { title: 'Ragged' })
    const reply = await upload(
      owner,
      book.id,
      'title,content\nshort\nlong,body,extra,more\n',
      {},
      { dryRun: true },
    )
    expect(reply.body.sample.map((p: Point) => [p.title, p.content])).toEqual([
      ['short', ''],
      ['long', 'body'],
    ])
  })

  it('validates JSON with the path of every bad value', async () => {
    const book = await newBook(call, owner, { title: 'Json' })
    const bad = JSON.stringify({
      sections: [{ title: 'S', points: [{ title: 3 }, { content: 'x' }] }, { points: 'no' }],
    })
    const reply = await upload(owner, book.id, bad, {}, { dryRun: true })
    expect(reply.status).toBe(400)
    expect(reply.body.error.details).toEqual([
      { path: 'sections.0.points.0.title', code: 'invalid' },
      { path: 'sections.0.points.1.title', code: 'required' },
      { path: 'sections.1.points', code: 'invalid' },
    ])
    const long = JSON.stringify({
      sections: [{ title: 'S', points: [{ title: 'ok' }, { title: 'x'.repeat(201) }] }],
    })
    const tooLong = await upload(owner, book.id, long, {}, { dryRun: true })
    expect(tooLong.body.issues).toEqual([
      { row: 2, field: 'title', code: 'too-long', path: 'sections.0.points.1.title' },
    ])
  })

  it('refuses more than 100,000 rows (400) and more than 20 MB (413), translated by code', async () => {
    const book = await newBook(call, owner, { title: 'Limits' })
    const many = `title\n${Array.from({ length: 100_001 }, (_, i) => `p${i}`).join('\n')}\n`
    const rows = await upload(owner, book.id, many, {}, { dryRun: true })
    expect([rows.status, rows.body.error.code]).toEqual([400, 'IMPORT_TOO_MANY_ROWS'])
    const huge = `title,content\n${'a,'.padEnd(1000, 'b')}\n`.repeat(21_000)
    const large = await upload(owner, book.id, huge, {}, { dryRun: true })
    expect([large.status, large.body.error.code]).toEqual([413, 'IMPORT_TOO_LARGE'])
  })

  it('refuses NUL and bad options on the field', async () => {
    const book = await newBook(call, owner, { title: 'Nul' })
    const reply = await upload(
      owner,
      book.id,
      'title\nx\n',
      { section: 'a\u0000b', mapping: 'title,bogus' },
      { dryRun: true },
    )
    expect(reply.status).toBe(400)
    expect(reply.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'mapping',
      'section',
    ])
  })

  it('lets only the owner and editors import; others learn nothing of a private book', async () => {
    const book = await newBook(call, owner, { title: 'Private', visibility: 'private' })
    await share(call, owner, book.id, viewer, 'viewer')
    expect((await upload(null, book.id, 'title\nx\n')).status).toBe(401)
    expect((await upload(stranger, book.id, 'title\nx\n')).status).toBe(404)
    expect((await upload(viewer, book.id, 'title\nx\n')).status).toBe(403)
  })
})

describe('one transaction', () => {
  it('a crash in the middle of the write leaves the book as it was', async () => {
    const book = await newBook(call, owner, { title: 'Crash' })
    await newPoint(call, owner, book.id, { title: 'before' })
    // A real failure inside the database, 4,500 rows into the write (the third batch).
    await ctx.database.db.execute(sql`
      create or replace function fail_on_crash() returns trigger language plpgsql as $$
      begin if new.title = 'crash here' then raise exception 'disk on fire'; end if; return new; end $$`)
    await ctx.database.db.execute(
      sql`create trigger fail_on_crash before insert on points for each row execute function fail_on_crash()`,
    )
    try {
      const rows = Array.from({ length: 6000 }, (_, i) => (i === 4500 ? 'crash here' : `row ${i}`))
      const reply = await upload(owner, book.id, `title\n${rows.join('\n')}\n`)
      expect(reply.status).toBe(500)
      expect(reply.text).not.toContain('disk on fire')
    } finally {
      await ctx.database.db.execute(sql`drop trigger fail_on_crash on points`)
    }
    const after = await call<{ items: Point[] }>(owner, 'GET', `/books/${book.id}/points`)
    expect(after.body.items.map((p) => p.title)).toEqual(['before'])
    expect((await call(owner, 'GET', `/books/${book.id}`)).body.pointCount).toBe(1)
  })

  it('streams progress, and a client that leaves before the commit writes nothing', async () => {
    const book = await newBook(call, owner, { title: 'Streamed' })
    const csv = `title,content\n${Array.from({ length: 50_000 }, (_, i) => `card ${i},"body, ${i}"`).join('\n')}\n`
    const form = new FormData()
    form.set('file', new Blob([csv]), 'big.csv')
    const controller = new AbortController()
    const response = await ctx.app.request(`/api/books/${book.id}/import`, {
      method: 'POST',
      headers: { Origin: ctx.config.publicUrl, Cookie: owner.cookie, Accept: 'application/x-ndjson' },
      body: form,
      signal: controller.signal,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/x-ndjson')
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    const phases: string[] = []
    let buffer = ''
    while (!phases.includes('write')) {
      const { value, done } = await reader.read()
      if (done) break
      buffer += decoder.decode(value, { stream: true })
      for (const line of buffer.split('\n').slice(0, -1)) phases.push(JSON.parse(line).phase)
      buffer = buffer.slice(buffer.lastIndexOf('\n') + 1)
    }
    expect(phases[0]).toBe('write')
    await reader.cancel()
    controller.abort()
    // A write of our own waits for the import's lock, so the import has ended when it is in.
    await newPoint(call, owner, book.id, { title: 'after' })
    const after = await call<{ items: Point[] }>(owner, 'GET', `/books/${book.id}/points`)
    expect(after.body.items.map((p) => p.title)).toEqual(['after'])
  })

  it('streams to the end with the result as the last line', async () => {
    const book = await newBook(call, owner, { title: 'Stream end' })
    const reply = await upload(owner, book.id, 'title\none\ntwo\n', {}, { accept: 'application/x-ndjson' })
    const lines = reply.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines.at(-1)).toMatchObject({ type: 'result', result: { created: 2 } })
    expect(lines.filter((line) => line.type === 'progress')).toEqual([
      { type: 'progress', phase: 'write', done: 2, total: 2 },
    ])
    // What fails before the stream begins answers with its status; a row error is the last line.
    const failed = await upload(owner, book.id, 'title\n\n', {}, { accept: 'application/x-ndjson' })
    expect([failed.status, failed.body.error.code]).toEqual([400, 'IMPORT_EMPTY'])
    const bad = await upload(
      owner,
      book.id,
      'title\n,\n'.replace(',', 'x'.repeat(201)),
      {},
      { accept: 'application/x-ndjson' },
    )
    expect(JSON.parse(bad.text.trim().split('\n').at(-1) as string)).toMatchObject({
      type: 'error',
      error: { code: 'IMPORT_INVALID_ROWS', details: [{ path: 'rows.2.title', code: 'too-long' }] },
    })
  })
})

describe('export, and back again', () => {
  const tricky = [
    {
      title: '公式 =SUM(A1:A3)',
      description: 'Commas, "quotes", and a trailing comma,',
      content: '- item one\n- item two\n\n```js\nconst x = "y"\n```',
      hiddenContent: "=1+1\r\nline two with 'quotes'",
      sectionTitle: '第一章',
      sectionDescription: 'セクション, with comma',
      majorName: '+major',
      fieldName: '@field',
    },
    {
      title: "'=already guarded",
      description: '',
      content: '学习 日本語 Ünïcödé 🎓',
      hiddenContent: '-1',
      sectionTitle: '第一章',
      sectionDescription: 'セクション, with comma',
      majorName: '',
      fieldName: '',
    },
    {
      title: 'Plain',
      description: 'tab\there',
      content: '**bold** and <b>not html</b>',
      hiddenContent: '',
      sectionTitle: '',
      sectionDescription: '',
      majorName: '',
      fieldName: '',
    },
  ]

  async function trickyBook() {
    const book = await newBook(call, owner, { title: 'Tricky', visibility: 'public' })
    for (const point of tricky) await newPoint(call, owner, book.id, point)
    return book
  }

  it('CSV: UTF-8 with BOM, the import headers, formulas guarded; re-imported into a new book the points are identical', async () => {
    const book = await trickyBook()
    const response = await ctx.app.request(`/api/books/${book.id}/export.csv`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${book.slug}.csv"`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text.split('\r\n')[0]).toBe(
      'title,description,content,hidden_content,section_title,section_description,major_name,field_name',
    )
    expect(text).toContain(`'公式 =SUM(A1:A3)`.slice(1))
    expect(text).toContain(`"'=1+1`)
    expect(text).toContain(`''=already guarded`)
    const copy = await newBook(call, owner, { title: 'Round trip CSV' })
    const done = await upload(owner, copy.id, bytes)
    expect(done.status).toBe(201)
    expect((await pointsOf(owner, copy.id)).map(fieldsOf)).toEqual(tricky)
  })

  it('JSON: the import shape; re-imported the points are identical', async () => {
    const book = await trickyBook()
    const response = await ctx.app.request(`/api/books/${book.slug}/export.json`)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const json = await response.text()
    const parsed = JSON.parse(json)
    expect(
      parsed.sections.map((s: { title: string; points: unknown[] }) => [s.title, s.points.length]),
    ).toEqual([
      ['第一章', 2],
      ['', 1],
    ])
    const copy = await newBook(call, owner, { title: 'Round trip JSON' })
    expect((await upload(owner, copy.id, json)).body.format).toBe('json')
    expect((await pointsOf(owner, copy.id)).map(fieldsOf)).toEqual(tricky)
  })

  it('an empty book exports a header, and an empty JSON shape', async () => {
    const book = await newBook(call, owner, { title: 'Empty', visibility: 'public' })
    const csv = await (await ctx.app.request(`/api/books/${book.id}/export.csv`)).text()
    expect(csv.split('\r\n')).toHaveLength(2)
    const json = await (await ctx.app.request(`/api/books/${book.id}/export.json`)).json()
    expect(json).toEqual({ sections: [] })
  })

  it('a private book exports only for those who may read it', async () => {
    const book = await newBook(call, owner, { title: 'Secret', visibility: 'private' })
    await newPoint(call, owner, book.id, { title: 'hidden title' })
    const anonymous = await ctx.app.request(`/api/books/${book.id}/export.csv`)
    expect(anonymous.status).toBe(404)
    expect(await anonymous.text()).not.toContain('hidden title')
    const mine = await ctx.app.request(`/api/books/${book.id}/export.csv`, {
      headers: { Cookie: owner.cookie },
    })
    expect(await mine.text()).toContain('hidden title')
  })
})

describe('Anki', () => {
  it('honours #separator, #html and the tags column: HTML becomes Markdown, tags are left out', async () => {
    const book = await newBook(call, owner, { title: 'Anki' })
    const preview = await upload(owner, book.id, fixture('anki-basic.txt'), {}, { dryRun: true })
    expect(preview.body).toMatchObject({ format: 'anki', importCount: 2 })
    expect(
      preview.body.columns.map((c: { name: string; field: string | null }) => [c.name, c.field]),
    ).toEqual([
      ['Front', 'title'],
      ['Back', 'hiddenContent'],
      ['Column 3', null],
    ])
    await upload(owner, book.id, fixture('anki-basic.txt'))
    const added = await pointsOf(owner, book.id)
    expect(added.map((p) => [p.title, p.hiddenContent])).toEqual([
      ['Capital of **France**', 'Paris\nCity of light'],
      ['What is 2+2?', '*4*'],
    ])
  })
})
