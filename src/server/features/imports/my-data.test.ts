import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../../test/app'
import { caller, newBook, newPoint } from '../../test/fixtures'
import { createUsers } from '../../test/users'

const ctx = await setupTestApp()
const call = caller(ctx)
const { writer, other } = await createUsers(ctx, 'writer', 'other')

describe('export my data', () => {
  it('is one zip with everything the person made, and nothing of anyone else', async () => {
    const book = await newBook(call, writer, { title: 'My notes book' })
    const point = await newPoint(call, writer, book.id, {
      title: 'Osmosis',
      content: 'water, "moves"',
      sectionTitle: '细胞',
    })
    await call(writer, 'POST', `/points/${point.id}/notes`, { content: 'remember the membrane' })
    await call(writer, 'PUT', `/stars/point/${point.id}`)
    const post = await call(writer, 'POST', '/posts', { kind: 'study', content: 'Studying cells today' })
    await call(writer, 'POST', `/posts/${post.body.id}/comments`, { content: 'first!' })
    await call(writer, 'POST', '/timers', { name: 'Biology exam', days: 30 })
    const rating = await ctx.app.request('/api/study/reviews', {
      method: 'POST',
      headers: {
        Cookie: writer.cookie,
        Origin: ctx.config.publicUrl,
        'Content-Type': 'application/json',
        'Idempotency-Key': 'export-1',
      },
      body: JSON.stringify({ pointId: point.id, rating: 'good' }),
    })
    expect(rating.status).toBe(201)
    expect((await call(writer, 'POST', `/users/${other.id}/follow`)).status).toBeLessThan(300)
    const theirs = await newBook(call, other, { title: 'Not mine' })
    await newPoint(call, other, theirs.id, { title: 'their point' })
    await call(other, 'POST', '/posts', { kind: 'life', content: 'their post' })

    const response = await ctx.app.request('/api/me/export', { headers: { Cookie: writer.cookie } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="pointbook-${writer.username}-${new Date().toISOString().slice(0, 10)}.zip"`,
    )
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    const read = (name: string) => strFromU8(files[name] as Uint8Array)
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'profile.json',
        `books/${book.slug}/book.json`,
        `books/${book.slug}/points.csv`,
        `books/${book.slug}/points.json`,
        'notes.json',
        'stars.json',
        'posts.json',
        'comments.json',
        'timers.json',
        'study-cards.json',
        'study-reviews.json',
        'following.json',
        'blocked.json',
      ].sort(),
    )
    expect(JSON.parse(read('profile.json')).username).toBe(writer.username)
    expect(JSON.parse(read(`books/${book.slug}/book.json`)).title).toBe('My notes book')
    expect(read(`books/${book.slug}/points.csv`)).toContain('Osmosis,,"water, ""moves""",,细胞')
    expect(JSON.parse(read(`books/${book.slug}/points.json`)).sections[0].points[0].title).toBe('Osmosis')
    expect(JSON.parse(read('notes.json'))).toMatchObject([
      { content: 'remember the membrane', pointTitle: 'Osmosis' },
    ])
    expect(JSON.parse(read('stars.json'))).toMatchObject([{ kind: 'point', title: 'Osmosis' }])
    expect(JSON.parse(read('posts.json'))).toMatchObject([{ content: 'Studying cells today' }])
    expect(JSON.parse(read('comments.json'))).toMatchObject([{ content: 'first!' }])
    expect(JSON.parse(read('timers.json'))).toMatchObject([{ name: 'Biology exam', days: 30 }])
    expect(JSON.parse(read('study-cards.json'))).toMatchObject([{ pointTitle: 'Osmosis', state: 1, reps: 1 }])
    expect(JSON.parse(read('study-reviews.json'))).toMatchObject([{ pointId: point.id, rating: 3, state: 0 }])
    expect(JSON.parse(read('following.json'))).toMatchObject([{ username: other.username }])
    expect(JSON.parse(read('blocked.json'))).toEqual([])
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n')
    for (const marker of ['Not mine', 'their point', 'their post']) expect(everything).not.toContain(marker)
  })

  it('is only for the signed-in person', async () => {
    expect((await ctx.app.request('/api/me/export')).status).toBe(401)
  })
})
