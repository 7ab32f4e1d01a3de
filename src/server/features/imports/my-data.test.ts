import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../../test/app'
import { caller, newBook, newPoint, share } from '../../test/fixtures'
import { createComment, createPost } from '../../test/posts'
import { createUser, createUsers, type TestUser } from '../../test/users'

const ctx = await setupTestApp({ ADMIN_EMAILS: 'export-admin@example.test' })
const call = caller(ctx)
const { writer, other } = await createUsers(ctx, 'writer', 'other')
const admin = await createUser(ctx, { email: 'export-admin@example.test' })

function rate(user: TestUser, pointId: string, key: string) {
  return ctx.app.request('/api/study/reviews', {
    method: 'POST',
    headers: {
      Cookie: user.cookie,
      Origin: ctx.config.publicUrl,
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
    },
    body: JSON.stringify({ pointId, rating: 'good' }),
  })
}

async function exportOf(user: TestUser): Promise<Record<string, Uint8Array>> {
  const response = await ctx.app.request('/api/me/export', { headers: { Cookie: user.cookie } })
  expect(response.status).toBe(200)
  return unzipSync(new Uint8Array(await response.arrayBuffer()))
}

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
    const post = await createPost(ctx, writer, { kind: 'study', content: 'Studying cells today' })
    await createComment(ctx, writer, post.id, { content: 'first!' })
    await call(writer, 'POST', '/timers', { name: 'Biology exam', days: 30 })
    expect((await rate(writer, point.id, 'export-1')).status).toBe(201)
    expect((await call(writer, 'POST', `/users/${other.id}/follow`)).status).toBeLessThan(300)
    const theirs = await newBook(call, other, { title: 'Not mine' })
    await newPoint(call, other, theirs.id, { title: 'their point' })
    await createPost(ctx, other, { kind: 'life', content: 'their post' })

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

  it('keeps my notes, stars and cards on what I can no longer read, without its titles', async () => {
    const { owner, member, author } = await createUsers(ctx, 'owner', 'member', 'author')
    // A private book the member is removed from, and a public one an admin bans.
    const secret = await newBook(call, owner, { title: 'Shared draft', visibility: 'private' })
    const open = await newBook(call, owner, { title: 'Open atlas' })
    await share(call, owner, secret.id, member, 'viewer')
    const work: { book: typeof secret; point: { id: string } }[] = []
    for (const [index, book] of [secret, open].entries()) {
      const point = await newPoint(call, owner, book.id, { title: `Point of ${book.title}` })
      const note = await call(member, 'POST', `/points/${point.id}/notes`, { content: `My note ${index}` })
      expect(note.status).toBe(201)
      expect((await call(member, 'PUT', `/stars/point/${point.id}`)).status).toBeLessThan(300)
      expect((await call(member, 'PUT', `/stars/book/${book.id}`)).status).toBeLessThan(300)
      expect((await rate(member, point.id, `gone-${index}`)).status).toBe(201)
      work.push({ book, point })
    }
    // Still readable: named as before.
    const kept = await newPoint(call, owner, (await newBook(call, owner, { title: 'Still open' })).id, {
      title: 'Kept point',
    })
    await call(member, 'POST', `/points/${kept.id}/notes`, { content: 'My kept note' })
    // A post starred and a person followed, before that person is banned.
    const post = await createPost(ctx, author, { kind: 'life', title: 'Author post', content: 'x' })
    expect((await call(member, 'PUT', `/stars/post/${post.id}`)).status).toBeLessThan(300)
    expect((await call(member, 'POST', `/users/${author.id}/follow`)).status).toBeLessThan(300)
    await call(author, 'PATCH', `/posts/${post.id}`, { title: 'Renamed post of the banned' })

    for (const { book, point } of work) {
      await call(owner, 'PATCH', `/books/${book.id}`, { title: `Renamed ${book.title}` })
      await call(owner, 'PATCH', `/points/${point.id}`, { title: `Renamed point of ${book.title}` })
    }
    expect((await call(owner, 'DELETE', `/books/${secret.id}/members/${member.id}`)).status).toBe(204)
    expect((await call(admin, 'POST', `/admin/content/book/${open.id}/ban`, {})).status).toBe(200)
    expect((await call(admin, 'POST', `/admin/users/${author.id}/ban`, {})).status).toBe(200)

    const files = await exportOf(member)
    const read = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array))
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n')
    for (const marker of ['Shared draft', 'Open atlas', 'Renamed', 'Author post', author.username])
      expect(everything).not.toContain(marker)
    // What the member made stays: the notes' words, the stars' dates, the cards' schedule.
    const noTitles = { pointTitle: null, bookTitle: null }
    expect(read('notes.json')).toMatchObject([
      { content: 'My note 0', pointId: work[0]?.point.id, ...noTitles },
      { content: 'My note 1', pointId: work[1]?.point.id, ...noTitles },
      { content: 'My kept note', pointId: kept.id, pointTitle: 'Kept point', bookTitle: 'Still open' },
    ])
    const stars = read('stars.json') as { kind: string; id: string; title: unknown; starredAt: string }[]
    expect(stars.map(({ kind, id, title }) => [kind, id, title])).toEqual([
      ['point', work[0]?.point.id, null],
      ['book', secret.id, null],
      ['point', work[1]?.point.id, null],
      ['book', open.id, null],
      ['post', post.id, null],
    ])
    for (const star of stars) expect(Date.parse(star.starredAt)).not.toBeNaN()
    expect(read('study-cards.json')).toMatchObject([
      { pointId: work[0]?.point.id, ...noTitles, state: 1, reps: 1 },
      { pointId: work[1]?.point.id, ...noTitles, state: 1, reps: 1 },
    ])
    expect(read('following.json')).toMatchObject([{ username: null }])
  })

  it('is only for the signed-in person', async () => {
    expect((await ctx.app.request('/api/me/export')).status).toBe(401)
  })
})
