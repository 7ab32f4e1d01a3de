import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { NOTIFICATION_GROUP_COUNT_MAX } from '../../../shared/notification-groups'
import type { Notification } from '../../../shared/notifications'
import { migrationsFolder } from '../../db/migrate'
import { rowsOf } from '../../db/rows'
import { createJobRunner } from '../../jobs/jobs'
import { createLogger } from '../../lib/logger'
import { createRequestGate } from '../../lib/request-gate'
import { setupTestApp } from '../../test/app'
import { allPages, caller, newBook, share } from '../../test/fixtures'
import { createComment, createPost } from '../../test/posts'
import { createUser, createUsers, type TestUser } from '../../test/users'
import { notificationsAfter } from './notification.query'
import { aboutPost, notify } from './notify'
import { POST_FANOUT, postFanout } from './post-fanout'

const ctx = await setupTestApp({ ADMIN_EMAILS: 'notifications-admin@example.test' })
const call = caller(ctx)
const db = ctx.deps.database.db
const admin = await createUser(ctx, { email: 'notifications-admin@example.test' })

async function inbox(user: TestUser): Promise<Notification[]> {
  const pages = await allPages<Notification>(call, user, '/notifications?limit=5')
  return pages.flat()
}

async function unread(user: TestUser): Promise<number> {
  const reply = await call(user, 'GET', '/notifications/unread-count')
  expect(reply.status).toBe(200)
  return reply.body.count
}

async function newPost(user: TestUser, title = 'A post') {
  return createPost(ctx, user, { kind: 'study', title, content: 'Body of the post' })
}

async function newComment(user: TestUser, postId: string, content: string, parentId?: string) {
  return (await createComment(ctx, user, postId, { content, parentId })).comment
}

async function readAll(...users: TestUser[]) {
  for (const user of users) await call(user, 'POST', '/notifications/read', { all: true })
}

/** What the list shows unread, as [type, actor, link]. */
async function unreadEntries(user: TestUser) {
  return (await inbox(user)).filter((n) => !n.isRead).map((n) => [n.type, n.actor?.id, n.link])
}

