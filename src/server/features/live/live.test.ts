import { describe, expect, it } from 'vitest'
import type { SseEvent } from '../../../shared/sse'
import { createLogger } from '../../lib/logger'
import type { LiveEvent } from '../../realtime/hub'
import { createRealtimeHub } from '../../realtime/hub'
import { setupTestApp } from '../../test/app'
import { caller, newBook, newPoint, share } from '../../test/fixtures'
import { createComment, createPost } from '../../test/posts'
import { readSse, type SseReader } from '../../test/sse'
import { createUser, createUsers, type TestUser } from '../../test/users'
import { notificationStream } from '../notifications/notification.stream'
import { liveTopicAccess } from './live.topics'

const ctx = await setupTestApp({ ADMIN_EMAILS: 'live-admin@example.test' })
const call = caller(ctx)
const admin = await createUser(ctx, { email: 'live-admin@example.test' })

interface Open {
  stream: SseReader
  streamId: string
  /** The next live event (notifications, numbered, are skipped). */
  live(): Promise<SseEvent>
  hear(topics: string[]): Promise<string[]>
}

async function open(user: TestUser): Promise<Open> {
  const controller = new AbortController()
  const response = await ctx.app.request('/api/realtime', {
    headers: { Cookie: user.cookie },
    signal: controller.signal,
  })
  const stream = readSse(response, controller)
  const ready = await stream.next()
  expect(ready.event).toBe('ready')
  const { streamId } = JSON.parse(ready.data) as { streamId: string }
  expect(streamId).toMatch(/^[0-9a-f-]{36}$/)
  return {
    stream,
    streamId,
    async live() {
      for (;;) {
        const event = await stream.next()
        if (event.event === 'notification.created') continue
        // Not numbered: not replayed, and it leaves the stream's Last-Event-ID as it was.
        expect(event.id).toBeUndefined()
        return event
      }
    },
    async hear(topics) {
      const reply = await call(user, 'POST', '/realtime/topics', { streamId, topics })
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      return reply.body.topics
    },
  }
}

const said = (event: SseEvent) => [event.event, JSON.parse(event.data)]

/** A live event only this person is told of, to show what came before it (and what did not). */
async function marker(owner: TestUser, who: TestUser) {
  const book = await newBook(call, owner, { visibility: 'private' })
  await share(call, owner, book.id, who, 'viewer')
  return ['book.changed', { bookId: book.id }]
}

