import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { signUp } from './accounts'
import { addPoint, createBook, tag } from './books'
import { expect, expectConsoleError, test } from './fixtures'

/** A page of another origin on the same host (same site: SameSite=Lax still sends the cookie). */
async function serveEvilPage(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' })
    response.end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

async function myBookTitles(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/books?scope=mine&limit=100')
  return ((await response.json()) as { items: { title: string }[] }).items.map((book) => book.title)
}

test('a page on another origin of the same host cannot write with the session cookie', async ({
  page,
  baseURL,
}) => {
  await signUp(page)
  const title = `Mine ${tag()}`
  await createBook(page, { title })
  const bookId = (await (await page.request.get('/api/books?scope=mine')).json()).items[0].id as string

  const evil = await serveEvilPage(`<!doctype html><body>
    <form id="f" method="POST" action="${baseURL}/api/books" enctype="text/plain">
      <input name='{"title":"Planted by evil","x":"' value='"}'>
    </form>
    <script>
      fetch('${baseURL}/api/books/${bookId}/copy', { method: 'POST', mode: 'no-cors', credentials: 'include' })
        .finally(() => document.getElementById('f').submit())
    </script>
  </body>`)
  try {
    const refused = page.waitForResponse((response) => response.url() === `${baseURL}/api/books`)
    // The evil page's own console: its refused requests and its unhandled failed fetch.
    expectConsoleError(page, /ERR_BLOCKED_BY_RESPONSE|Failed to fetch|status of (403|415) .*\/api\/books\]/)
    await page.goto(evil.url)
    expect([403, 415]).toContain((await refused).status())
  } finally {
    await evil.close()
  }
  expect(await myBookTitles(page)).toEqual([title])
})

test('the point, edit-point and book-settings pages log no CSP violation', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
      problems.push(message.text())
  })
  await signUp(page)
  await createBook(page, { title: `CSP ${tag()}` })
  await addPoint(page, { title: 'Cardiac cycle', content: 'Systole and **diastole**.' })
  const pointUrl = page.url()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Cardiac cycle' })).toBeVisible()
  await page.goto(`${pointUrl}/edit`)
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Cardiac cycle')
  await page.getByLabel('Title', { exact: true }).fill('')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.goBack()
  await page.goBack()
  const book = (await (await page.request.get('/api/books?scope=mine')).json()).items[0].id as string
  await page.goto(`/books/${book}/setting`)
  await page.getByLabel('Title').fill('')
  await page.getByRole('button', { name: 'Save' }).click()
  expect(problems.filter((text) => /Content Security Policy|unsafe-eval/i.test(text))).toEqual([])
})
