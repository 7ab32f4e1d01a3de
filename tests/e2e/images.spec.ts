import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { signUp } from './accounts'
import { addPoint, createBook, fillPoint, tag } from './books'
import { expect, expectConsoleError, expectToast, test } from './fixtures'

// A 2×2 red PNG, as a screenshot pasted from the clipboard would arrive.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWP4z8DwnwGM/zMwAAAf7gP9qS/A4gAAAABJRU5ErkJggg=='

test('an image pasted into a point is uploaded, linked and shown from our own origin', async ({ page }) => {
  await signUp(page)
  await createBook(page, { title: `Diagrams ${tag()}` })
  await page.getByRole('link', { name: 'Add point' }).first().click()
  await fillPoint(page, { title: 'Heart diagram', content: 'The chambers: ' })

  const content = page.getByLabel('Content', { exact: true })
  await content.focus()
  await content.press('End')
  await content.evaluate((textarea, base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const data = new DataTransfer()
    data.items.add(new File([bytes], 'screenshot.png', { type: 'image/png' }))
    textarea.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, PNG)
  await expect(content).toHaveValue(/^The chambers: !\[\]\(\/api\/storage\/media\/[0-9a-f-]{36}\.webp\)$/)

  await page.getByRole('button', { name: 'Add point' }).click()
  await expectToast(page, 'Point added')
  const image = page.locator('main .markdown img')
  await expect(image).toHaveAttribute('src', /^\/api\/storage\/media\/[0-9a-f-]{36}\.webp$/)
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2)
})

test('a file that is not an image says so on the field and changes nothing', async ({ page }) => {
  // The browser logs the refused upload's 400 itself.
  expectConsoleError(page, /status of 400/)
  await signUp(page)
  await createBook(page, { title: `Diagrams ${tag()}` })
  await page.getByRole('link', { name: 'Add point' }).first().click()
  const content = page.getByLabel('Content', { exact: true })
  await content.fill('Before')
  await content.evaluate((textarea) => {
    const data = new DataTransfer()
    data.items.add(new File(['not really'], 'fake.png', { type: 'image/png' }))
    textarea.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }))
  })
  await expect(page.getByRole('alert')).toContainText('The image was not added')
  await expect(content).toHaveValue('Before')
})

test('an image from another site is asked of our server, never by the browser', async ({ page, baseURL }) => {
  // Another site on this machine that counts who asks it for its picture.
  let hits = 0
  const site = createServer((_request, response) => {
    hits += 1
    response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from(PNG, 'base64'))
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  const remote = `http://127.0.0.1:${(site.address() as AddressInfo).port}/pixel.png`
  const elsewhere: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL ?? '').origin) elsewhere.push(request.url())
  })
  // The server will not fetch from its own machine either (no SSRF). The reader sees a placeholder
  // where the picture would be, and nothing is logged (the fixture fails on any console error).
  try {
    await signUp(page)
    await createBook(page, { title: `Pixels ${tag()}` })
    const proxied = page.waitForResponse((response) => response.url().includes('/api/media/remote?'))
    await addPoint(page, { title: 'Tracked', content: `Look: ![pixel](${remote})` })
    const image = page.locator('main .markdown img')
    await expect(image).toHaveAttribute('src', `/api/media/remote?url=${encodeURIComponent(remote)}`)
    const response = await proxied
    expect([
      response.status(),
      response.headers()['content-type'],
      response.headers()['x-image-error'],
    ]).toEqual([200, 'image/svg+xml', 'VALIDATION_FAILED'])
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBe(320)
    expect(hits).toBe(0)
    expect(elsewhere).toEqual([])
  } finally {
    await new Promise((resolve) => site.close(resolve))
  }
})
