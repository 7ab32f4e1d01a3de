import { newUser, signUp } from './accounts'
import { addPoint, createBook, tab, tag } from './books'
import { expect, expectConsoleError, test } from './fixtures'
import { sideways } from './layout'
import { holdAnswers } from './network'

// What a first visit from a shared link gets before and while the app's code loads (decision 018).

test('a shared book link: the frame paints first, the page’s answers are asked for once, early', async ({
  page,
  browser,
}) => {
  await signUp(page)
  const title = `Shared early ${tag()}`
  await createBook(page, { title, isPublic: true })
  await addPoint(page, { title: 'Osmosis', content: 'Water follows the solute.' })
  await page.getByRole('link', { name: title }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const address = new URL(page.url()).pathname

  const visitor = await (await browser.newContext()).newPage()
  const asked: string[] = []
  visitor.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search)
  })
  await visitor.goto(address)
  // The HTML names the answers; boot.js asks for them before the app has loaded.
  const early = JSON.parse((await visitor.locator('#early-api').textContent()) ?? '[]') as string[]
  expect(early).toContain(`/api${address}`)
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(visitor.getByText('Osmosis')).toBeVisible()
  // The app used them: each was asked for once, not again by the page once its code ran.
  for (const path of early)
    expect(
      asked.filter((p) => p === path),
      path,
    ).toHaveLength(1)
  await visitor.context().close()
})

test('when the app’s code cannot be downloaded, the frame says so in the visitor’s language, with Reload', {
  tag: '@phone',
}, async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ja-JP' })
  const page = await context.newPage()
  expectConsoleError(page, /Failed to load|ERR_FAILED|net::/)
  let blocked = true
  await page.route(/\/assets\/.*\.js$/, (route) => (blocked ? route.abort() : route.continue()))
  await page.goto('/explore')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Pointbook を読み込めませんでした')
  // The frame's top bar stays: the page does not go blank.
  await expect(page.locator('#boot-shell header')).toContainText('Pointbook')
  blocked = false
  await alert.getByRole('button', { name: '再読み込み' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '探す' })).toBeVisible()
  await expect(page.locator('#boot-shell')).toHaveCount(0)
  await context.close()
})