describe('notifications', () => {
  it('welcome a new person with the new_user badge, and both are unread', async () => {
    const me = await createUser(ctx)
    const items = await inbox(me)
    expect(items.map((n) => [n.type, n.title])).toEqual([
      ['badge', 'new_user'],
      ['welcome', ''],
    ])
    expect(items.map((n) => n.seq)).toEqual([2, 1])
    expect(await unread(me)).toBe(2)
    expect((await call(me, 'GET', `/users/${me.id}/badges`)).body.items).toMatchObject([
      { badge: 'new_user' },
    ])
  })

  it('groups three likes of one post into one entry, read or not, and counts the entry once', async () => {
    const { author, x, y, z } = await createUsers(ctx, 'author', 'x', 'y', 'z')
    await call(author, 'POST', '/notifications/read', { all: true })
    const post = await newPost(author)
    for (const liker of [x, y, z])
      expect((await call(liker, 'PUT', `/posts/${post.id}/like`)).status).toBe(200)
    // Undone and redone: still one notification from z.
    await call(z, 'DELETE', `/posts/${post.id}/like`)
    await call(z, 'PUT', `/posts/${post.id}/like`)
    // The badge counts what the list shows: one entry.
    expect(await unread(author)).toBe(1)
    const likes = async () => (await inbox(author)).filter((n) => n.type === 'like')
    const [entry, ...rest] = await likes()
    expect(rest).toEqual([])
    expect(entry).toMatchObject({
      type: 'like',
      isRead: false,
      groupSize: 3,
      actorCount: 3,
      link: `/posts/${post.slug}`,
    })
    expect(entry?.actor?.id).toBe(z.id)
    expect(entry?.others.map((o) => o.id)).toEqual([y.id, x.id])
    const read = await call(author, 'POST', '/notifications/read', { ids: [entry?.id] })
    expect(read.body).toEqual({ updated: 1, unread: 0 })
    // Read, it is still the one entry it was.
    const [kept, ...none] = await likes()
    expect(none).toEqual([])
    expect(kept).toMatchObject({ id: entry?.id, isRead: true, groupSize: 3, actorCount: 3 })
    expect(kept?.others.map((o) => o.id)).toEqual([y.id, x.id])

    // A like after it was read opens a new entry, unread, above the read one; Mark all read keeps both.
    const late = await createUser(ctx)
    await call(late, 'PUT', `/posts/${post.id}/like`)
    expect(await unread(author)).toBe(1)
    expect((await likes()).map((n) => [n.actor?.id, n.groupSize, n.isRead])).toEqual([
      [late.id, 1, false],
      [z.id, 3, true],
    ])
    expect((await call(author, 'POST', '/notifications/read', { all: true })).body).toEqual({
      updated: 1,
      unread: 0,
    })
    expect((await likes()).map((n) => [n.actor?.id, n.groupSize, n.isRead])).toEqual([
      [late.id, 1, true],
      [z.id, 3, true],
    ])
  })

  it('pages entries by their group: each once, newest activity first, a group counted to its cap', async () => {
    const { author, ana } = await createUsers(ctx, 'author', 'ana')
    await readAll(author)
    const first = await newPost(author, 'First')
    const second = await newPost(author, 'Second')
    // More likers than a group is counted over, written as their likes would tell them.
    const fans = await rowsOf<{ id: string }>(
      db,
      sql`insert into users (id, name, email, username)
        select gen_random_uuid(), 'Fan ' || i, 'fan' || i || ${`-${author.id}@example.test`}, 'fan_' || i || ${`_${author.id.slice(0, 8)}`}
        from generate_series(1, ${NOTIFICATION_GROUP_COUNT_MAX + 2}) i returning id`,
    )
    await db.transaction(async (tx) => {
      for (const fan of fans)
        await notify(tx, [author.id], {
          type: 'like',
          actorId: fan.id,
          ...aboutPost(first),
          groupKey: `like:${first.id}`,
          dedupeKey: `like:${first.id}:${fan.id}`,
        })
    })
    await call(ana, 'PUT', `/posts/${second.id}/like`)
    await newComment(ana, first.id, 'Late comment')
    // Pages of one: the comment, the like of the second post, then the big group, each once.
    const pages = await allPages<Notification>(call, author, '/notifications?limit=1')
    const entries = pages.flat().filter((n) => n.type !== 'welcome' && n.type !== 'badge')
    expect(entries.map((n) => [n.type, n.title])).toEqual([
      ['comment', 'First'],
      ['like', 'Second'],
      ['like', 'First'],
    ])
    expect(entries[2]).toMatchObject({
      groupSize: NOTIFICATION_GROUP_COUNT_MAX,
      actorCount: NOTIFICATION_GROUP_COUNT_MAX,
    })
    expect(await unread(author)).toBe(3)
    // A new like moves its group to the top.
    await call(ana, 'PUT', `/posts/${first.id}/like`)
    const [top] = (await call(author, 'GET', '/notifications?limit=1')).body.items as Notification[]
    expect([top?.type, top?.title, top?.actor?.id]).toEqual(['like', 'First', ana.id])
  })

  it("quotes a post's Markdown as the plain text a reader sees", async () => {
    const { author, fan } = await createUsers(ctx, 'author', 'fan')
    const post = await createPost(ctx, author, {
      kind: 'life',
      content: '## Day one\n\n**Bold** move, see [the notes](https://example.test/n)\n\n- `code`',
    })
    await call(fan, 'PUT', `/posts/${post.id}/like`)
    const [like] = (await inbox(author)).filter((n) => n.type === 'like')
    expect(like?.content).toBe('Day one Bold move, see the notes code')
  })

  it('tells of follows, comments, replies and shares, never to oneself, never across a block', async () => {
    const { ana, ben, cy } = await createUsers(ctx, 'ana', 'ben', 'cy')
    for (const who of [ana, ben, cy]) await call(who, 'POST', '/notifications/read', { all: true })
    await call(ana, 'POST', `/users/${ben.id}/follow`)
    const post = await newPost(ben)
    await call(ben, 'PUT', `/posts/${post.id}/like`)
    const comment = await newComment(ana, post.id, 'Nice  post,\nreally')
    await newComment(ben, post.id, 'Thanks', comment.id)
    const book = await newBook(call, cy)
    expect((await call(cy, 'PUT', `/books/${book.id}/members/${ana.id}`, { role: 'viewer' })).status).toBe(
      200,
    )
    await ctx.deps.jobs.drain()
    const benSees = (await inbox(ben)).filter((n) => !n.isRead)
    expect(benSees.map((n) => [n.type, n.actor?.id, n.content])).toEqual([
      ['comment', ana.id, 'Nice post, really'],
      ['follow', ana.id, ''],
    ])
    // The post's own notice comes from the fan-out job, which on PGlite waits for a gap between
    // requests (decision 030): it may land before or after the ones written by the requests.
    const anaSees = (await inbox(ana)).filter((n) => !n.isRead)
    expect(anaSees.map((n) => [n.type, n.actor?.id, n.link]).sort()).toEqual([
      ['post', ben.id, `/posts/${post.slug}`],
      ['reply', ben.id, `/posts/${post.slug}`],
      ['share', cy.id, `/books/${book.slug}`],
    ])
    // A block: nothing more either way, and what was said before is hidden.
    await call(ben, 'POST', `/users/${ana.id}/block`)
    await call(cy, 'POST', `/users/${ben.id}/follow`)
    expect((await inbox(ben)).filter((n) => !n.isRead).map((n) => n.actor?.id)).toEqual([cy.id])
    expect(await unread(ben)).toBe(1)
    expect((await inbox(ana)).some((n) => n.actor?.id === ben.id)).toBe(false)
  })

  it('tells the one answered it is a reply, grouped per comment, and the post’s author once', async () => {
    const { author, ana, ben, cy } = await createUsers(ctx, 'author', 'ana', 'ben', 'cy')
    await readAll(author, ana, ben, cy)
    const post = await newPost(author)
    const anas = await newComment(ana, post.id, 'First')
    const own = await newComment(author, post.id, 'Mine')
    await newComment(ben, post.id, 'I agree', anas.id)
    await newComment(cy, post.id, 'Me  too,\nreally', anas.id)
    await newComment(ben, post.id, 'Answer to the author', own.id)
    const anaSees = (await inbox(ana)).filter((n) => !n.isRead)
    expect(
      anaSees.map((n) => [n.type, n.actor?.id, n.groupSize, n.actorCount, n.others.map((o) => o.id)]),
    ).toEqual([['reply', cy.id, 2, 2, [ben.id]]])
    expect(anaSees[0]).toMatchObject({
      title: 'A post',
      content: 'Me too, really',
      link: `/posts/${post.slug}`,
    })
    // One entry, so one unread.
    expect(await unread(ana)).toBe(1)
    // The post's author: a reply to their own comment is a reply (not also a comment); the
    // comments on their post, replies to others included, are grouped per post as before.
    const authorSees = (await inbox(author)).filter((n) => !n.isRead)
    expect(authorSees.map((n) => [n.type, n.actor?.id, n.groupSize, n.content])).toEqual([
      ['reply', ben.id, 1, 'Answer to the author'],
      ['comment', cy.id, 3, 'Me too, really'],
    ])
    expect(await unread(author)).toBe(2)
  })

  it('takes what is about a deleted post or book with it, and hides what the receiver may not open', async () => {
    const { author, fan, commenter, owner, member } = await createUsers(
      ctx,
      'author',
      'fan',
      'commenter',
      'owner',
      'member',
    )
    await call(fan, 'POST', `/users/${author.id}/follow`)
    await readAll(author, fan, commenter)
    const kept = await newPost(author, 'Kept')
    const banned = await newPost(author, 'Banned')
    const deleted = await newPost(author, 'Deleted')
    await ctx.deps.jobs.drain()
    await call(fan, 'PUT', `/posts/${banned.id}/like`)
    await call(fan, 'PUT', `/posts/${deleted.id}/like`)
    const hi = await newComment(commenter, banned.id, 'Hi')
    await newComment(author, banned.id, 'Hello', hi.id)
    // Unread: the fan's three new posts; the author's two likes and a comment; the commenter's reply.
    expect(await unread(fan)).toBe(3)
    expect(await unread(author)).toBe(3)
    expect(await unread(commenter)).toBe(1)

    expect((await call(author, 'DELETE', `/posts/${deleted.id}`)).status).toBe(204)
    expect((await call(admin, 'POST', `/admin/content/post/${banned.id}/ban`, { note: 'Spam' })).status).toBe(
      200,
    )
    const gone = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from notifications where post_id = ${deleted.id} or link = ${`/posts/${deleted.slug}`}`,
    )
    expect(gone[0]?.n).toBe(0)
    // Their groups went with them: none is left with nothing to show.
    const empty = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from notification_groups g
        where not exists (select 1 from notifications n where n.group_id = g.id)`,
    )
    expect(empty[0]?.n).toBe(0)
    expect(await unreadEntries(fan)).toEqual([['post', author.id, `/posts/${kept.slug}`]])
    expect(await unread(fan)).toBe(1)
    expect(await unreadEntries(commenter)).toEqual([])
    expect(await unread(commenter)).toBe(0)
    // The author still opens their banned post (marked banned), so what is about it stays.
    expect(await unreadEntries(author)).toEqual([
      ['admin', undefined, `/posts/${banned.slug}`],
      ['comment', commenter.id, `/posts/${banned.slug}`],
      ['like', fan.id, `/posts/${banned.slug}`],
    ])
    expect(await unread(author)).toBe(3)
    // The stream's replay (Last-Event-ID) leaves them out too.
    const replayed = await notificationsAfter(db, fan.id, 0, 500)
    expect(replayed.filter((n) => n.type === 'post').map((n) => n.link)).toEqual([`/posts/${kept.slug}`])
    expect(await notificationsAfter(db, commenter.id, 0, 500)).not.toContainEqual(
      expect.objectContaining({ type: 'reply' }),
    )

    // Unbanned, they come back.
    await call(admin, 'POST', `/admin/content/post/${banned.id}/unban`)
    expect(await unreadEntries(fan)).toEqual([
      ['post', author.id, `/posts/${banned.slug}`],
      ['post', author.id, `/posts/${kept.slug}`],
    ])
    expect(await unreadEntries(commenter)).toEqual([['reply', author.id, `/posts/${banned.slug}`]])
    expect(await unread(commenter)).toBe(1)

    // Books: a private one no longer shared, a banned one and a deleted one leave the list.
    const closed = await newBook(call, owner, { title: 'Closed', visibility: 'private' })
    const open = await newBook(call, owner, { title: 'Open' })
    const frozen = await newBook(call, owner, { title: 'Frozen' })
    const removed = await newBook(call, owner, { title: 'Removed', visibility: 'private' })
    await readAll(member)
    for (const book of [closed, open, frozen, removed]) await share(call, owner, book.id, member, 'viewer')
    expect(await unread(member)).toBe(4)
    await call(owner, 'DELETE', `/books/${closed.id}/members/${member.id}`)
    await call(owner, 'DELETE', `/books/${open.id}/members/${member.id}`)
    await call(admin, 'POST', `/admin/content/book/${frozen.id}/ban`)
    expect((await call(owner, 'DELETE', `/books/${removed.id}`)).status).toBe(204)
    // A public book is still open to them after their access goes.
    expect(await unreadEntries(member)).toEqual([['share', owner.id, `/books/${open.slug}`]])
    expect(await unread(member)).toBe(1)
    const books = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from notifications where book_id = ${removed.id}`,
    )
    expect(books[0]?.n).toBe(0)
    // Shared again: the first share (one per book) shows again.
    await share(call, owner, closed.id, member, 'viewer')
    expect(await unreadEntries(member)).toEqual([
      ['share', owner.id, `/books/${open.slug}`],
      ['share', owner.id, `/books/${closed.slug}`],
    ])
    expect(await unread(member)).toBe(2)
  })

  it('takes what quotes a deleted comment with it: emptied, deleted for good, or a reply', async () => {
    const { alice, bob, cy } = await createUsers(ctx, 'alice', 'bob', 'cy')
    await readAll(alice, bob, cy)
    const post = await newPost(alice)
    const oops = await newComment(bob, post.id, 'Oops I posted my phone number 555-1234')
    const answer = await newComment(cy, post.id, 'Call me', oops.id)
    await newComment(bob, post.id, 'Kept')
    const typo = await newComment(cy, post.id, 'Typo')
    expect(await unread(alice)).toBe(1)
    expect(await unread(bob)).toBe(1)
    const told = async () =>
      (await inbox(alice)).filter((n) => n.type === 'comment').map((n) => [n.content, n.groupSize, n.isRead])

    // Bob's comment keeps its reply, so it stays as an emptied placeholder; Cy's goes for good.
    expect((await call(bob, 'DELETE', `/comments/${oops.id}`)).status).toBe(200)
    expect((await call(cy, 'DELETE', `/comments/${typo.id}`)).status).toBe(200)
    const [entry, ...rest] = (await inbox(alice)).filter((n) => !n.isRead)
    expect(rest).toEqual([])
    // The group counts what is shown: Bob's "Kept", newest, and Cy's reply.
    expect(entry).toMatchObject({ type: 'comment', content: 'Kept', groupSize: 2, actorCount: 2 })
    expect(entry?.actor?.id).toBe(bob.id)
    expect(entry?.others.map((o) => o.id)).toEqual([cy.id])
    expect(await unread(alice)).toBe(1)
    const replayed = await notificationsAfter(db, alice.id, 0, 500)
    expect(replayed.filter((n) => n.type === 'comment').map((n) => n.content)).toEqual(['Call me', 'Kept'])
    // Its words are not kept anywhere: the rows that quoted them are gone, not hidden.
    const quoted = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from notifications where content like '%555-1234%' or content = 'Typo'`,
    )
    expect(quoted[0]?.n).toBe(0)
    // The reply to it is still there, and so is Bob's notice of it.
    expect(await unreadEntries(bob)).toEqual([['reply', cy.id, `/posts/${post.slug}`]])

    // The reply deleted: both who were told of it (and the emptied comment, its last reply gone).
    expect((await call(cy, 'DELETE', `/comments/${answer.id}`)).status).toBe(200)
    expect(await unreadEntries(bob)).toEqual([])
    expect(await unread(bob)).toBe(0)
    expect(await told()).toEqual([['Kept', 1, false]])
    expect(await unread(alice)).toBe(1)
    expect(await notificationsAfter(db, bob.id, 0, 500)).not.toContainEqual(
      expect.objectContaining({ type: 'reply' }),
    )
  })

  it('the migration names the post or book of notifications written before it, and drops orphans', async () => {
    const { author, fan, owner, member } = await createUsers(ctx, 'author', 'fan', 'owner', 'member')
    await call(fan, 'POST', `/users/${author.id}/follow`)
    const post = await newPost(author, 'Before')
    await ctx.deps.jobs.drain()
    await call(fan, 'PUT', `/posts/${post.id}/like`)
    await newComment(fan, post.id, 'Old comment')
    const book = await newBook(call, owner, { title: 'Renamed later', visibility: 'private' })
    await share(call, owner, book.id, member, 'viewer')
    // Its slug changes after the share, and another book takes the old one: the link no longer
    // names it, so the share is matched by its dedupe key.
    expect((await call(owner, 'PATCH', `/books/${book.id}`, { slug: 'renamed-later-2' })).status).toBe(200)
    // (A slug is never given as asked, decision 007: the old one is put on it directly.)
    const impostor = await newBook(call, owner, { title: 'Impostor' })
    await db.execute(sql`update books set slug = ${book.slug} where id = ${impostor.id}`)
    const mine = sql`receiver_id in (${author.id}, ${fan.id}, ${member.id})`
    // As the rows were before the migration: no subject; and some whose subject was deleted then.
    await db.execute(sql`update notifications set post_id = null, book_id = null where ${mine}`)
    const orphans = [
      {
        id: crypto.randomUUID(),
        receiver: author.id,
        type: 'like',
        link: '/posts/gone-abc',
        dedupe: 'like:x',
      },
      { id: crypto.randomUUID(), receiver: fan.id, type: 'post', link: '/posts/gone-def', dedupe: 'post:y' },
      {
        id: crypto.randomUUID(),
        receiver: member.id,
        type: 'share',
        link: '/books/gone',
        dedupe: `share:${crypto.randomUUID()}`,
      },
    ]
    for (const [i, o] of orphans.entries()) {
      await db.execute(sql`insert into notification_groups (id, receiver_id, seq)
        values (${o.id}, ${o.receiver}, ${1000 + i})`)
      await db.execute(sql`insert into notifications (id, receiver_id, seq, type, link, dedupe_key, group_id)
        values (${o.id}, ${o.receiver}, ${1000 + i}, ${o.type}, ${o.link}, ${o.dedupe}, ${o.id})`)
    }
    const file = readdirSync(migrationsFolder()).find((name) => name.startsWith('0013_'))
    const statements = readFileSync(join(migrationsFolder(), String(file)), 'utf8').split(
      '--> statement-breakpoint',
    )
    const backfill = statements.slice(statements.findIndex((s) => s.includes('SET "post_id"')))
    expect(backfill).toHaveLength(3)
    for (const statement of backfill) await db.execute(sql.raw(statement))
    const rows = await rowsOf<{ type: string; post_id: string | null; book_id: string | null }>(
      db,
      sql`select type, post_id, book_id from notifications where ${mine} and type in ('like', 'comment', 'post', 'share') order by type`,
    )
    expect(rows).toEqual([
      { type: 'comment', post_id: post.id, book_id: null },
      { type: 'like', post_id: post.id, book_id: null },
      { type: 'post', post_id: post.id, book_id: null },
      { type: 'share', post_id: null, book_id: book.id },
    ])
  })

  it('the migration names the comment of comment and reply notifications, and drops those of deleted ones', async () => {
    const { author, fan, cy } = await createUsers(ctx, 'author', 'fan', 'cy')
    const post = await newPost(author, 'Before comments had a subject')
    const kept = await newComment(fan, post.id, 'Kept')
    const emptied = await newComment(fan, post.id, 'Emptied')
    const answer = await newComment(cy, post.id, 'Answer', emptied.id)
    const gone = await newComment(fan, post.id, 'Gone')
    const mine = sql`receiver_id in (${author.id}, ${fan.id}) and type in ('comment', 'reply')`
    // As they were before the migration: no subject; one comment emptied (deleted while it had a
    // reply) and one deleted for good, their notifications left behind.
    await db.execute(sql`update notifications set comment_id = null where ${mine}`)
    await db.execute(sql`update comments set deleted_at = now(), content = '' where id = ${emptied.id}`)
    await db.execute(sql`delete from comments where id = ${gone.id}`)
    expect(
      (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from notifications where ${mine}`))[0]
        ?.n,
    ).toBe(5)
    const file = readdirSync(migrationsFolder()).find((name) => name.startsWith('0014_'))
    const statements = readFileSync(join(migrationsFolder(), String(file)), 'utf8').split(
      '--> statement-breakpoint',
    )
    const backfill = statements.slice(statements.findIndex((s) => s.includes('SET "comment_id"')))
    expect(backfill).toHaveLength(2)
    for (const statement of backfill) await db.execute(sql.raw(statement))
    const rows = await rowsOf<{ type: string; content: string; comment_id: string | null }>(
      db,
      sql`select type, content, comment_id from notifications where ${mine} order by content, type`,
    )
    expect(rows).toEqual([
      { type: 'comment', content: 'Answer', comment_id: answer.id },
      { type: 'reply', content: 'Answer', comment_id: answer.id },
      { type: 'comment', content: 'Kept', comment_id: kept.id },
    ])
  })

  it('the migration groups the notifications written before it as the list showed them', async () => {
    const { author, x, y, z } = await createUsers(ctx, 'author', 'x', 'y', 'z')
    const post = await newPost(author)
    await call(x, 'PUT', `/posts/${post.id}/like`)
    await readAll(author)
    for (const liker of [y, z]) await call(liker, 'PUT', `/posts/${post.id}/like`)
    const file = readdirSync(migrationsFolder()).find((name) => name.startsWith('0018_'))
    const statements = readFileSync(join(migrationsFolder(), String(file)), 'utf8').split(
      '--> statement-breakpoint',
    )
    const from = statements.findIndex((s) => s.includes('INSERT INTO "notification_groups"'))
    const to = statements.findIndex((s) => s.includes('SET NOT NULL'))
    const backfill = statements.slice(from, to)
    expect(backfill).toHaveLength(4)
    const groups = await db
      .transaction(async (tx) => {
        // As the rows were before it: no groups.
        await tx.execute(sql`alter table notifications drop constraint notifications_group_id_notification_groups_id_fk,
          alter column group_id drop not null`)
        await tx.execute(sql`update notifications set group_id = null`)
        await tx.execute(sql`delete from notification_groups`)
        for (const statement of backfill) await tx.execute(sql.raw(statement))
        const rows = await rowsOf<{ type: string; size: number; is_read: boolean; newest: boolean }>(
          tx,
          sql`select min(n.type) as type, count(*)::int as size, g.is_read, g.seq = max(n.seq) as newest
            from notification_groups g join notifications n on n.group_id = g.id
            where g.receiver_id = ${author.id} group by g.id order by g.seq`,
        )
        const orphans = await rowsOf<{ n: number }>(
          tx,
          sql`select count(*)::int as n from notifications where group_id is null`,
        )
        expect(orphans[0]?.n).toBe(0)
        throw { rolledBack: rows }
      })
      .catch((error: { rolledBack?: unknown }) => {
        if (!error.rolledBack) throw error
        return error.rolledBack
      })
    expect(groups).toEqual([
      { type: 'welcome', size: 1, is_read: true, newest: true },
      { type: 'badge', size: 1, is_read: true, newest: true },
      { type: 'like', size: 1, is_read: true, newest: true },
      { type: 'like', size: 2, is_read: false, newest: true },
    ])
  })

  it('says nothing of what a banned person does', async () => {
    const target = await createUser(ctx)
    const banned = await createUser(ctx)
    await call(banned, 'POST', `/users/${target.id}/follow`)
    await db.execute(sql`update users set banned = true where id = ${banned.id}`)
    expect((await inbox(target)).some((n) => n.actor?.id === banned.id)).toBe(false)
  })

  it('marks all read, refuses forged cursors and ignores other people’s ids', async () => {
    const { me, other } = await createUsers(ctx, 'me', 'other')
    const theirs = (await inbox(other))[0]
    expect((await call(me, 'POST', '/notifications/read', { ids: [theirs?.id] })).body).toEqual({
      updated: 0,
      unread: 2,
    })
    expect(await unread(other)).toBe(2)
    expect((await call(me, 'POST', '/notifications/read', { all: true })).body).toEqual({
      updated: 2,
      unread: 0,
    })
    expect((await call(me, 'GET', '/notifications?cursor=WzBd')).status).toBe(400)
    expect((await call(me, 'POST', '/notifications/read', { ids: [] })).status).toBe(400)
    expect((await call(null, 'GET', '/notifications')).status).toBe(401)
  })
})

describe('badges and titles', () => {
  it('awards posting_master once at the tenth post, even when posts race', async () => {
    const writer = await createUser(ctx)
    for (let i = 0; i < 7; i++) await newPost(writer, `Post ${i}`)
    await Promise.all([7, 8, 9, 10, 11].map((i) => newPost(writer, `Post ${i}`)))
    const badges = await call(writer, 'GET', `/users/${writer.id}/badges`)
    expect(badges.body.items.map((b: { badge: string }) => b.badge)).toEqual(['new_user', 'posting_master'])
    const told = (await inbox(writer)).filter((n) => n.type === 'badge' && n.title === 'posting_master')
    expect(told).toHaveLength(1)
  })

  it('shows an earned badge as the title, refuses an unearned one', async () => {
    const me = await createUser(ctx)
    const refused = await call(me, 'PUT', '/me/title', { badge: 'posting_master' })
    expect(refused.status).toBe(400)
    expect(refused.body.error.details).toEqual([{ path: 'badge', code: 'not-earned' }])
    expect((await call(me, 'PUT', '/me/title', { badge: 'new_user' })).body.title).toBe('new_user')
    expect((await call(null, 'GET', `/profiles/${me.id}`)).body.title).toBe('new_user')
    expect((await call(me, 'PUT', '/me/title', { badge: null })).body.title).toBe(null)
    // A field the route does not know is named, not the body as a whole.
    const unknown = await call(me, 'PUT', '/me/title', { title: 'x' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.details).toContainEqual({ path: 'title', code: 'invalid' })
    expect(unknown.body.error.details.map((issue: { path: string }) => issue.path)).not.toContain('')
  })
})

describe('the post fan-out', () => {
  it('tells every follower once, resuming after a crash where the last batch committed', async () => {
    const author = await createUser(ctx)
    const followers: TestUser[] = []
    for (let i = 0; i < 7; i++) followers.push(await createUser(ctx))
    for (const f of followers) await call(f, 'POST', `/users/${author.id}/follow`)
    // The app's own worker is stopped so this test's workers do every batch.
    await ctx.deps.jobs.drain()
    await ctx.deps.jobs.stop()
    const post = await newPost(author, 'Fan-out')
    let batches = 0
    const crashing = createJobRunner(ctx.deps.database, createLogger('silent'), {
      [POST_FANOUT]: async (tx, job) => {
        const result = await postFanout(3)(tx, job)
        // The second batch's transaction dies after its inserts: they must roll back with it.
        if (++batches === 2) throw new Error('crash')
        return result
      },
    })
    expect(await crashing.runOnce()).toBe(true)
    expect(await crashing.runOnce()).toBe(true)
    const told = async () =>
      (
        await rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from notifications where type = 'post' and dedupe_key = ${`post:${post.id}`}`,
        )
      )[0]?.n
    expect(await told()).toBe(3)
    // The failed batch waits to be retried; a fresh worker (another process) resumes.
    await db.execute(sql`update jobs set run_after = now() - interval '1 second'`)
    const resumed = createJobRunner(ctx.deps.database, createLogger('silent'), {
      [POST_FANOUT]: postFanout(3),
    })
    await resumed.drain()
    expect(await told()).toBe(7)
    for (const f of followers) expect((await inbox(f)).filter((n) => n.type === 'post')).toHaveLength(1)
    const [job] = await rowsOf<{ done: boolean }>(
      db,
      sql`select done_at is not null as done from jobs order by created_at desc limit 1`,
    )
    expect(job?.done).toBe(true)
  })

  const toldOf = async (postId: string) =>
    (
      await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from notifications where type = 'post' and dedupe_key = ${`post:${postId}`}`,
      )
    )[0]?.n

  it('takes turns between fan-outs, so one to a few followers is not held up behind one to many', async () => {
    const famous = await createUser(ctx)
    const quiet = await createUser(ctx)
    const fans: TestUser[] = []
    for (let i = 0; i < 7; i++) fans.push(await createUser(ctx))
    for (const f of fans) await call(f, 'POST', `/users/${famous.id}/follow`)
    await call(fans[0] as TestUser, 'POST', `/users/${quiet.id}/follow`)
    await ctx.deps.jobs.drain()
    await ctx.deps.jobs.stop()
    const big = await newPost(famous, 'To many')
    const small = await newPost(quiet, 'To one')
    const worker = createJobRunner(ctx.deps.database, createLogger('silent'), {
      [POST_FANOUT]: postFanout(3),
    })
    // The first batch of the big one, then the small one whole, before the big one goes on.
    expect(await worker.runOnce()).toBe(true)
    expect(await worker.runOnce()).toBe(true)
    expect(await toldOf(small.id)).toBe(1)
    expect(await toldOf(big.id)).toBe(3)
    await worker.drain()
    expect(await toldOf(big.id)).toBe(7)
  })

  it('waits, in the background, for a gap between requests before each batch (PGlite)', async () => {
    const author = await createUser(ctx)
    const fan = await createUser(ctx)
    await call(fan, 'POST', `/users/${author.id}/follow`)
    await ctx.deps.jobs.drain()
    await ctx.deps.jobs.stop()
    const gate = createRequestGate()
    const worker = createJobRunner(
      ctx.deps.database,
      createLogger('silent'),
      { [POST_FANOUT]: postFanout(3) },
      { beforeBatch: () => gate.idle(60_000) },
    )
    gate.enter() // a request being answered
    const post = await newPost(author, 'After the request')
    await worker.start(ctx.deps.database)
    try {
      // The worker has heard of the job and is waiting at the gate: a request still answered
      // reads the database alone, and nothing is told yet.
      expect((await call(fan, 'GET', '/notifications/unread-count')).status).toBe(200)
      expect(await toldOf(post.id)).toBe(0)
      gate.leave()
      await expect.poll(() => toldOf(post.id)).toBe(1)
    } finally {
      await worker.stop()
    }
  })
})
