import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../../test/app'
import { caller, newBook, newPoint } from '../../test/fixtures'
import { createComment, createPost } from '../../test/posts'
import { registeredRoutes } from '../../test/routes'
import { createUser, createUsers, type TestUser } from '../../test/users'

// The web app's pages are walked too: they need its index.html.
const web = mkdtempSync(join(tmpdir(), 'pointbook-ban-web-'))
writeFileSync(join(web, 'index.html'), readFileSync('src/web/index.html', 'utf8'))
const ctx = await setupTestApp({ ADMIN_EMAILS: 'mod@example.test', WEB_DIST_DIR: web })
const call = caller(ctx)

/**
 * After a ban, the banned person and everything they wrote are gone from every list and count
 * the API serves to anyone else. This walks every GET route the app registers: each is either
 * walked below, or named with the reason it cannot show someone else's content, so a new list
 * cannot be added without deciding what a ban does to it.
 */
describe('a ban hides the person from every list and count', () => {
  it('walks every read route as another user and as a visitor', async () => {
    const admin = await createUser(ctx, { email: 'mod@example.test' })
    const banned = await createUser(ctx, { name: 'Bandit Marker' })
    const { other, friend } = await createUsers(ctx, 'other', 'friend')
    // What the banned person made and did, each with a marker the walk looks for.
    const post = await createPost(ctx, banned, { kind: 'life', title: 'MARKERPOST', content: 'MARKERBODY' })
    const book = await newBook(call, banned, { title: 'MARKERBOOK' })
    const point = await newPoint(call, banned, book.id, { title: 'MARKERPOINT' })
    const otherPost = await createPost(ctx, other, { kind: 'study', title: 'Plain', content: 'Plain body' })
    await call(banned, 'POST', `/users/${other.id}/follow`)
    await call(other, 'POST', `/users/${banned.id}/follow`)
    await call(friend, 'POST', `/users/${banned.id}/follow`)
    await call(banned, 'PUT', `/posts/${otherPost.id}/like`)
    const _comment = await createComment(ctx, banned, otherPost.id, { content: 'MARKERCOMMENT' })
    await call(other, 'PUT', `/stars/book/${book.id}`)
    await call(other, 'PUT', `/stars/post/${post.id}`)
    await call(other, 'PUT', `/stars/point/${point.id}`)
    // Studied by another: in their list, reviewed, linked to their exam; shown on their profile.
    expect((await call(other, 'PUT', `/study/books/${book.id}`)).status).toBe(200)
    const rating = await ctx.app.request('/api/study/reviews', {
      method: 'POST',
      headers: {
        Cookie: other.cookie,
        Origin: ctx.config.publicUrl,
        'Content-Type': 'application/json',
        'Idempotency-Key': 'ban-walk',
      },
      body: JSON.stringify({ pointId: point.id, rating: 'again' }),
    })
    expect(rating.status).toBe(201)
    expect((await call(other, 'POST', '/timers', { name: 'Exam', days: 3, bookIds: [book.id] })).status).toBe(
      201,
    )
    await call(banned, 'PATCH', '/study/settings', { statsPublic: true })
    const before = (await call(other, 'GET', '/notifications/unread-count')).body.count
    // Search's tab counts find them before the ban (checked to be nothing after it, below).
    const counted = async (who: TestUser | null, q: string) => {
      const { body } = await call(who, 'GET', `/search/counts?q=${q}`)
      return { post: body.post.count, user: body.user.count }
    }
    expect(await counted(other, 'bandit')).toMatchObject({ user: 1 })
    expect(await counted(null, 'markerpost')).toMatchObject({ post: 1 })

    expect((await call(admin, 'POST', `/admin/users/${banned.id}/ban`)).status).toBe(200)

    const gone = [
      banned.id,
      'Bandit Marker',
      'MARKERPOST',
      'MARKERBODY',
      'MARKERBOOK',
      'MARKERPOINT',
      'MARKERCOMMENT',
    ]
    const lists: Record<string, string[]> = {
      '/api/posts': [
        '/posts?feed=everyone',
        '/posts?feed=following',
        '/posts?feed=everyone&kind=life',
        `/posts?author=${banned.id}`,
      ],
      '/api/posts/:id/comments': [`/posts/${otherPost.id}/comments`],
      '/api/books': ['/books?scope=explore', '/books?scope=explore&sort=stars', '/books?scope=shared'],
      '/api/me/stars': ['/me/stars?kind=book', '/me/stars?kind=post', '/me/stars?kind=point'],
      '/api/notifications': ['/notifications'],
      '/api/users/:id/followers': [`/users/${other.id}/followers`, `/users/${friend.id}/followers`],
      '/api/users/:id/following': [`/users/${other.id}/following`, `/users/${friend.id}/following`],
      '/api/users/:id/friends': [`/users/${other.id}/friends`],
      '/api/profiles/:id': [`/profiles/${other.id}`],
      '/api/posts/:idOrSlug': [`/posts/${otherPost.id}`],
      '/api/me': ['/me'],
      '/api/study/due': ['/study/due'],
      '/api/study/stats': ['/study/stats'],
      '/api/timers': ['/timers'],
      // Search, by every marker and the banned person's name, in each kind.
      '/api/search': ['point', 'book', 'post', 'user'].flatMap((kind) =>
        ['marker', 'markerpoint', 'markerbook', 'markerpost', 'markerbody', 'bandit'].map(
          (q) => `/search?kind=${kind}&q=${q}`,
        ),
      ),
    }
    // Reads of the banned person's own things: 404 to anyone else.
    const theirs: Record<string, string[]> = {
      '/api/profiles/:id': [`/profiles/${banned.id}`],
      '/api/profiles/by-username/:username': [`/profiles/by-username/${banned.username}`],
      '/api/posts/:idOrSlug': [`/posts/${post.id}`, `/posts/${post.slug}`],
      '/api/posts/:id/comments': [`/posts/${post.id}/comments`],
      '/api/books/:idOrSlug': [`/books/${book.id}`],
      '/api/books/:id/points': [`/books/${book.id}/points`],
      '/api/books/:id/export.csv': [`/books/${book.id}/export.csv`],
      '/api/books/:id/export.json': [`/books/${book.slug}/export.json`],
      '/api/points/:id': [`/points/${point.id}`],
      '/api/users/:id/followers': [`/users/${banned.id}/followers`],
      '/api/users/:id/following': [`/users/${banned.id}/following`],
      '/api/users/:id/friends': [`/users/${banned.id}/friends`],
      '/api/users/:id/badges': [`/users/${banned.id}/badges`],
      '/api/users/:id/study-stats': [`/users/${banned.id}/study-stats`],
    }
    const notLists: Record<string, string> = {
      '/api/health': "the server's health",
      '/api/config': 'settings of the app',
      '/api/dev/outbox': 'development only, on loopback',
      '/api/storage/:bucket/:name': 'files by name (an avatar URL no list shows any more)',
      '/api/media/remote': 'an image proxy',
      '/api/books/:id/members': 'a book owner manages who holds access, banned or not',
      '/api/books/:id/members/:userId': 'a book owner manages who holds access, banned or not',
      '/api/points/:id/notes': 'my own notes',
      '/api/me/notes': 'my own notes',
      '/api/me/export': 'only what I made myself',
      '/api/badges': 'the same badges for everyone, with my own standing: names no one',
      '/api/notifications/unread-count': 'checked below',
      '/api/search/counts': 'numbers, no content: checked below',
      '/api/realtime': 'my own stream',
      '/api/study/settings': 'my own settings',
      '/api/study/books/:id': 'checked below (signed-in only)',
      '/api/me/blocks': 'the people I blocked, shown even when banned so I can see my list',
      '/api/admin/reports': 'admins',
      '/api/admin/audit': 'admins',
      '/api/admin/appeals': 'admins',
      '/api/admin/messages/audience': 'admins (a count, no one named)',
      '/api/auth/*': 'the auth library',
      '/api/auth/app/google': "redirects to Google (the shell's sign-in)",
      '/api/auth/app/return': 'redirects to the app with a code for my own account',
      '/api/openapi.json': 'the API document',
      '/api/docs': 'the API reference page',
      '/api/docs/redoc.standalone.js': "the API reference page's script",
      '/robots.txt': 'rules for crawlers',
      '/sitemap.xml': 'the list of sitemap files, no content',
      '/sitemaps/:file': 'checked below (the pages themselves are walked by pages.test.ts)',
      '/assets/*': 'the web app',
      '/*': 'the web app',
    }
    const reads = registeredRoutes(ctx.app).filter((r) => r.method === 'GET')
    for (const route of reads)
      expect(
        route.path in lists || route.path in theirs || route.path in notLists,
        `${route.path}: walk it below or say why a ban cannot show there`,
      ).toBe(true)

    for (const who of [other, null]) {
      for (const urls of Object.values(lists))
        for (const url of urls) {
          const reply = await call(who, 'GET', url)
          if (!who && reply.status === 401) continue
          expect(reply.status, url).toBe(200)
          const text = JSON.stringify(reply.body)
          for (const marker of gone) expect(text, `${url} shows ${marker}`).not.toContain(marker)
        }
      for (const urls of Object.values(theirs))
        for (const url of urls) {
          const reply = await call(who, 'GET', url)
          expect([url, reply.status]).toEqual([url, 404])
        }
    }

    // The sitemap leaves out their books and posts, and their pages answer 404 with no preview.
    for (const file of ['/sitemaps/books-1.xml', '/sitemaps/posts-1.xml']) {
      const xml = await (await ctx.app.request(file)).text()
      for (const slug of [book.slug, post.slug]) expect(xml, file).not.toContain(`/${slug}<`)
    }
    for (const path of [
      `/books/${book.slug}`,
      `/posts/${post.slug}`,
      `/points/${point.id}`,
      `/id/${banned.id}`,
    ]) {
      const page = await ctx.app.request(path, { headers: { Cookie: other.cookie } })
      expect([path, page.status]).toEqual([path, 404])
      const html = await page.text()
      for (const marker of gone) expect(html, `${path} shows ${marker}`).not.toContain(marker)
    }

    for (const who of [other, null])
      for (const q of ['bandit', 'markerpost', 'markerbody', 'markerpoint'])
        expect([q, await counted(who, q)]).toEqual([q, { post: 0, user: 0 }])

    expect((await call(other, 'GET', `/study/books/${book.id}`)).status).toBe(404)
    expect((await call(other, 'GET', `/study/due?bookId=${book.id}`)).status).toBe(404)

    // The counts others see leave the banned person out.
    const otherProfile = (await call(other, 'GET', '/me')).body
    expect([otherProfile.followerCount, otherProfile.followingCount]).toEqual([0, 0])
    expect((await call(friend, 'GET', `/profiles/${friend.id}`)).body.followingCount).toBe(0)
    const seenPost = (await call(other, 'GET', `/posts/${otherPost.id}`)).body
    expect([seenPost.likeCount, seenPost.commentCount]).toEqual([0, 0])
    // Their like, follow and comment notifications no longer count as unread.
    expect((await call(other, 'GET', '/notifications/unread-count')).body.count).toBeLessThan(before)
  })
})
