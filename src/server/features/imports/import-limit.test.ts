import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../../test/app'
import { caller, holdClockInEachTest, newBook } from '../../test/fixtures'
import { createUsers } from '../../test/users'

// Three writes a minute: the book, then an import of 1,000 rows is one write, not a thousand.
const ctx = await setupTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '3' })
const call = caller(ctx)
const { owner } = await createUsers(ctx, 'owner')

describe('an import against the write limit', () => {
  // The limit counts in fixed one-minute windows: the test stays in one.
  holdClockInEachTest()

  it('counts as one write, however many rows it adds', async () => {
    const book = await newBook(call, owner, { title: 'Limited' })
    const rows = Array.from({ length: 1000 }, (_, i) => `card ${i}`).join('\n')
    const response = await ctx.app.request(`/api/books/${book.id}/import`, {
      method: 'POST',
      headers: {
        Origin: ctx.config.publicUrl,
        Cookie: owner.cookie,
        'Content-Type': 'application/octet-stream',
      },
      body: `title\n${rows}\n`,
    })
    expect(response.status).toBe(201)
    expect((await response.json()).created).toBe(1000)
    expect((await call(owner, 'PATCH', `/books/${book.id}`, { description: 'third write' })).status).toBe(200)
    const refused = await call(owner, 'PATCH', `/books/${book.id}`, { description: 'fourth write' })
    expect([refused.status, refused.body.error.code]).toEqual([429, 'RATE_LIMITED'])
  })
})