test('while the first page’s answer is slow, the app’s top bar and tabs come up around the frame’s page part, kept until the page replaces it — never a blank screen', async ({
  page,
  browser,
}) => {
  await signUp(page)
  const title = `Kept frame ${tag()}`
  await createBook(page, { title, isPublic: true })
  const address = new URL(page.url()).pathname

  const visitor = await (await browser.newContext()).newPage()
  // Every animation frame from the first paint to the page: was the top bar there, and did the
  // app show the frame (with the book's title the server wrote into it) while it waited?
  await visitor.addInitScript(() => {
    const seen = { blank: 0, kept: false, page: false }
    ;(window as unknown as { __seen: typeof seen }).__seen = seen
    let painted = false
    const watch = () => {
      if (document.querySelector('#root header')) painted = true
      else if (painted) seen.blank++
      if (document.querySelector('#root [data-frame] h1')) seen.kept = true
      // The page itself: an h1 in the app's main, neither the frame's nor inside the kept frame.
      seen.page =
        !!document.querySelector('#root main h1') &&
        !document.getElementById('boot-shell') &&
        !document.querySelector('#root [data-frame]')
      if (!seen.page) requestAnimationFrame(watch)
    }
    requestAnimationFrame(watch)
  })
  // The book's answer is held back until the app's own top bar and tabs are up around the kept
  // frame: they do not wait for the page's data.
  const release = await holdAnswers(visitor, /\/api\/books\//)
  await visitor.goto(address)
  await expect(tab(visitor, 'Posts')).toBeVisible()
  await expect(visitor.locator('#boot-shell')).toHaveCount(0)
  await expect(visitor.locator('#root [data-frame] h1')).toHaveText(title)
  const keptTitle = await visitor.locator('#root [data-frame] h1').boundingBox()
  release()
  const heading = visitor.getByRole('heading', { level: 1, name: title })
  await expect(heading).toBeVisible()
  // The page's title takes the place of the one the server wrote: nothing jumps.
  expect(await heading.boundingBox()).toEqual(keptTitle)
  await expect(visitor.locator('#root [data-frame]')).toHaveCount(0)
  // The watcher looks once an animation frame, so it may see the page a frame after Playwright
  // does (CI once read it in between: page false).
  await expect
    .poll(() => visitor.evaluate(() => (window as unknown as { __seen: unknown }).__seen))
    .toEqual({ blank: 0, kept: true, page: true })
  await visitor.context().close()
})

test('Explore’s first books are painted with the HTML, and the app’s list takes their places', async ({
  page,
  browser,
}) => {
  await signUp(page)
  const title = `Explored first ${tag()}`
  await createBook(page, { title, isPublic: true })

  const visitor = await (await browser.newContext()).newPage()
  // The list's answer is asked for as the page loads (as the frame's list was made) and held back
  // until the app's top bar is up around the frame's page part.
  const release = await holdAnswers(visitor, /\/api\/books\?scope=explore/)
  await visitor.goto('/explore')
  await expect(tab(visitor, 'Posts')).toBeVisible()
  const kept = visitor.locator('#root [data-frame]')
  const keptCard = kept.locator('li').filter({ hasText: title })
  await expect(keptCard).toBeVisible()
  const frameBoxes = {
    search: await kept.locator('.input').boundingBox(),
    tabs: await kept.locator('[role="tablist"]').boundingBox(),
    card: await keptCard.boundingBox(),
  }
  release()
  const main = visitor.locator('#root main')
  const card = main.getByRole('link', { name: new RegExp(title) })
  await expect(card).toBeVisible()
  await expect(kept).toHaveCount(0)
  // Nothing moves when the app's page replaces the frame's.
  expect({
    search: await main.getByRole('searchbox').locator('xpath=..').boundingBox(),
    tabs: await main.getByRole('tablist').boundingBox(),
    card: await main.locator('li').filter({ hasText: title }).boundingBox(),
  }).toEqual(frameBoxes)
  await visitor.context().close()
})

test('a shared post’s author, kind and title are painted with the HTML, where the app’s post puts them', async ({
  page,
  browser,
}) => {
  // A name whose line (with the @username) fits a phone's card alone but not beside a visitor's
  // Follow and menu buttons: it wraps, in the frame as in the app.
  await signUp(page, { ...newUser('u'), name: 'Student Ann' })
  const title = `Shared post ${tag()}`
  const response = await page.request.post('/api/posts', {
    data: { kind: 'study', title, content: 'Spaced repetition, **every day**.' },
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const { slug } = (await response.json()) as { slug: string }

  const visitor = await (await browser.newContext()).newPage()
  const release = await holdAnswers(visitor, /\/api\/posts\//)
  await visitor.goto(`/posts/${slug}`)
  await expect(tab(visitor, 'Posts')).toBeVisible()
  const kept = visitor.locator('#root [data-frame]')
  await expect(kept.locator('h1')).toHaveText(title)
  const frameBoxes = {
    card: await kept.locator('article').boundingBox(),
    title: await kept.locator('h1').boundingBox(),
    kind: await kept.locator('.badge-primary').boundingBox(),
  }
  release()
  const heading = visitor.getByRole('heading', { level: 1, name: title })
  await expect(heading).toBeVisible()
  await expect(kept).toHaveCount(0)
  const card = visitor.getByTestId('post-card')
  // The card starts where the frame's did, and the kind and title do not move.
  expect({
    card: { ...(await card.boundingBox()), height: frameBoxes.card?.height },
    title: await heading.boundingBox(),
    kind: await card.locator('.badge-primary').boundingBox(),
  }).toEqual(frameBoxes)
  await visitor.context().close()
})

test('a shared profile’s card is painted with the HTML, where the app’s profile puts it', async ({
  page,
  browser,
}) => {
  await signUp(page, { ...newUser('p'), name: 'Student Bea' })
  const origin = new URL(page.url()).origin
  // With a word longer than a phone is wide: it wraps inside the card, in the frame and the app.
  const bio = `Biology & chemistry, every morning. ${'x'.repeat(80)}`
  const saved = await page.request.patch('/api/me', {
    data: { bio },
    headers: { Origin: origin },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  const { id } = (await (await page.request.get('/api/me')).json()) as { id: string }

  const visitor = await (await browser.newContext()).newPage()
  const release = await holdAnswers(visitor, /\/api\/profiles\//)
  await visitor.goto(`/id/${id}`)
  await expect(tab(visitor, 'Posts')).toBeVisible()
  const kept = visitor.locator('#root [data-frame]')
  await expect(kept.locator('h1')).toHaveText('Student Bea')
  const frameBoxes = {
    card: await kept.locator('section').boundingBox(),
    name: await kept.locator('h1').boundingBox(),
    bio: await kept.getByText(bio).boundingBox(),
  }
  expect(await sideways(visitor)).toBeNull()
  release()
  const heading = visitor.getByRole('heading', { level: 1, name: 'Student Bea' })
  await expect(heading).toBeVisible()
  await expect(kept).toHaveCount(0)
  const card = visitor.locator('#root main section').first()
  // The bio rendered as Markdown (not its source, shown while the renderer loads).
  await expect(card.locator('[aria-busy]')).toHaveCount(0)
  // The card, the name and the bio are where the frame put them.
  expect({
    card: await card.boundingBox(),
    name: await heading.boundingBox(),
    bio: await card.getByText(bio).boundingBox(),
  }).toEqual(frameBoxes)
  expect(await sideways(visitor)).toBeNull()
  await visitor.context().close()
})
