import { describe, expect, it } from 'vitest'
import { IMPORT_MAX_CELLS, IMPORT_MAX_COLUMNS } from '../../../shared/imports'
import { setupTestApp } from '../../test/app'
import { caller, newBook } from '../../test/fixtures'
import { createUsers } from '../../test/users'

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
  it('leaves the event loop free for other requests while a large file is read and checked', async () => {
    const book = await newBook(call, owner, { title: 'Large' })
    const points = Array.from({ length: 100_000 }, (_, i) => ({
      title: `Concept ${i}: 光合作用`,
      content: `- **point** ${i}, with a comma`,
      hidden_content: `answer ${i}`,
    }))
    const file = JSON.stringify({ sections: [{ title: 'All', points }] })
    // A timer that should fire every 5 ms: the longest gap is the longest the loop was held.
    let last = performance.now()
    let longest = 0
    const timer = setInterval(() => {
      const now = performance.now()
      longest = Math.max(longest, now - last)
      last = now
    }, 5)
    try {
      const reply = await dryRun(book.id, file)
      expect([reply.status, reply.body.importCount]).toEqual([200, 100_000])
    } finally {
      clearInterval(timer)
    }
    // Read on the event loop, this file held it for over a second (JSON.parse and every row's check).
    expect(longest).toBeLessThan(400)
  })
})
