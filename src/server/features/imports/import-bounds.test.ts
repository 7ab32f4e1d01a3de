import { describe, expect, it } from 'vitest'
import { IMPORT_MAX_CELLS, IMPORT_MAX_COLUMNS, ImportOptions } from '../../../shared/imports'
import { setupTestApp } from '../../test/app'
import { caller, newBook } from '../../test/fixtures'
import { createUsers } from '../../test/users'
import { createImportReaders } from './import-reading'

// What a file costs the server (issue 42): bounded while it is read, and read off the event loop.
const ctx = await setupTestApp()
const call = caller(ctx)
const { owner } = await createUsers(ctx, 'owner')

async function dryRun(bookId: string, body: string) {
  const response = await ctx.app.request(`/api/books/${bookId}/import?dryRun=1`, {
    method: 'POST',
    headers: {
      Origin: ctx.config.publicUrl,
      Cookie: owner.cookie,
      'Content-Type': 'application/octet-stream',
    },
    body,
  })
  return { status: response.status, body: await response.json() }
}

describe('an import file past what a sheet of points holds', () => {
  it('is refused on the line with too many columns, however long the line (the probe: 19 MB of commas)', async () => {
    const book = await newBook(call, owner, { title: 'Commas' })
    const reply = await dryRun(book.id, `title\n${','.repeat(5 * 1024 * 1024)}\n`)
    expect(reply.status).toBe(400)
    expect(reply.body.error).toMatchObject({
      code: 'IMPORT_UNREADABLE',
      details: [{ path: 'file', code: 'import-too-many-columns', line: 2 }],
    })
    // Right at the bound the row is still read.
    const widest = await dryRun(
      book.id,
      `title${','.repeat(IMPORT_MAX_COLUMNS - 1)}\nCell${','.repeat(IMPORT_MAX_COLUMNS - 1)}\n`,
    )
    expect([widest.status, widest.body.importCount]).toEqual([200, 1])
  })

  it('is refused once it has more cells than any import reads, with the line it got to', async () => {
    const book = await newBook(call, owner, { title: 'Cells' })
    const columns = 20
    const rows = Math.ceil(IMPORT_MAX_CELLS / columns) + 10
    const line = `${Array.from({ length: columns }, () => 'x').join(',')}\n`
    const reply = await dryRun(book.id, `title\n${line.repeat(rows)}`)
    expect(reply.status).toBe(400)
    const [detail] = reply.body.error.details
    expect(detail).toMatchObject({ path: 'file', code: 'import-too-many-cells' })
    expect(detail.line).toBeGreaterThan(IMPORT_MAX_CELLS / columns - 1)
  })
})

describe('reading an import', () => {
  it('happens on a thread of its own: the event loop keeps turning while a large file is read', async () => {
    const points = Array.from({ length: 100_000 }, (_, i) => ({
      title: `Concept ${i}: 光合作用`,
      content: `- **point** ${i}, with a comma`,
      hidden_content: `answer ${i}`,
    }))
    const text = JSON.stringify({ sections: [{ title: 'All', points }] })
    // Each read moves its bytes to the thread: a fresh copy for each.
    const bytes = () => new TextEncoder().encode(text)
    const readers = createImportReaders({ threads: 1, queue: 0 })
    try {
      // Read on the event loop (as before issue 42), JSON.parse and the mapping of 100,000 rows
      // are one task: no turn comes until they are done. (How long the loop waits is measured
      // by `npm run bench:import-stall`, not here.)
      let turns = 0
      let reading = true
      const turn = () => {
        turns++
        if (reading) setImmediate(turn)
      }
      setImmediate(turn)
      const file = await readers.read(bytes(), ImportOptions.parse({}))
      reading = false
      expect(file.source).toMatchObject({ format: 'json', rowCount: 100_000 })
      expect(turns).toBeGreaterThan(3)
      let checked = 0
      for await (const row of file.rows()) if (row.check !== 'empty' && 'point' in row.check) checked++
      expect(checked).toBe(100_000)
      file.close()
      // A second read while the only thread is busy, with no room to wait: 503, never a stall.
      const busy = await readers.read(bytes(), ImportOptions.parse({}))
      await expect(readers.read(bytes(), ImportOptions.parse({}))).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
      })
      busy.close()
    } finally {
      await readers.close()
    }
  })

  it('a reading stopped mid-file, as a client that leaves stops it, leaves no failure unseen', async () => {
    const csv = `title\n${Array.from({ length: 20_000 }, (_, i) => `row ${i}`).join('\n')}\n`
    const readers = createImportReaders({ threads: 1, queue: 0 })
    const unseen: unknown[] = []
    const onUnhandled = (reason: unknown) => unseen.push(reason)
    process.on('unhandledRejection', onUnhandled)
    try {
      const controller = new AbortController()
      const file = await readers.read(
        new TextEncoder().encode(csv),
        ImportOptions.parse({}),
        controller.signal,
      )
      const rows = file.rows()
      await rows.next()
      // The next batch is asked ahead; the client leaves and the import wants no more.
      controller.abort()
      await rows.return(undefined)
      // Two turns: an unseen rejection is reported after the microtasks of the one it began in.
      await new Promise((resolve) => setImmediate(resolve))
      await new Promise((resolve) => setImmediate(resolve))
      expect(unseen).toEqual([])
    } finally {
      process.off('unhandledRejection', onUnhandled)
      await readers.close()
    }
  })
})