describe('live events', () => {
  it('tells the streams showing a post of its likes and comments, and no one else', async () => {
    const { author, reader, liker, follower } = await createUsers(
      ctx,
      'author',
      'reader',
      'liker',
      'follower',
    )
    await call(follower, 'POST', `/users/${author.id}/follow`)
    const post = await createPost(ctx, author, { kind: 'life', content: 'Live counts' })
    const watching = await open(reader)
    const elsewhere = await open(follower)
    expect(await watching.hear([`post:${post.id}`])).toEqual([`post:${post.id}`])

    await call(liker, 'PUT', `/posts/${post.id}/like`)
    expect(said(await watching.live())).toEqual(['post.changed', { postId: post.id }])
    await call(liker, 'DELETE', `/posts/${post.id}/like`)
    expect(said(await watching.live())).toEqual(['post.changed', { postId: post.id }])
    const { comment } = await createComment(ctx, liker, post.id, { content: 'First' })
    expect(said(await watching.live())).toEqual(['post.commented', { postId: post.id }])
    await createComment(ctx, author, post.id, { content: 'A reply', parentId: comment.id })
    expect(said(await watching.live())).toEqual(['post.commented', { postId: post.id }])
    await call(liker, 'DELETE', `/comments/${comment.id}`)
    expect(said(await watching.live())).toEqual(['post.commented', { postId: post.id }])
    await call(author, 'PATCH', `/posts/${post.id}`, { content: 'Live counts, edited' })
    expect(said(await watching.live())).toEqual(['post.changed', { postId: post.id }])

    // The follower, who does not show the post, heard none of it: the first live event they
    // hear is one of their own.
    const own = await marker(author, follower)
    expect(said(await elsewhere.live())).toEqual(own)

    // Topics replaced: the page moved on, the post no longer reaches it.
    expect(await watching.hear([])).toEqual([])
    await call(liker, 'PUT', `/posts/${post.id}/like`)
    const next = await marker(author, reader)
    expect(said(await watching.live())).toEqual(next)
    await call(author, 'DELETE', `/posts/${post.id}`)
    watching.stream.close()
    elsewhere.stream.close()
  })

  it('hears only what the person may read, and only on their own stream', async () => {
    const { owner, stranger, other } = await createUsers(ctx, 'owner', 'stranger', 'other')
    const secret = await newBook(call, owner, { visibility: 'private' })
    const open1 = await newBook(call, owner)
    const mine = await open(stranger)
    const theirs = await open(other)
    const asked = [`book:${secret.id}`, `book:${open1.id}`, 'book:not-an-id', 'note:whatever']
    expect(await mine.hear(asked)).toEqual([`book:${open1.id}`])
    // Naming someone else's stream changes nothing for it.
    const reply = await call(stranger, 'POST', '/realtime/topics', {
      streamId: theirs.streamId,
      topics: [`book:${open1.id}`],
    })
    expect(reply.status).toBe(200)
    await newPoint(call, owner, open1.id)
    expect(said(await mine.live())).toEqual(['book.changed', { bookId: open1.id }])
    const own = await marker(owner, other)
    expect(said(await theirs.live())).toEqual(own)
    // Refused input: too many topics, a topic that is not one, no stream.
    const many = Array.from({ length: 101 }, (_, i) => `post:${i}`)
    for (const body of [
      { streamId: mine.streamId, topics: many },
      { streamId: mine.streamId, topics: ['POST:x y'] },
      { topics: [] },
    ])
      expect((await call(stranger, 'POST', '/realtime/topics', body)).status).toBe(400)
    expect(
      (await call(null, 'POST', '/realtime/topics', { streamId: mine.streamId, topics: [] })).status,
    ).toBe(401)
    mine.stream.close()
    theirs.stream.close()
  })

  it("tells a book's members and the pages showing it when a point goes, and a person when their role changes", async () => {
    const { owner, member, reader } = await createUsers(ctx, 'owner', 'member', 'reader')
    const book = await newBook(call, owner)
    const point = await newPoint(call, owner, book.id)
    await share(call, owner, book.id, member, 'viewer')
    const memberStream = await open(member)
    const readerStream = await open(reader)
    expect(await readerStream.hear([`book:${book.id}`])).toEqual([`book:${book.id}`])
    const changed = ['book.changed', { bookId: book.id }]

    // The member's stream asked for no topic: they study the book, so they are told.
    expect((await call(owner, 'DELETE', `/points/${point.id}`)).status).toBe(204)
    expect(said(await memberStream.live())).toEqual(changed)
    expect(said(await readerStream.live())).toEqual(changed)

    // A changed role, and access taken away: the one it is about hears it wherever they are.
    await share(call, owner, book.id, member, 'editor')
    expect(said(await memberStream.live())).toEqual(changed)
    expect((await call(owner, 'DELETE', `/books/${book.id}/members/${member.id}`)).status).toBe(204)
    expect(said(await memberStream.live())).toEqual(changed)
    memberStream.stream.close()
    readerStream.stream.close()
  })

  it('tells the pages showing a post and its author when an admin bans it, then hears it no more', async () => {
    const { author, reader } = await createUsers(ctx, 'author', 'reader')
    const post = await createPost(ctx, author, { kind: 'life', content: 'To be banned' })
    const readerStream = await open(reader)
    const authorStream = await open(author)
    await readerStream.hear([`post:${post.id}`])
    const ban = await call(admin, 'POST', `/admin/content/post/${post.id}/ban`, { note: 'Spam' })
    expect(ban.status).toBe(200)
    expect(said(await readerStream.live())).toEqual(['post.changed', { postId: post.id }])
    expect(said(await authorStream.live())).toEqual(['post.changed', { postId: post.id }])
    // Banned, it is not the reader's to hear (its page now says it is deleted or banned).
    expect(await readerStream.hear([`post:${post.id}`])).toEqual([])
    expect(await authorStream.hear([`post:${post.id}`])).toEqual([`post:${post.id}`])
    readerStream.stream.close()
    authorStream.stream.close()
  })

  it('a stream held by another process hears the topics asked of this one, by NOTIFY', async () => {
    const { author, reader, liker } = await createUsers(ctx, 'author', 'reader', 'liker')
    const post = await createPost(ctx, author, { kind: 'life', content: 'Across processes' })
    // Another process on the same database: its own hub, listening on the same channel.
    const elsewhere = createRealtimeHub(
      ctx.database,
      createLogger('silent'),
      notificationStream,
      liveTopicAccess,
    )
    await elsewhere.start(ctx.database)
    let heard: (event: LiveEvent) => void = () => {}
    const pushed = new Promise<LiveEvent>((resolve) => {
      heard = resolve
    })
    const streamId = crypto.randomUUID()
    elsewhere.subscribe({
      userId: reader.id,
      streamId,
      sessionToken: 'elsewhere',
      lastSeq: Number.MAX_SAFE_INTEGER,
      send: async () => {},
      push: async (event) => heard(event),
      close: () => {},
    })
    const reply = await call(reader, 'POST', '/realtime/topics', { streamId, topics: [`post:${post.id}`] })
    expect(reply.body.topics).toEqual([`post:${post.id}`])
    // The ask is a NOTIFY too: the like's comes after it, to every process in order.
    await call(liker, 'PUT', `/posts/${post.id}/like`)
    expect(await pushed).toEqual({ event: 'post.changed', data: { postId: post.id } })
    elsewhere.closeAll()
  })
})
