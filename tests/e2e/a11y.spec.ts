import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { signUp } from './accounts'
import { addPoint, createBook, tab, tag } from './books'
import { expect, expectConsoleError, expectToast, test } from './fixtures'
import { sideways } from './layout'

/**
 * What axe checks: WCAG 2.0, 2.1 and 2.2 A and AA (2.2's target size among them, which axe runs
 * only when asked for by its tag) and axe's best practices — every rule it runs by default, plus
 * those. The web's viewport lets the page zoom (decision 027), so `meta-viewport` is on too.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
/** A viewport that keeps the page from zooming fails, whatever impact axe gives it (moderate, minor). */
const ZOOM = ['meta-viewport', 'meta-viewport-large']

/**
 * axe-core on every main page, signed out and signed in, at both widths (the two projects): no
 * serious or critical violation, and no target smaller than 24 px without the room around it
 * (WCAG 2.5.8, which axe rates `serious`).
 */
async function problemsOf(page: Page, name: string): Promise<string[]> {
  // The page has settled: something is drawn and nothing is loading.
  await page.waitForLoadState('load')
  await expect(page.locator('main, [role=main]').first()).toBeVisible()
  await expect(page.locator('.loading').filter({ visible: true })).toHaveCount(0)
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  const found = violations
    .filter(
      (violation) =>
        violation.impact === 'serious' || violation.impact === 'critical' || ZOOM.includes(violation.id),
    )
    .map(
      (violation) =>
        `${name}: ${violation.id} (${violation.help}) at ${violation.nodes
          .slice(0, 4)
          .map((node) => `${node.target.join(' ')} [${node.html.slice(0, 120)}]`)
          .join(' | ')}`,
    )
  // One h1 a page.
  const headings = await page.getByRole('heading', { level: 1 }).count()
  if (headings !== 1) found.push(`${name}: ${headings} h1`)
  return found
}

/** Checks each page in turn and reports every problem at once, to fix them together. */
async function expectAccessible(page: Page, pages: [string, () => Promise<unknown>][]) {
  const problems: string[] = []
  for (const [name, open] of pages) {
    await open()
    problems.push(...(await problemsOf(page, name)))
  }
  expect(problems).toEqual([])
}

const visit = (page: Page, path: string): [string, () => Promise<unknown>] => [path, () => page.goto(path)]

test('every main page signed out', async ({ page }) => {
  // Ten pages, each settled and analysed: 23 s on a quiet CI machine, 66 s on a loaded one.
  test.slow()
  const paths = [
    '/',
    '/explore',
    '/posts',
    '/login',
    '/search?q=cell',
    '/terms',
    '/privacy',
    '/app',
    '/badges',
    '/no/such/page',
  ]
  if (paths.includes('/no/such/page'))
    expectConsoleError(page, /404 \(Not Found\) \[[^\]]*\/no\/such\/page\]/)
  await expectAccessible(
    page,
    paths.map((path) => visit(page, path)),
  )
})

const ORIGIN = { Origin: `http://127.0.0.1:${process.env.E2E_PORT}` }

