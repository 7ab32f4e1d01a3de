import type { Page } from '@playwright/test'
import { signUp } from './accounts'
import { addPoint, createBook, tag } from './books'
import { expect, expectToast, recordToasts, test } from './fixtures'

/** A post written over the API as the page's signed-in person; its address. */
async function writePost(page: Page, data: { title: string; content: string }): Promise<string> {
  const response = await page.request.post('/api/posts', {
    data: { kind: 'study', ...data },
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return `/posts/${((await response.json()) as { slug: string }).slug}`
}

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

test('a comment is Markdown as its post is; a notification and a search result quote them as plain text', async ({
  page,
  browser,
}) => {
  const word = `mitochondria${tag()}`
  await signUp(page)
  const postUrl = await writePost(page, {
    title: `Cells ${tag()}`,
    content: `## Energy\n\n**${word}** make [energy](https://example.test/atp) as $ATP$, see ![the cell](/icons/icon-192.png)`,
  })

  // Someone else comments in Markdown, through the comment box.
  const other = await browser.newContext()
  await recordToasts(other)
  const pageB = await other.newPage()
  await signUp(pageB)
  await pageB.goto(postUrl)
  await pageB.getByLabel('Your comment').fill('我们**加油**吧, see `the notes`')
  await pageB.getByRole('button', { name: 'Comment', exact: true }).click()
  await expectToast(pageB, 'Comment added')
  const comment = pageB.getByTestId('comment').filter({ hasText: '我们' })
  await expect(comment.locator('strong')).toHaveText('加油')
  await expect(comment.locator('code')).toHaveText('the notes')
  await expect(comment).not.toContainText('**')
  await other.close()

  // The post's author is told with the comment's words, not its marks.
  await page.goto('/notifications')
  await expect(page.getByTestId('notification-detail').filter({ hasText: '我们' })).toHaveText(
    '我们加油吧, see the notes',
  )

  // The post found by a word of it: its line is the words it shows, the word marked.
  await page.goto(`/search?q=${word}&kind=post`)
  const found = page.getByTestId('search-hit').filter({ hasText: word })
  await expect(found).toContainText(`Energy ${word} make energy as ATP, see the cell`)
  await expect(found.locator('mark')).toHaveText(word)
  for (const syntax of ['**', '##', '](', '$', '![']) await expect(found).not.toContainText(syntax)
})
