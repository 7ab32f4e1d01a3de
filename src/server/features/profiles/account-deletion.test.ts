import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../../test/app'
import { caller, newBook, newPoint } from '../../test/fixtures'
import { createPost } from '../../test/posts'
import { createUser, post } from '../../test/users'
import { deleteAccountRows } from './account-deletion'

const ctx = await setupTestApp()
const call = caller(ctx)

describe('deleting an account', () => {
  it("takes its follows, likes and comments back out of everyone else's counts", async () => {
    const [leaving, staying, friend] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)]
    const theirs = await createPost(ctx, staying, { content: 'Stays' })
    const path = `/posts/${theirs.id}/comments`
    await call(leaving, 'PUT', `/posts/${theirs.id}/like`)
    await call(friend, 'PUT', `/posts/${theirs.id}/like`)
    await call(leaving, 'POST', `/users/${staying.id}/follow`)
    await call(staying, 'POST', `/users/${leaving.id}/follow`)
    // A thread the leaving person started, that others answered, and a reply to someone else.
    const root = (await call(leaving, 'POST', path, { content: 'Mine' })).body.comment
    await call(friend, 'POST', path, { content: 'Answer', parentId: root.id })
    const other = (await call(friend, 'POST', path, { content: 'Another' })).body.comment
    await call(leaving, 'POST', path, { content: 'My reply', parentId: other.id })

    const deleted = await post(
      ctx,
      '/api/auth/delete-user',
      { password: leaving.password },
      { Cookie: leaving.cookie },
    )
    expect(deleted.status).toBe(200)

    const after = (await call(null, 'GET', `/posts/${theirs.id}`)).body
    const threads = (await call(null, 'GET', path)).body.items
    const live = threads.flatMap((t: { deleted: boolean; replies: { deleted: boolean }[] }) => [
      t,
      ...t.replies,
    ])
    expect(after).toMatchObject({
      likeCount: 1,
      commentCount: live.filter((c: { deleted: boolean }) => !c.deleted).length,
    })
    // Its reply goes; its thread stays, emptied, with the friend's answer under it.
    expect(after.commentCount).toBe(2)
    expect(threads).toHaveLength(2)
    expect(threads[0]).toMatchObject({ id: root.id, deleted: true, author: null, content: '', replyCount: 1 })
    expect(threads[0].replies).toMatchObject([{ content: 'Answer', deleted: false }])
    expect(threads[1]).toMatchObject({ id: other.id, replyCount: 0, replies: [] })
    const profile = (await call(null, 'GET', `/profiles/${staying.id}`)).body
    expect(profile).toMatchObject({ followerCount: 0, followingCount: 0, postCount: 1 })
  })

  it('keeps the threads others answered, as placeholders, and takes the rest of what it wrote', async () => {
    const [leaving, staying, friend] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)]
    const theirs = await createPost(ctx, staying, { content: 'Stays' })
    const path = `/posts/${theirs.id}/comments`
    const start = async (content: string) => (await call(leaving, 'POST', path, { content })).body.comment
    // Answered by the friend, who names the leaving person.
    const answered = await start('Answered')
    const mine = (await call(leaving, 'POST', path, { content: 'Me again', parentId: answered.id })).body
      .comment
    await call(friend, 'POST', path, { content: 'To you', parentId: mine.id })
    // Answered only by itself; deleted earlier but answered by the friend; deleted earlier, only its own reply.
    const alone = await start('Alone')
    await call(leaving, 'POST', path, { content: 'Talking to myself', parentId: alone.id })
    const emptied = await start('Emptied')
    await call(friend, 'POST', path, { content: 'Still here', parentId: emptied.id })
    expect((await call(leaving, 'DELETE', `/comments/${emptied.id}`)).status).toBe(200)
    const gone = await start('Gone')
    await call(leaving, 'POST', path, { content: 'Mine only', parentId: gone.id })
    expect((await call(leaving, 'DELETE', `/comments/${gone.id}`)).status).toBe(200)

    expect(
      (await post(ctx, '/api/auth/delete-user', { password: leaving.password }, { Cookie: leaving.cookie }))
        .status,
    ).toBe(200)

    const threads = (await call(friend, 'GET', path)).body.items
    expect(threads.map((t: { id: string }) => t.id)).toEqual([answered.id, emptied.id])
    for (const thread of threads)
      expect(thread).toMatchObject({ deleted: true, author: null, content: '', replyCount: 1 })
    // The friend's reply stays; it no longer names whom it answered, who is gone.
    expect(threads[0].replies).toMatchObject([{ content: 'To you', replyTo: null, can: { delete: true } }])
    expect(threads[1].replies).toMatchObject([{ content: 'Still here' }])
    expect((await call(null, 'GET', `/posts/${theirs.id}`)).body.commentCount).toBe(2)
    // A placeholder cannot be answered into a new author's name or deleted twice.
    const reply = await call(friend, 'POST', path, { content: 'Anyone?', parentId: answered.id })
    expect(reply.status).toBe(201)
    expect(reply.body.comment.replyTo).toBeNull()
    expect((await call(staying, 'DELETE', `/comments/${answered.id}`)).status).toBe(404)
  })

  it('takes its stars back from the counts and removes its content, sessions and avatar', async () => {
    const [leaving, staying] = [await createUser(ctx), await createUser(ctx)]
    const book = await newBook(call, staying, { visibility: 'public' })
    const point = await newPoint(call, staying, book.id)
    expect((await call(leaving, 'PUT', `/stars/book/${book.id}`)).status).toBe(200)
    expect((await call(leaving, 'PUT', `/stars/point/${point.id}`)).status).toBe(200)
    const ownBook = await newBook(call, leaving, { visibility: 'public' })
    const form = new FormData()
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    form.set('file', new File([new Uint8Array(png)], 'a.png', { type: 'image/png' }))
    const upload = await ctx.app.request('/api/me/avatar', {
      method: 'PUT',
      body: form,
      headers: { Cookie: leaving.cookie },
    })
    const avatar = (await upload.json()).profile.avatarUrl as string

    const deleted = await post(
      ctx,
      '/api/auth/delete-user',
      { password: leaving.password },
      { Cookie: leaving.cookie },
    )
    expect(deleted.status).toBe(200)

    expect((await call(null, 'GET', `/books/${book.id}`)).body.starCount).toBe(0)
    expect((await call(null, 'GET', `/points/${point.id}`)).body.starCount).toBe(0)
    expect((await call(null, 'GET', `/books/${ownBook.id}`)).status).toBe(404)
    expect((await call(null, 'GET', `/profiles/${leaving.id}`)).status).toBe(404)
    expect(
      (await ctx.app.request('/api/me', { headers: { Authorization: `Bearer ${leaving.token}` } })).status,
    ).toBe(401)
    expect((await ctx.app.request(`/api/storage/avatars/${avatar}`)).status).toBe(404)
  })

  it('needs the password', async () => {
    const user = await createUser(ctx)
    const refused = await post(
      ctx,
      '/api/auth/delete-user',
      { password: 'not my password 1' },
      { Cookie: user.cookie },
    )
    expect(refused.status).toBe(401)
    // The settings form words this code as its password field's error (DeleteAccount.test.tsx).
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('INVALID_CREDENTIALS')
    expect((await call(null, 'GET', `/profiles/${user.id}`)).status).toBe(200)
  })
})

describe('deleting an account, when the delete fails half way', () => {
  it('leaves the star counts as they were (one transaction)', async () => {
    const [leaving, staying] = [await createUser(ctx), await createUser(ctx)]
    const book = await newBook(call, staying, { visibility: 'public' })
    expect((await call(leaving, 'PUT', `/stars/book/${book.id}`)).status).toBe(200)
    const db = ctx.deps.database.db
    // The database refuses to delete this one user, after the stars were withdrawn.
    await db.execute(
      sql.raw(`create or replace function refuse_delete() returns trigger language plpgsql as $$
        begin if old.id = '${leaving.id}' then raise exception 'refused'; end if; return old; end $$`),
    )
    await db.execute(
      sql`create trigger refuse_delete before delete on users for each row execute function refuse_delete()`,
    )
    try {
      await expect(deleteAccountRows(db, leaving.id)).rejects.toThrow()
    } finally {
      await db.execute(sql`drop trigger refuse_delete on users`)
    }
    expect((await call(null, 'GET', `/books/${book.id}`)).body.starCount).toBe(1)
    expect((await call(leaving, 'GET', '/me/stars')).body.items).toHaveLength(1)
  })
})
