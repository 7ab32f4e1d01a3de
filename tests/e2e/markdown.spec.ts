import { signUp } from './accounts'
import { addPoint, createBook, tag } from './books'
import { expect, test } from './fixtures'

test('code and math render on the page that has them; a plain card never downloads their libraries', async ({
  page,
}) => {
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
  await signUp(page)
  await createBook(page, { title: `Physics ${tag()}` })
  const book = page.url()
  await addPoint(page, { title: 'Plain', content: 'Force is **mass** times acceleration.' })
  await expect(page.locator('.markdown strong', { hasText: 'mass' })).toBeVisible()
  expect(fetched.filter((path) => /\/assets\/(katex-render|highlight)-/.test(path))).toEqual([])

  await page.goto(book)
  await addPoint(page, {
    title: 'Energy',
    content: 'Einstein: $E = mc^2$\n\n```python\nimport math\n```',
  })
  await expect(page.locator('.markdown .katex').first()).toBeVisible()
  await expect(page.locator('.markdown .hljs-keyword', { hasText: 'import' })).toBeVisible()
  expect(fetched.some((path) => /\/assets\/katex-render-/.test(path))).toBe(true)
})
