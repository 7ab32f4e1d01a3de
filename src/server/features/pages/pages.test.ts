import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import ogs from 'open-graph-scraper'
import { describe, expect, it } from 'vitest'
import { escapeMarkup } from '../../lib/escape'
import { setupTestApp } from '../../test/app'
import { caller, newBook, newPoint } from '../../test/fixtures'
import { createPost } from '../../test/posts'
import { createUser } from '../../test/users'

// The real index.html, with the stylesheet link the build adds, and the real boot.js: its head
// is what the server fills in.
const web = mkdtempSync(join(tmpdir(), 'pointbook-pages-'))
writeFileSync(
  join(web, 'index.html'),
  readFileSync('src/web/index.html', 'utf8').replace(
    '</head>',
    '  <link rel="stylesheet" crossorigin href="/assets/index-1.css">\n  </head>',
  ),
)
writeFileSync(join(web, 'boot.js'), readFileSync('src/web/public/boot.js', 'utf8'))
mkdirSync(join(web, 'assets'))
writeFileSync(join(web, 'assets', 'frame-1.css'), '.navbar{display:flex}')
// A build's manifest, in small: the entry, the app it starts and its vendor chunk, catalogs, two
// pages' routes.
mkdirSync(join(web, '.vite'))
writeFileSync(
  join(web, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_helper.js'],
      dynamicImports: ['app.tsx'],
    },
    '_helper.js': { file: 'assets/helper-1.js' },
    'app.tsx': { file: 'assets/app-1.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor-1.js' },
    '_shared.js': { file: 'assets/shared-1.js', imports: ['_vendor.js'] },
    'i18n/en.json': { file: 'assets/en-1.js' },
    'i18n/ja.json': { file: 'assets/ja-1.js' },
    'routes/explore/index.tsx?tsr-split=component': { file: 'assets/explore-1.js', imports: ['_shared.js'] },
    'routes/books/$id/route.tsx?tsr-split=component': { file: 'assets/book-route-1.js' },
    'routes/books/$id/index.tsx?tsr-split=component': { file: 'assets/book-1.js', imports: ['_shared.js'] },
    'features/markdown/MarkdownBody.tsx': { file: 'assets/MarkdownBody-1.js', imports: ['_vendor.js'] },
    'frame.css': { file: 'assets/frame-1.css', isEntry: true },
  }),
)

const ctx = await setupTestApp({ WEB_DIST_DIR: web, ADMIN_EMAILS: 'pages-admin@example.test' })
const call = caller(ctx)
const admin = await createUser(ctx, { email: 'pages-admin@example.test' })
const ada = await createUser(ctx, { name: 'Ada Lovelace' })
const stranger = await createUser(ctx)

/** What the HTML paints before the app runs: the frame, from its root to the `<noscript>`. */
const frameOf = (html: string) => html.slice(html.indexOf('id="boot-shell"'), html.indexOf('<noscript>'))

/** The page as a chat app unfurling the link reads it: no cookie, the tags it finds. */
async function unfurl(path: string) {
  const response = await ctx.app.request(path)
  const html = await response.text()
  const { result } = await ogs({ html })
  return { status: response.status, html, result }
}

