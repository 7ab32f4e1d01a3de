import type { Page } from '@playwright/test'
import { signUp } from './accounts'
import { tag } from './books'
import { expect, test } from './fixtures'
import { holdAnswers } from './network'

declare global {
  interface Window {
    __layouts?: { main: string; cards: Record<string, string> }[]
  }
}

/** The home page's parts, each by what names it. */
const CARDS = {
  welcome: 'main h1',
  'study-today': '[data-testid="study-today"]',
  'next-exams': 'section[aria-labelledby="next-exams"]',
  shortcuts: 'nav[aria-label="Shortcuts"]',
}

/** Where each part of the page is drawn, every frame that changes it, from the first paint. */
async function recordLayouts(page: Page) {
  await page.addInitScript((cards) => {
    const layouts: NonNullable<Window['__layouts']> = []
    window.__layouts = layouts
    const record = () => {
      const main = document.querySelector('#root main')
      const entry = {
        // What the page part shows before the cards: the frame or a skeleton, else nothing.
        main: main
          ? main.querySelector('.skeleton')
            ? 'skeleton'
            : main.textContent?.trim()
              ? 'text'
              : 'blank'
          : '',
        cards: {} as Record<string, string>,
      }
      for (const [name, selector] of Object.entries(cards)) {
        const box = document.querySelector(selector)?.getBoundingClientRect()
        if (box) entry.cards[name] = `top ${Math.round(box.top)}, height ${Math.round(box.height)}`
      }
      if (JSON.stringify(entry) !== JSON.stringify(layouts.at(-1))) layouts.push(entry)
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  }, CARDS)
}

test('home keeps each card in its place from its first paint while its data comes in', async ({ page }) => {
  await signUp(page)
  const created = await page.request.post('/api/timers', {
    data: { name: `Finals ${tag()}`, days: 30, bookIds: [] },
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(created.ok(), await created.text()).toBe(true)
  await recordLayouts(page)
  // The timers answer first and today's cards later: the order in which Study today appeared
  // above Next exams and pushed it and the shortcuts down (found by a tester).
  const releaseTimers = await holdAnswers(page, /\/api\/timers/)
  const releaseStudy = await holdAnswers(page, /\/api\/study\/due/)
  await page.goto('/')
  await expect(page.locator('#root main .skeleton').first()).toBeVisible()
  const timersAnswered = page.waitForEvent('requestfinished', (request) =>
    /\/api\/timers/.test(request.url()),
  )
  releaseTimers()
  await timersAnswered
  releaseStudy()
  await expect(page.getByTestId('home-timers')).toContainText('Finals')
  await expect(page.getByTestId('study-today')).toContainText('No cards to study yet.')
  // Both answers are drawn: two more frames, and the recorder has seen the page as it stays.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )

  const layouts = (await page.evaluate(() => window.__layouts)) ?? []
  const first = layouts.findIndex((layout) => Object.keys(layout.cards).length > 0)
  expect(first, 'the page was drawn').toBeGreaterThan(-1)
  // Before the page: the frame's skeleton, never an empty page between it and the page.
  expect(layouts.slice(0, first).filter((layout) => layout.main === 'blank')).toEqual([])
  // From its first paint, every card is there, and none moves or changes its size.
  expect(Object.keys(layouts[first]?.cards ?? {})).toEqual(Object.keys(CARDS))
  for (const name of Object.keys(CARDS))
    expect(new Set(layouts.slice(first).map((layout) => layout.cards[name])), name).toEqual(
      new Set([layouts[first]?.cards[name]]),
    )
})

/** The shortcuts' rows: how many tiles each has. */
async function shortcutRows(page: Page): Promise<number[]> {
  const tops = await page
    .getByRole('navigation', { name: 'Shortcuts' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)))
  const rows = new Map<number, number>()
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1)
  return [...rows.values()]
}

test('the shortcuts sit three in a row, and at 200% text one a row where three do not fit: never one left alone', async ({
  page,
}, testInfo) => {
  await signUp(page)
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link')).toHaveCount(3)
  // At 390 px two and one on its own row (found by a tester); at 1280 px three.
  expect(await shortcutRows(page)).toEqual([3])

  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%'
  })
  const isPhone = testInfo.project.name.startsWith('phone')
  await expect.poll(() => shortcutRows(page)).toEqual(isPhone ? [1, 1, 1] : [3])
})