test('a book, a point and a post with comments and replies, signed in and out', async ({ page, browser }) => {
  test.slow()
  // Someone else's comment on my post, and my reply: Reply and Delete under each.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await signUp(otherPage)
  await signUp(page)
  const title = `Cells ${tag()}`
  await createBook(page, { title, isPublic: true })
  const book = page.url()
  await addPoint(page, {
    title: 'Mitochondria',
    content: 'The **powerhouse** of the cell.',
    hiddenContent: 'ATP',
  })
  const point = page.url()
  await page.goto('/posts')
  await page.getByRole('button', { name: 'Write a post' }).click()
  const postTitle = `Notes ${tag()}`
  await page.getByLabel('Title (optional)').fill(postTitle)
  await page.getByLabel('Content').fill('The **citric acid** cycle, step by step.')
  await page.getByRole('button', { name: 'Publish' }).click()
  await expectToast(page, 'Published')
  await page.getByTestId('post-card').getByRole('link', { name: postTitle }).click()
  await expect(page).toHaveURL(/\/posts\/[^/?]+$/)
  const post = page.url()
  const postId = (await (await page.request.get(`/api${new URL(post).pathname}`)).json()).id as string
  const comment = await otherPage.request.post(`/api/posts/${postId}/comments`, {
    headers: ORIGIN,
    data: { content: 'Which step makes the most ATP?' },
  })
  expect(comment.ok(), await comment.text()).toBe(true)
  const { id: commentId } = (await comment.json()) as { id: string }
  await other.close()
  const reply = await page.request.post(`/api/posts/${postId}/comments`, {
    headers: ORIGIN,
    data: { content: 'Oxidative phosphorylation.', parentId: commentId },
  })
  expect(reply.ok(), await reply.text()).toBe(true)
  await expectAccessible(page, [
    ['a book', () => page.goto(book)],
    ['a point', () => page.goto(point)],
    [
      'a post',
      async () => {
        await page.goto(post)
        await expect(page.getByRole('button', { name: 'Reply' })).toHaveCount(2)
      },
    ],
  ])
  // Signed out, the same post and point: the invitation to sign in under the comments is not a
  // second h1.
  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await expectAccessible(visitorPage, [
    ['a post signed out', () => visitorPage.goto(post)],
    ['a point signed out', () => visitorPage.goto(point)],
  ])
  await visitor.close()
})

// The signed-in pages in two halves, each with a book, a point and a post of mine to list: with
// WCAG 2.2's target size as well, ten pages took 96 s on a loaded machine.
for (const paths of [
  ['/mine', '/stars', '/timers', '/timers/new', '/notifications'],
  ['/setting', '/study', '/explore/new', '/explore', '/posts'],
])
  test(`every main page signed in: ${paths.join(' ')}`, async ({ page }) => {
    test.slow()
    await signUp(page)
    await createBook(page, { title: `Lists ${tag()}`, isPublic: true })
    await addPoint(page, { title: 'Osmosis', hiddenContent: 'Water through a membrane' })
    await page.goto('/posts')
    await page.getByRole('button', { name: 'Write a post' }).click()
    await page.getByLabel('Content').fill(`A post in the feed ${tag()}`)
    await page.getByRole('button', { name: 'Publish' }).click()
    await expectToast(page, 'Published')
    await expectAccessible(
      page,
      paths.map((path) => visit(page, path)),
    )
  })

/** The language an element is read in: its own `lang`, else its nearest ancestor's, as a screen reader takes it. */
const langOf = (element: Locator) =>
  element.evaluate((node) => node.closest('[lang]')?.getAttribute('lang') ?? null)