describe('share links that preview', () => {
  it("preview a public book with its title, description, canonical address and its owner's avatar or the app's card", async () => {
    const book = await newBook(call, ada, {
      title: 'Cell biology <for> "everyone"',
      description: 'Membranes, **organelles** and [the cycle](https://example.test) of a cell.',
      slug: 'cell-biology',
    })
    const { status, html, result } = await unfurl(`/books/${book.id}`)
    expect(status).toBe(200)
    expect(result.ogTitle).toBe('Cell biology <for> "everyone"')
    expect(result.ogDescription).toBe('Membranes, organelles and the cycle of a cell.')
    expect(result.ogUrl).toBe(`${ctx.config.publicUrl}/books/${book.slug}`)
    expect(result.ogImage?.[0]?.url).toBe(`${ctx.config.publicUrl}/icons/card.png`)
    expect(result.twitterCard).toBe('summary_large_image')
    expect(html).toContain('<title>Cell biology &lt;for&gt; &quot;everyone&quot; · Pointbook</title>')
    expect(html).toContain(`<link rel="canonical" href="${ctx.config.publicUrl}/books/${book.slug}" />`)
    // The slug, in any case, is the same page.
    expect((await unfurl(`/books/${book.slug.toUpperCase()}`)).result.ogTitle).toBe(
      'Cell biology <for> "everyone"',
    )
  })

  it('preview a point by its title and description, never its hidden answer', async () => {
    const book = await newBook(call, ada, { title: 'Physics' })
    const point = await newPoint(call, ada, book.id, {
      title: "Newton's first law",
      description: 'Inertia',
      hiddenContent: 'SECRET ANSWER',
    })
    const { status, html, result } = await unfurl(`/points/${point.id}`)
    expect(status).toBe(200)
    expect(result.ogTitle).toBe("Newton's first law")
    expect(result.ogDescription).toBe('Inertia')
    expect(html).not.toContain('SECRET ANSWER')
  })

  it("paint a public book's and point's own title and text in the frame, escaped, before the app runs", async () => {
    const book = await newBook(call, ada, {
      title: 'Optics <b>& light</b>',
      description: 'Lenses and mirrors.',
    })
    const point = await newPoint(call, ada, book.id, {
      title: 'Snell’s law',
      content: '**Refraction**: n₁ sin θ₁ = n₂ sin θ₂\n\n- one\n- two',
      hiddenContent: 'SECRET ANSWER',
    })
    const bookFrame = frameOf((await unfurl(`/books/${book.id}`)).html)
    expect(bookFrame).toContain(
      '<h1 class="mb-3 text-2xl font-bold wrap-anywhere" lang="en">Optics &lt;b&gt;&amp; light&lt;/b&gt;</h1>',
    )
    expect(bookFrame).toContain('>Lenses and mirrors.</p>')
    expect(bookFrame).toContain('<span class="badge invisible"></span>')
    expect(bookFrame).not.toContain('skeleton mb-3 h-8')
    const pointFrame = frameOf((await unfurl(`/points/${point.id}`)).html)
    expect(pointFrame).toContain('<span class="truncate">Optics &lt;b&gt;&amp; light&lt;/b&gt;</span></div>')
    expect(pointFrame).toContain('>Snell’s law</h1>')
    expect(pointFrame).toContain('<p class="mb-4">Refraction: n₁ sin θ₁ = n₂ sin θ₂ one two</p>')
    expect(pointFrame).not.toContain('SECRET')
    // A page that is not public content keeps the placeholders.
    const secret = await newBook(call, ada, { title: 'Private optics', visibility: 'private' })
    const own = await ctx.app.request(`/books/${secret.id}`, { headers: { Cookie: ada.cookie } })
    expect(frameOf(await own.text())).toContain('skeleton mb-3 h-8')
    expect(frameOf((await unfurl('/posts')).html)).toContain('skeleton mb-3 h-8')
  })

  it("paint Explore's search row, tabs and first books in the frame, as its list shows them", async () => {
    const frame = async (path: string, headers: Record<string, string> = {}) => {
      return frameOf(await (await ctx.app.request(path, { headers })).text())
    }
    const titled = await createUser(ctx, { name: '<Mallory>' })
    expect((await call(titled, 'PUT', '/me/title', { badge: 'new_user' })).status).toBe(200)
    for (let n = 1; n <= 6; n++) await newBook(call, ada, { title: `Explored ${n}` })
    await newBook(call, titled, { title: 'Frame <i>seven</i>', description: 'Shown & escaped.' })
    await newBook(call, titled, { title: 'Never in the frame', visibility: 'private' })
    const shown = await frame('/explore')
    const titles = [...shown.matchAll(/<h2 class="card-title[^"]*">([^<]*)<\/h2>/g)].map(([, title]) => title)
    // The same books as the list's first page, in its order.
    const api = await call(null, 'GET', '/books?scope=explore&sort=new&limit=6')
    expect(titles).toEqual((api.body.items as { title: string }[]).map(({ title }) => escapeMarkup(title)))
    expect(titles.length).toBe(6)
    expect(titles[0]).toBe('Frame &lt;i&gt;seven&lt;/i&gt;')
    expect(shown).toContain('<p class="line-clamp-2 text-sm text-base-content/70">Shown &amp; escaped.</p>')
    expect(shown).toContain('<span class="truncate">&lt;Mallory&gt;</span>')
    expect(shown).toContain('whitespace-nowrap">New user</span>')
    expect(shown).toContain('>&lt;</span></div></div>')
    expect(shown).not.toContain('Never in the frame')
    expect(shown).toContain('aria-selected="true" class="tab tab-active">Newest</span>')
    // In the visitor's language; a search or the other order keeps the placeholders.
    expect(await frame('/explore', { 'Accept-Language': 'ja' })).toContain(
      'class="tab tab-active">新着</span>',
    )
    expect(await frame('/explore?q=frame')).toContain('skeleton mb-3 h-8')
    expect(await frame('/explore?sort=stars')).toContain('skeleton mb-3 h-8')
  })

  it('preview a post and a profile', async () => {
    const post = await createPost(ctx, ada, {
      kind: 'study',
      title: 'How I review',
      content: '# Daily\n\nTen cards a day.',
    })
    const postPage = await unfurl(`/posts/${post.slug}`)
    expect(postPage.result).toMatchObject({
      ogTitle: 'How I review',
      ogDescription: 'Daily Ten cards a day.',
      ogType: 'article',
    })
    // Its card is painted in the frame: author, kind, title and the text as plain text.
    const frame = frameOf(postPage.html)
    expect(frame).toContain('<span class="truncate leading-6 font-medium">Ada Lovelace</span>')
    expect(frame).toContain('<span class="badge badge-sm badge-primary">Study</span>')
    expect(frame).toContain(
      '<h1 class="min-w-0 grow basis-40 text-xl font-bold wrap-anywhere" lang="en">How I review</h1>',
    )
    expect(frame).toContain('<p class="wrap-anywhere" lang="en">Daily Ten cards a day.</p>')
    expect(frame).toContain('<span class="btn btn-sm btn-primary">Follow</span>')
    // Signed in, the author line's actions differ: the frame keeps its placeholders.
    const signedIn = await ctx.app.request(`/posts/${post.slug}`, {
      headers: { Cookie: stranger.cookie },
    })
    expect(await signedIn.text()).toContain('skeleton mb-3 h-8')
    // An untitled life post: its kind, and no h1 in the frame.
    const life = await createPost(ctx, ada, { kind: 'life', content: 'A walk & a "swim".' })
    const lifeFrame = (await unfurl(`/posts/${life.slug}`)).html
    expect(lifeFrame).toContain('<span class="badge badge-sm badge-accent">Life</span></div>')
    expect(lifeFrame).toContain('>A walk &amp; a &quot;swim&quot;.</p>')
    const profile = await unfurl(`/id/${ada.id}`)
    expect(profile.result.ogTitle).toBe(`Ada Lovelace (@${ada.username.toLowerCase()})`)
    expect(profile.result.ogType).toBe('profile')
  })

  it("paint a public profile's card in the frame to a visitor, escaped, in the visitor's language", async () => {
    const frame = async (path: string, headers: Record<string, string> = {}) => {
      return frameOf(await (await ctx.app.request(path, { headers })).text())
    }
    const grace = await createUser(ctx, { name: '<Grace>' })
    expect((await call(grace, 'PATCH', '/me', { bio: '**Compilers** & <b>bugs</b>' })).status).toBe(200)
    expect((await call(grace, 'PUT', '/me/title', { badge: 'new_user' })).status).toBe(200)
    const shown = await frame(`/id/${grace.id}`)
    expect(shown).toContain(
      '<div class="size-24 text-3xl rounded-full bg-primary/25 text-base-content"><span>&lt;</span>',
    )
    expect(shown).toContain('<h1 class="text-2xl font-bold">&lt;Grace&gt;</h1>')
    expect(shown).toContain(`<p class="text-base-content/70">@${grace.username.toLowerCase()}</p>`)
    expect(shown).toContain('whitespace-nowrap">New user</span>')
    expect(shown).toContain('<p class="max-w-prose wrap-anywhere leading-[1.65]">Compilers &amp; bugs</p>')
    expect(shown).toContain('<p class="text-sm text-base-content/70">Online 0 h 0 min</p>')
    // Someone with no bio, in Japanese.
    const plain = await frame(`/id/${stranger.id}`, { 'Accept-Language': 'ja' })
    expect(plain).toContain('<p class="max-w-prose">自己紹介はまだありません。</p>')
    expect(plain).toContain('オンライン 0 時間 0 分')
    // Signed in, the card's actions differ (Follow, Edit): the frame keeps its placeholders; so
    // does a profile's sub-page.
    expect(await frame(`/id/${grace.id}`, { Cookie: stranger.cookie })).toContain('skeleton mb-3 h-8')
    expect(await frame(`/id/${grace.id}/follower`)).toContain('skeleton mb-3 h-8')
  })

  it("are in the language of the content they show: its preview's, its frame's text's", async () => {
    const page = async (path: string, headers: Record<string, string> = {}) => {
      const html = await (await ctx.app.request(path, { headers })).text()
      return {
        lang: /<html lang="([\w-]+)"/.exec(html)?.[1],
        shell: /id="boot-shell"(?: lang="([\w-]+)")?/.exec(html)?.[1],
        frame: frameOf(html),
      }
    }
    const book = await newBook(call, ada, { title: '细胞生物学', description: '细胞膜、细胞器和细胞周期。' })
    // To an English reader: the page is Chinese, its frame (the reader's) says it is English.
    const chinese = await page(`/books/${book.id}`)
    expect(chinese).toMatchObject({ lang: 'zh', shell: 'en' })
    expect(chinese.frame).toContain(
      '<h1 class="mb-3 text-2xl font-bold wrap-anywhere" lang="zh">细胞生物学</h1>',
    )
    expect(chinese.frame).toContain('lang="zh">细胞膜、细胞器和细胞周期。</p>')
    // To a Chinese reader, one language for all.
    expect(await page(`/books/${book.id}`, { 'Accept-Language': 'zh-CN' })).toMatchObject({
      lang: 'zh',
      shell: undefined,
    })
    const post = await createPost(ctx, ada, {
      kind: 'life',
      title: '今日の散歩',
      content: '公園で桜を見ました。とてもきれいでした。',
    })
    const japanese = await page(`/posts/${post.slug}`, { 'Accept-Language': 'zh' })
    expect(japanese).toMatchObject({ lang: 'ja', shell: 'zh' })
    expect(japanese.frame).toContain('wrap-anywhere" lang="ja">今日の散歩</h1>')
    expect(japanese.frame).toContain('<p class="wrap-anywhere" lang="ja">公園で桜を見ました。')
    // Its author's name is no text of the post's.
    expect(japanese.frame).toContain('<span class="truncate leading-6 font-medium">Ada Lovelace</span>')
    // A point by its title and text, not by its hidden answer.
    const point = await newPoint(call, ada, book.id, {
      title: 'Mitochondria',
      content: 'The powerhouse of the cell, and where ATP is made.',
      hiddenContent: '线粒体是细胞的能量工厂，细胞呼吸在这里进行。',
    })
    expect(await page(`/points/${point.id}`, { 'Accept-Language': 'ja' })).toMatchObject({
      lang: 'en',
      shell: 'ja',
    })
    // Explore's cards, each in its book's language.
    expect((await page('/explore')).frame).toContain('text-base wrap-anywhere" lang="zh">细胞生物学</h2>')
    // Content whose script does not tell, and content a visitor may not see, are the reader's.
    const french = await newBook(call, ada, {
      title: 'Le cycle de Krebs',
      description: 'Une série de réactions.',
    })
    expect(await page(`/books/${french.id}`, { 'Accept-Language': 'ja' })).toMatchObject({
      lang: 'ja',
      shell: undefined,
    })
    expect((await page(`/books/${french.id}`)).frame).toContain('wrap-anywhere">Le cycle de Krebs</h1>')
    const secret = await newBook(call, ada, {
      title: '私の日記',
      description: '毎日のことを書きます。',
      visibility: 'private',
    })
    expect(await page(`/books/${secret.id}`, { Cookie: ada.cookie })).toMatchObject({
      lang: 'en',
      shell: undefined,
    })
  })

  it('say nothing of private, banned or deleted content: generic tags, 404 to whoever may not see it', async () => {
    const secret = await newBook(call, ada, { title: 'My secret diary', visibility: 'private' })
    const visitor = await unfurl(`/books/${secret.id}`)
    expect(visitor.status).toBe(404)
    expect(visitor.html).not.toContain('My secret diary')
    expect(visitor.result.ogTitle).toBe('Pointbook')
    expect(visitor.html).not.toContain('rel="canonical"')
    const asStranger = await ctx.app.request(`/books/${secret.id}`, { headers: { Cookie: stranger.cookie } })
    expect(asStranger.status).toBe(404)
    // Its owner opens their own page (200), still without its title in the HTML.
    const asOwner = await ctx.app.request(`/books/${secret.id}`, { headers: { Cookie: ada.cookie } })
    expect(asOwner.status).toBe(200)
    expect(await asOwner.text()).not.toContain('My secret diary')

    const banned = await newBook(call, ada, { title: 'Banned notes' })
    expect((await call(admin, 'POST', `/admin/content/book/${banned.id}/ban`, { note: 'spam' })).status).toBe(
      200,
    )
    const bannedPage = await unfurl(`/books/${banned.id}`)
    expect(bannedPage.status).toBe(404)
    expect(bannedPage.html).not.toContain('Banned notes')

    const gone = await newBook(call, ada, { title: 'Deleted notes' })
    expect((await call(ada, 'DELETE', `/books/${gone.id}`)).status).toBe(204)
    const gonePage = await unfurl(`/books/${gone.id}/points`)
    expect(gonePage.status).toBe(404)
    expect(gonePage.html).not.toContain('Deleted notes')
  })

  it("describe the app, where no content does, in the visitor's language, and cut a long title", async () => {
    const page = async (path: string, language: string) => {
      const html = await (await ctx.app.request(path, { headers: { 'Accept-Language': language } })).text()
      return { html, result: (await ogs({ html })).result }
    }
    const english = await page('/explore', 'en')
    expect(english.result.ogDescription).toBe(
      'Pointbook: Keep what you learn in knowledge books, study it, and share it.',
    )
    const japanese = await page('/nope', 'ja')
    expect(japanese.result.ogDescription).toBe(
      'Pointbook: 学んだことをナレッジブックにまとめ、復習し、共有しよう。',
    )
    expect(japanese.html).toContain(
      '<meta name="description" content="Pointbook: 学んだことをナレッジブックにまとめ、復習し、共有しよう。" />',
    )
    expect((await page('/posts', 'zh')).result.twitterDescription).not.toContain('Keep what you learn')

    const long = `Pharmacology ${'and therapeutics '.repeat(5)}`.trim()
    const book = await newBook(call, ada, { title: long })
    const { result, html } = await unfurl(`/books/${book.id}`)
    expect(Array.from(result.ogTitle ?? '')).toHaveLength(70)
    expect(result.ogTitle).toBe(`${long.slice(0, 69)}…`)
    expect(result.twitterTitle).toBe(result.ogTitle)
    expect(html).toContain(`<title>${long.slice(0, 69)}… · Pointbook</title>`)
  })
})

describe('pages and their status', () => {
  it('answers 404 with the app page for an address that is no page, or content that is not there', async () => {
    for (const path of [
      '/nope',
      '/books',
      '/explore/nope',
      '/books/no-such-book',
      '/points/not-an-id',
      `/id/${crypto.randomUUID()}`,
    ]) {
      const response = await ctx.app.request(path)
      expect(response.status, path).toBe(404)
      expect(await response.text()).toContain('<div id="root">')
    }
    for (const path of ['/', '/explore', '/explore/', '/login', '/timers/new', '/setting'])
      expect((await ctx.app.request(path)).status, path).toBe(200)
  })

  it('answers 404 for the admin area to anyone but an admin, as for an address that is no page', async () => {
    const adminPages = ['/admin', '/admin/', '/reports/users', '/reports/posts', '/reports/books']
    for (const path of adminPages) {
      for (const [who, headers] of [
        ['visitor', {}],
        ['signed-in person', { Cookie: stranger.cookie }],
      ] as const) {
        const response = await ctx.app.request(path, { headers })
        expect(response.status, `${path} for a ${who}`).toBe(404)
        // The app's page, whose router shows the not-found page there.
        expect(await response.text()).toContain('<div id="root">')
      }
      expect((await ctx.app.request(path, { headers: { Cookie: admin.cookie } })).status, path).toBe(200)
    }
  })

  it('sends the page revalidated, not unstored: no-cache with an ETag, and 304 when unchanged', async () => {
    const first = await ctx.app.request('/explore')
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await ctx.app.request('/explore', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    // Another language is another page.
    const ja = await ctx.app.request('/explore', { headers: { 'If-None-Match': etag, Cookie: 'locale=ja' } })
    expect(ja.status).toBe(200)
    expect(first.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding')
  })

  it('sends the page compressed when the browser takes it, the same page under a weak ETag', async () => {
    const plain = await ctx.app.request('/explore')
    const html = await plain.text()
    const compressed = await ctx.app.request('/explore', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(compressed.headers.get('content-encoding')).toBe('br')
    const bytes = Buffer.from(await compressed.arrayBuffer())
    expect(bytes.length).toBeLessThan(html.length / 2)
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(html)
    const etag = compressed.headers.get('etag') ?? ''
    expect(etag).toBe(`W/${plain.headers.get('etag')}`)
    const again = await ctx.app.request('/explore', {
      headers: { 'Accept-Encoding': 'gzip, br', 'If-None-Match': etag },
    })
    expect(again.status).toBe(304)
  })

  it('paints the frame without a request: its styles and boot.js are in the page, the stylesheet after it', async () => {
    const response = await ctx.app.request('/explore')
    const html = await response.text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<style>.navbar{display:flex}</style>')
    expect(head).not.toContain('stylesheet')
    expect(head).not.toContain('src="/boot.js"')
    // The app's stylesheet comes after the frame, and the app's script waits for it.
    expect(html.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-1.css">')).toBeGreaterThan(
      html.indexOf('id="boot-shell"'),
    )
    // The browser runs the inline boot.js only if its hash is in the CSP.
    const boot = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(boot).toBe(readFileSync('src/web/public/boot.js', 'utf8'))
    const hash = createHash('sha256').update(boot).digest('base64')
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}';`)
    // The early answers' list still comes before it.
    const book = await newBook(call, ada, { title: 'Inline boot', slug: 'inline-boot' })
    expect(await (await ctx.app.request(`/books/${book.slug}`)).text()).toMatch(
      /<script type="application\/json" id="early-api">[^<]*<\/script>\s*<script>/,
    )
  })

  it("paints the home page's hero in the frame, in the language the app will pick", async () => {
    const frame = async (headers: Record<string, string>) => {
      const html = await (await ctx.app.request('/', { headers })).text()
      return {
        lang: /<html lang="(\w+)"/.exec(html)?.[1],
        frame: html.slice(html.indexOf('id="boot-shell"')),
      }
    }
    const english = await frame({})
    expect(english.lang).toBe('en')
    expect(english.frame).toContain(
      '<p class="max-w-md text-base-content/70">Keep what you learn in knowledge books, study it, and share it.</p>',
    )
    expect(english.frame).toContain(
      '<a href="/explore" class="btn btn-primary" tabindex="-1">Explore books</a>',
    )
    expect(english.frame).not.toContain('skeleton mb-3')
    // The browser's first language we speak; a saved choice over it.
    const japanese = await frame({ 'Accept-Language': 'fr, ja;q=0.8' })
    expect(japanese.lang).toBe('ja')
    expect(japanese.frame).toContain('学んだことをナレッジブックにまとめ、復習し、共有しよう。')
    const chinese = await frame({ 'Accept-Language': 'ja', Cookie: 'locale=zh' })
    expect(chinese.lang).toBe('zh')
    expect(chinese.frame).not.toContain('学んだこと')
    // Other pages keep their placeholders.
    const posts = await (await ctx.app.request('/posts')).text()
    expect(posts).toContain('skeleton mb-3 h-8')
    expect(frameOf(posts)).not.toContain('Keep what you learn')
    // Someone signed in gets their day on the home page, not the welcome: a skeleton until then.
    const signedIn = await frame({ Cookie: ada.cookie })
    expect(signedIn.frame).not.toContain('Keep what you learn')
    expect(signedIn.frame).toContain('skeleton mb-3 h-8')
  })
})

describe('for search engines', () => {
  it('robots.txt keeps crawlers out of the API, admin, settings and reports, and names the sitemap', async () => {
    const response = await ctx.app.request('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const text = await response.text()
    for (const line of ['Disallow: /api/', 'Disallow: /admin', 'Disallow: /setting', 'Disallow: /reports/'])
      expect(text).toContain(line)
    expect(text).toContain(`Sitemap: ${ctx.config.publicUrl}/sitemap.xml`)
  })

  it('the sitemap lists public books and posts, and nothing private or banned', async () => {
    const open = await newBook(call, ada, { title: 'Open atlas', slug: 'open-atlas' })
    const closed = await newBook(call, ada, {
      title: 'Closed atlas',
      slug: 'closed-atlas',
      visibility: 'private',
    })
    const post = await createPost(ctx, ada, { kind: 'life', title: 'A walk', content: 'Outside.' })
    const index = await (await ctx.app.request('/sitemap.xml')).text()
    expect(index).toContain(`<loc>${ctx.config.publicUrl}/sitemaps/books-1.xml</loc>`)
    expect(index).toContain(`<loc>${ctx.config.publicUrl}/sitemaps/posts-1.xml</loc>`)
    const bookMap = await ctx.app.request('/sitemaps/books-1.xml')
    expect(bookMap.headers.get('content-type')).toContain('application/xml')
    const bookXml = await bookMap.text()
    expect(bookXml).toContain(`<loc>${ctx.config.publicUrl}/books/${open.slug}</loc>`)
    expect(bookXml).not.toContain(closed.slug)
    expect(await (await ctx.app.request('/sitemaps/posts-1.xml')).text()).toContain(
      `/posts/${post.slug}</loc>`,
    )
    expect((await ctx.app.request('/sitemaps/books-2.xml')).status).toBe(404)
    expect((await ctx.app.request('/sitemaps/people-1.xml')).status).toBe(404)
  })

  it('a missing file is 404, not the app page', async () => {
    const response = await ctx.app.request('/manifest-missing.webmanifest')
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('<div id="root">')
  })
})

describe('icons and the web manifest', () => {
  it('are real files, not the app page: favicon.ico, the Apple touch icon, and a manifest whose icons exist', async () => {
    // The public folder is copied into the build as it is.
    const site = await setupTestApp({ WEB_DIST_DIR: 'src/web/public' })
    const favicon = await site.app.request('/favicon.ico')
    expect(favicon.status).toBe(200)
    expect(Buffer.from(await favicon.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]))
    const touch = await site.app.request('/apple-touch-icon.png')
    expect(touch.headers.get('content-type')).toBe('image/png')
    const manifest = await site.app.request('/manifest.webmanifest')
    expect(manifest.status).toBe(200)
    const { icons, display, start_url } = (await manifest.json()) as {
      icons: { src: string; sizes: string; purpose: string }[]
      display: string
      start_url: string
    }
    expect({ display, start_url }).toEqual({ display: 'standalone', start_url: '/' })
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    )
    for (const icon of icons) expect((await site.app.request(icon.src)).status, icon.src).toBe(200)
  })
})

describe('the first wave of downloads', () => {
  const preloads = async (path: string, headers: Record<string, string> = {}) => {
    const html = await (await ctx.app.request(path, { headers })).text()
    const head = html.slice(0, html.indexOf('</head>'))
    return [...head.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)]
      .map(([, href]) => href)
      .sort()
  }

  it("names the app, the visitor's catalog and the page's route chunks up front, not what the entry brings", async () => {
    expect(await preloads('/explore')).toEqual([
      '/assets/app-1.js',
      '/assets/en-1.js',
      '/assets/explore-1.js',
      '/assets/shared-1.js',
      '/assets/vendor-1.js',
    ])
    // The language the browser will pick: the saved one, else the first of Accept-Language spoken.
    expect(await preloads('/explore', { 'Accept-Language': 'fr-FR, ja;q=0.8, en;q=0.5' })).toContain(
      '/assets/ja-1.js',
    )
    expect(await preloads('/explore', { Cookie: 'locale=en', 'Accept-Language': 'ja' })).toContain(
      '/assets/en-1.js',
    )
    const book = await newBook(call, ada, { title: 'Preloaded' })
    expect(await preloads(`/books/${book.slug}`)).toEqual([
      '/assets/app-1.js',
      '/assets/book-1.js',
      '/assets/book-route-1.js',
      '/assets/en-1.js',
      '/assets/shared-1.js',
      '/assets/vendor-1.js',
    ])
    // A point's page opens with its Markdown card: the renderer comes in the first wave too.
    const point = await newPoint(call, ada, book.id, { title: 'Rendered early' })
    expect(await preloads(`/points/${point.id}`)).toContain('/assets/MarkdownBody-1.js')
  })
})

describe("the first page's API answers, named for boot.js to request early", () => {
  const earlyOf = async (path: string, cookie?: string) => {
    const html = await (await ctx.app.request(path, { headers: cookie ? { Cookie: cookie } : {} })).text()
    const block = /<script type="application\/json" id="early-api">([^<]*)<\/script>\s*<script>/.exec(html)
    return block ? (JSON.parse(block[1] ?? '[]') as string[]) : []
  }

  it("names the session and the content's own answers, each an address the API answers", async () => {
    const book = await newBook(call, ada, { title: 'Early book', slug: 'early-book' })
    const point = await newPoint(call, ada, book.id, { title: 'Early point' })
    expect(await earlyOf(`/books/${book.slug}`)).toEqual([
      '/api/auth/get-session',
      `/api/books/${book.slug}`,
      `/api/books/${book.id}/points?limit=50`,
    ])
    expect(await earlyOf(`/points/${point.id}`)).toEqual(['/api/auth/get-session', `/api/points/${point.id}`])
    expect(await earlyOf(`/id/${ada.id}`)).toEqual(['/api/auth/get-session', `/api/profiles/${ada.id}`])
    // Signed in, the profile of whoever is signed in comes too.
    const signedIn = await earlyOf(`/books/${book.slug}`, stranger.cookie)
    expect(signedIn).toContain('/api/me')
    for (const path of signedIn) {
      const response = await ctx.app.request(path, { headers: { Cookie: stranger.cookie } })
      expect(response.status, path).toBe(200)
    }
    // A page without content of its own asks only for the session; a sub-page not for the content.
    expect(await earlyOf('/terms')).toEqual(['/api/auth/get-session'])
    // Explore opened plainly starts its list early; with a search, the app asks itself.
    const explore = await earlyOf('/explore')
    expect(explore).toEqual(['/api/auth/get-session', '/api/books?scope=explore&sort=new&limit=20'])
    expect((await ctx.app.request(explore[1] ?? '')).status).toBe(200)
    expect(await earlyOf('/explore?q=cells')).toEqual(['/api/auth/get-session'])
    expect(await earlyOf(`/books/${book.slug}/points`)).toEqual(['/api/auth/get-session'])
  })

  it('names nothing of content the caller may not see, and a private book to its owner', async () => {
    const secret = await newBook(call, ada, { title: 'Early secret', visibility: 'private' })
    expect(await earlyOf(`/books/${secret.id}`)).toEqual([])
    expect(await earlyOf(`/books/${secret.id}`, stranger.cookie)).toEqual([])
    expect(await earlyOf(`/books/${secret.id}`, ada.cookie)).toContain(
      `/api/books/${secret.id}/points?limit=50`,
    )
    expect(await earlyOf('/no-such-page')).toEqual([])
  })
})