test("a Chinese book and a Japanese post: their words in their language, the page's in the reader's", {
  tag: '@phone',
}, async ({ page }) => {
  await signUp(page)
  const made = await page.request.post('/api/books', {
    headers: ORIGIN,
    data: { title: `细胞生物学 ${tag()}`, description: '细胞膜、细胞器和细胞周期。', visibility: 'public' },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const book = (await made.json()) as { slug: string; title: string }
  await page.goto(`/books/${book.slug}`)
  const heading = page.getByRole('heading', { level: 1, name: book.title })
  await expect(heading).toHaveAttribute('lang', 'zh')
  expect(await langOf(page.getByText('细胞膜、细胞器和细胞周期。'))).toBe('zh')
  // The app's own words stay the reader's: the page's language, not the book's.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(await langOf(page.getByRole('heading', { level: 2, name: 'Points' }))).toBe('en')

  const posted = await page.request.post('/api/posts', {
    headers: ORIGIN,
    data: {
      kind: 'life',
      title: `今日の散歩 ${tag()}`,
      content: '公園で**桜**を見ました。とてもきれいでした。',
    },
  })
  expect(posted.ok(), await posted.text()).toBe(true)
  const post = (await posted.json()) as { slug: string; title: string }
  await page.goto(`/posts/${post.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toHaveAttribute('lang', 'ja')
  await expect(page.getByText('とてもきれいでした。')).toBeVisible()
  expect(await langOf(page.getByText('とてもきれいでした。'))).toBe('ja')
  expect(await langOf(page.getByRole('button', { name: 'Share' }))).toBe('en')
  // In the feed, its card's text too.
  await page.goto('/posts?feed=everyone')
  const card = page.getByTestId('post-card').filter({ hasText: post.title })
  await expect(card.getByRole('link', { name: post.title })).toHaveAttribute('lang', 'ja')
})

/** Presses Tab until `target` has the focus (it must be reachable by keyboard), at most 80 times. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, name: string) {
  await expect(target, name).toBeVisible()
  const handle = await target.elementHandle()
  for (let press = 0; press < 80; press++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate((element) => element === document.activeElement, handle)) return
  }
  throw new Error(`${name} is not reachable with Tab`)
}

test('with the keyboard only: navigate, sign in, reveal an answer and star a point', {
  tag: '@wide',
}, async ({ page, browser }) => {
  test.slow()
  // Someone with a public point to reach.
  const author = await browser.newContext()
  const authorPage = await author.newPage()
  const user = await signUp(authorPage)
  await createBook(authorPage, { title: `Keys ${tag()}`, isPublic: true })
  await addPoint(authorPage, { title: 'Photosynthesis', hiddenContent: 'Light into sugar' })
  const pointPath = new URL(authorPage.url()).pathname
  await author.close()

  await page.goto('/')
  const posts = tab(page, 'Posts')
  await tabTo(page, posts, 'the Posts tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/posts$/)

  await page.goto('/login')
  await tabTo(page, page.getByLabel('Email', { exact: true }), 'the email field')
  await page.keyboard.type(user.email)
  await tabTo(page, page.getByLabel('Password', { exact: true }), 'the password field')
  await page.keyboard.type(user.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/mine$/)

  await page.goto(pointPath)
  const reveal = page.getByRole('button', { name: 'Reveal' })
  await tabTo(page, reveal, 'Reveal')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Light into sugar')).toBeVisible()
  const star = page.getByRole('button', { name: /^Star/ }).first()
  await tabTo(page, star, 'Star')
  await page.keyboard.press(' ')
  await expect(star).toHaveAttribute('aria-pressed', 'true')
})

test('with the keyboard only: the first Tab offers Skip to content, which takes the focus past the top bar', {
  tag: '@wide',
}, async ({ page }) => {
  for (const path of ['/login', '/posts']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const skip = page.getByRole('link', { name: 'Skip to content' })
    // Out of sight until the keyboard reaches it, and the first thing it reaches.
    await expect(skip).not.toBeInViewport()
    await page.keyboard.press('Tab')
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
    await expect(skip).not.toBeInViewport()
    expect(new URL(page.url()).hash).toBe('')
    // The next Tab is in the page, not on Back, Search or the avatar.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(
      true,
    )
  }
})

test('with the keyboard only: a point opened from its book takes the focus to its heading', {
  tag: '@wide',
}, async ({ page }) => {
  await signUp(page)
  await createBook(page, { title: `Focus ${tag()}` })
  const bookPath = new URL(page.url()).pathname
  await addPoint(page, { title: 'Osmosis', hiddenContent: 'Water through a membrane' })
  await page.goto(bookPath)

  await tabTo(page, page.getByRole('link', { name: /Osmosis/ }), 'the point in the list')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/points\//)
  // The link went away with the book's page: the point's heading has the focus, not the document.
  await expect(page.getByRole('heading', { level: 1, name: 'Osmosis' })).toBeFocused()
  // The next Tab goes on inside the point (its Reveal button), not from the top bar.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)

  // Back returns to the book where it was; its heading does not take the focus (the page would
  // jump to the top on the next Tab).
  await page.goBack()
  const book = page.getByRole('heading', { level: 1, name: /^Focus / })
  await expect(book).toBeVisible()
  await expect(book).not.toBeFocused()

  // A tab of the rail or dock stays on screen: the focus stays on it.
  const posts = tab(page, 'Posts')
  await tabTo(page, posts, 'the Posts tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/posts$/)
  await expect(posts).toBeFocused()
})

test("with the keyboard only: a post's actions menu opens on its first item, the arrows move, Escape and Tab close it, and its dialog hands the focus back", {
  tag: '@wide',
}, async ({ page }) => {
  await signUp(page)
  await page.goto('/posts')
  await page.getByRole('button', { name: 'Write a post' }).click()
  const title = `Keyboard menu ${tag()}`
  await page.getByLabel('Title (optional)').fill(title)
  await page.getByLabel('Content').fill('A post to act on.')
  await page.getByRole('button', { name: 'Publish' }).click()
  await expectToast(page, 'Published')
  await page.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const menu = page.getByRole('button', { name: 'Post actions' })
  const edit = page.getByRole('menuitem', { name: 'Edit', exact: true })
  const remove = page.getByRole('menuitem', { name: 'Delete', exact: true })

  await tabTo(page, menu, 'the actions menu')
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(edit).toBeHidden()
  // Enter opens it on its first item; the arrows go round the items.
  await page.keyboard.press('Enter')
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await expect(edit).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(remove).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(edit).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(edit).toBeHidden()
  await expect(menu).toBeFocused()
  // Tab leaves it closed.
  await page.keyboard.press('ArrowDown')
  await expect(edit).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(edit).toBeHidden()
  await page.keyboard.press('Shift+Tab')
  await expect(menu).toBeFocused()

  await page.keyboard.press('Enter')
  await page.keyboard.press('End')
  await expect(remove).toBeFocused()
  await page.keyboard.press('Enter')
  const hint = page.getByRole('dialog', { name: 'Hint' })
  await expect(hint).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(hint).toBeHidden()
  // Back where the reader was, the menu closed; the post is still there.
  await expect(menu).toBeFocused()
  await expect(remove).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

/** Each page at 200% text (the root size the rem-based layout follows, as a browser's font-size
 * setting sets it): nothing clipped by its own box, nothing spilling sideways. */
async function expectReadableAtDoubleText(page: Page, paths: string[]) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.style.fontSize = '200%'
    })
  })
  for (const path of paths) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.locator('.loading').filter({ visible: true })).toHaveCount(0)
    const problems = await page.evaluate(() => {
      const found: string[] = []
      for (const element of document.querySelectorAll<HTMLElement>('body *')) {
        const style = getComputedStyle(element)
        const box = element.getBoundingClientRect()
        // Skipped: what is not drawn, and text only for screen readers (sr-only: a 1px box).
        if (box.width <= 1 || style.visibility === 'hidden' || !element.textContent?.trim()) continue
        const clips =
          style.overflowX === 'hidden' || style.overflowY === 'hidden' || style.overflow === 'clip'
        // Text cut off by its own box. A deliberate cut says so with an ellipsis: text-overflow on
        // one line, -webkit-line-clamp on several (a notification's two-line preview).
        const isDeliberate =
          style.textOverflow === 'ellipsis' || style.getPropertyValue('-webkit-line-clamp') !== 'none'
        if (clips && !isDeliberate && element.children.length === 0)
          if (
            element.scrollHeight > element.clientHeight + 2 ||
            element.scrollWidth > element.clientWidth + 2
          )
            found.push(
              `<${element.tagName.toLowerCase()} class="${element.className}"> clips "${element.textContent.trim().slice(0, 30)}"`,
            )
      }
      // A short word (a label, a heading) broken across two lines ("Notifica-tions") is a box too
      // narrow for it, where the row should wrap or the label end in an ellipsis; only a word too
      // long for any line (a 45-letter term, a link) may break. Words of the page's text, not of
      // what it hides or writes one letter to a line on purpose.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      const range = document.createRange()
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || parent.closest('[aria-hidden="true"], .sr-only, script, style')) continue
        // Whole words of letters only: not part of a name like `s_umx11yyi41797` or a link.
        for (const word of (node.textContent ?? '').matchAll(/(?<![\w@/.-])[A-Za-z]{2,14}(?![\w@/-])/g)) {
          range.setStart(node, word.index)
          range.setEnd(node, word.index + word[0].length)
          const rects = [...range.getClientRects()].filter((r) => r.width > 0)
          if (new Set(rects.map((r) => Math.round(r.top))).size < 2) continue
          // Wider than a line of the page itself: it cannot but break.
          const page = parent.closest('main') ?? document.documentElement
          const pageStyle = getComputedStyle(page)
          const line =
            page.clientWidth -
            Number.parseFloat(pageStyle.paddingLeft) -
            Number.parseFloat(pageStyle.paddingRight)
          if (rects.reduce((sum, r) => sum + r.width, 0) < line - 1)
            found.push(
              `"${word[0]}" breaks inside the word (in <${parent.tagName.toLowerCase()} class="${parent.className}">)`,
            )
        }
      }
      // The tab rail (fixed at the left from md) must not cover the page: its content starts
      // right of the rail, whatever the text size.
      const rail = [...document.querySelectorAll('nav')].find(
        (nav) =>
          getComputedStyle(nav).position === 'fixed' &&
          nav.getBoundingClientRect().height > nav.getBoundingClientRect().width,
      )
      const main = document.querySelector('#root main')
      if (rail && main) {
        const contentLeft =
          main.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(main).paddingLeft)
        if (rail.getBoundingClientRect().right > contentLeft)
          found.push(
            `the tab rail (right ${rail.getBoundingClientRect().right}) covers the page (from ${contentLeft})`,
          )
      }
      return found.slice(0, 12)
    })
    const spill = await sideways(page)
    expect(spill ? [spill, ...problems] : problems, path).toEqual([])
  }
}

test('at 200% text size nothing is clipped or spills sideways on the main pages', async ({ page }) => {
  await expectReadableAtDoubleText(page, ['/', '/explore', '/posts', '/login', '/app', '/terms'])
})

test('at 200% text size the signed-in pages stay readable too', async ({ page }) => {
  test.slow()
  await signUp(page)
  await createBook(page, { title: `Large text ${tag()}`, isPublic: true })
  await addPoint(page, {
    title: 'Photosynthesis in the chloroplast',
    content: 'Light energy becomes chemical energy.',
    hiddenContent: 'Glucose and oxygen',
  })
  const pointPath = new URL(page.url()).pathname
  await page
    .getByRole('link', { name: /Large text/ })
    .first()
    .click()
  const bookPath = new URL(page.url()).pathname
  // A post of mine, with its author line and actions.
  await page.goto('/posts')
  await page.getByRole('button', { name: 'Write a post' }).click()
  await page.getByLabel('Title (optional)').fill('Question about mitochondria')
  await page.getByLabel('Content').fill('Why do they have their own DNA?')
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('link', { name: 'Question about mitochondria' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Question about mitochondria' })).toBeVisible()
  const postPath = new URL(page.url()).pathname
  // My profile, with its badge and the button that shows it as my title.
  const me = (await (await page.request.get('/api/me')).json()) as { id: string }
  await expectReadableAtDoubleText(page, [
    // Home signed in: the day's cards and the shortcuts.
    '/',
    postPath,
    `/id/${me.id}/follower`,
    '/explore',
    `/id/${me.id}`,
    '/mine',
    '/study',
    '/stars',
    '/notifications',
    '/timers',
    '/setting',
    bookPath,
    pointPath,
  ])
})
