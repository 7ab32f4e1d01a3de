import type { Page } from '@playwright/test'
import { signUp } from './accounts'
import { confirmHint, tag } from './books'
import { expect, expectToast, recordToasts, test } from './fixtures'

async function myId(page: Page): Promise<string> {
  const response = await page.request.get('/api/me')
  return ((await response.json()) as { id: string }).id
}

test('two people follow, post, like, comment, reply, share, star, unfollow and block', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow()
  const id = tag()
  const title = `Krebs cycle notes ${id}`
  const a = await signUp(page)
  const aId = await myId(page)
  const other = await browser.newContext()
  await recordToasts(other)
  const pageB = await other.newPage()
  const b = await signUp(pageB)
  const bId = await myId(pageB)

  // A follows B from B's profile; the count moves at once.
  await page.goto(`/id/${bId}`)
  await page.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByTestId('follower-count')).toHaveText('1')

  // B writes a study post (study is the default kind).
  await pageB.goto('/posts')
  await pageB.getByRole('button', { name: 'Write a post' }).click()
  await expect(
    pageB.getByRole('radiogroup', { name: 'Kind', exact: true }).getByRole('radio', { name: 'Study' }),
  ).toBeChecked()
  await expect(pageB.getByLabel('Title (optional)')).toBeFocused()
  await pageB.getByLabel('Title (optional)').fill(title)
  await pageB.getByLabel('Content').fill('The **citric acid** cycle, step by step.')
  await pageB.getByRole('button', { name: 'Publish' }).click()
  await expectToast(pageB, 'Published')

  // A finds it under Following, filtered by study, and not under life.
  await page.goto('/posts?feed=following&kind=life')
  await expect(page.getByText('Follow people to see their posts here.')).toBeVisible()
  await page.getByRole('radiogroup', { name: 'Filter by kind' }).getByRole('radio', { name: 'Study' }).click()
  await expect(page).toHaveURL(/kind=study/)
  const card = page.getByTestId('post-card').filter({ hasText: title })
  await expect(card.locator('strong', { hasText: 'citric acid' })).toBeVisible()
  await card.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

  // A likes and comments; B replies; both counts show on both sides.
  await page.getByRole('button', { name: 'Like' }).click()
  await expect(page.getByTestId('like-count')).toHaveText('1')
  await page.getByLabel('Your comment').fill('Great notes, thank you!')
  await page.getByRole('button', { name: 'Comment', exact: true }).click()
  await expectToast(page, 'Comment added')
  await expect(page.getByRole('heading', { name: '1 comment' })).toBeVisible()

  await pageB.goto('/posts?feed=everyone')
  await pageB.getByTestId('post-card').filter({ hasText: title }).getByRole('link', { name: title }).click()
  // The feed stays on screen until the post has loaded: its card has a like count too.
  await expect(pageB.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(pageB.getByTestId('like-count')).toHaveText('1')
  await pageB
    .getByTestId('comment')
    .filter({ hasText: 'Great notes' })
    .getByRole('button', { name: 'Reply' })
    .click()
  await expect(pageB.getByText(`Replying to @${a.username}`)).toBeVisible()
  // The reply box takes the focus, in view (above the dock on a phone).
  await expect(pageB.getByLabel('Your reply')).toBeFocused()
  await expect(pageB.getByLabel('Your reply')).toBeInViewport()
  await pageB.keyboard.type('Glad it helps!')
  await pageB.getByRole('button', { name: 'Reply', exact: true }).last().click()
  await expectToast(pageB, 'Comment added')
  await expect(pageB.getByRole('heading', { name: '2 comments' })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { name: '2 comments' })).toBeVisible()
  const reply = page.getByTestId('comment').filter({ hasText: 'Glad it helps!' })
  await expect(reply.getByText(`Replying to @${a.username}`)).toBeVisible()
  await expect(page.getByTestId('comment-count')).toHaveText('2')

  // The share link is /posts/{slug}, and it opens the post.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Share' }).click()
  await expectToast(page, 'Link copied')
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toMatch(new RegExp(`^${baseURL}/posts/krebs-cycle-notes-`))
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

  // A stars it and finds it in /stars under Posts.
  await page.getByRole('button', { name: /Star/ }).click()
  await expect(page.getByTestId('star-count')).toHaveText('1')
  await page.goto('/stars?kind=post')
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible()

  // B follows A back: they are friends.
  await pageB.goto(`/id/${aId}`)
  await pageB.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(pageB.getByTestId('follower-count')).toHaveText('1')
  await page.goto(`/id/${aId}/friends`)
  await expect(page.getByTestId('people').getByText(b.name)).toBeVisible()

  // A unfollows B: the post leaves Following.
  await page.goto(`/id/${bId}`)
  await page.getByRole('button', { name: 'Following', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible()
  await page.goto('/posts?feed=following')
  await expect(page.getByText('Follow people to see their posts here.')).toBeVisible()

  // B blocks A: A can no longer follow, like or comment, and B's posts leave A's feeds.
  await pageB.goto(`/id/${aId}`)
  await pageB.getByRole('button', { name: 'More actions' }).click()
  await pageB.getByRole('menuitem', { name: 'Block' }).click()
  await confirmHint(pageB)
  await expectToast(pageB, `Blocked ${a.name}`)
  await expect(pageB.getByTestId('block-note')).toBeVisible()
  await pageB.goto('/setting')
  await expect(pageB.getByRole('region', { name: 'Blocked people' }).getByText(a.name)).toBeVisible()

  await page.goto(`/id/${bId}`)
  await expect(page.getByText('This person has blocked you.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0)
  await page.goto('/posts?feed=everyone')
  await expect(page.getByText(title)).toHaveCount(0)
  await page.goto(link)
  // Said once, where the comment form would be.
  await expect(
    page.getByText('You cannot like, star or comment here because one of you has blocked the other.'),
  ).toHaveCount(1)
  await expect(page.getByLabel('Your comment')).toHaveCount(0)
  // B's reply stays in the thread as a placeholder, so the two comments counted are both there.
  const hiddenByBlock = 'A comment hidden because one of you has blocked the other.'
  await expect(page.getByRole('heading', { name: '2 comments' })).toBeVisible()
  await expect(page.getByText('Glad it helps!')).toHaveCount(0)
  await expect(page.getByTestId('comment').filter({ hasText: hiddenByBlock })).toHaveCount(1)
  // Taking the earlier like back is allowed; then Like is offered no more (decision 023).
  const like = page.getByRole('button', { name: 'Like' })
  await like.click()
  await expect(page.getByTestId('like-count')).toHaveText('0')
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  await expect(like).toBeDisabled()

  // B, the post's author, still sees that A commented, and can remove the comment.
  await pageB.goto(link)
  const aComment = pageB.getByTestId('comment').filter({ hasText: hiddenByBlock })
  await expect(pageB.getByText('Great notes, thank you!')).toHaveCount(0)
  await aComment.getByRole('button', { name: 'Delete' }).click()
  await confirmHint(pageB)
  await expectToast(pageB, 'Comment deleted')
  await expect(pageB.getByRole('heading', { name: '1 comment' })).toBeVisible()
  await other.close()
})

test('a long post is cut in the feed, with Read more, which opens it whole; a short one is not', async ({
  page,
}) => {
  await signUp(page)
  const long = `${'Glycolysis turns glucose into pyruvate, step by step, in the cytoplasm. '.repeat(30)}The end.`
  const short = { title: `Short note ${tag()}`, content: 'Just one line.' }
  const longPost = { title: `Long notes ${tag()}`, content: long }
  const slugs: string[] = []
  for (const post of [short, longPost]) {
    const response = await page.request.post('/api/posts', {
      data: { kind: 'study', ...post },
      headers: { Origin: new URL(page.url()).origin },
    })
    expect(response.ok(), await response.text()).toBe(true)
    slugs.push(((await response.json()) as { slug: string }).slug)
  }
  await page.goto('/posts?feed=everyone')
  const card = (title: string) => page.getByTestId('post-card').filter({ hasText: title })
  await expect(card(short.title).getByText(short.content)).toBeVisible()
  await expect(card(short.title).getByTestId('read-more')).toHaveCount(0)
  await card(longPost.title).getByRole('link', { name: 'Read more' }).click()
  await expect(page).toHaveURL(new RegExp(`/posts/${slugs[1]}$`))
  // The post's own card (its title a heading), not the feed's, which may linger a moment.
  const opened = page.getByTestId('post-card').filter({ has: page.getByRole('heading', { level: 1 }) })
  await expect(opened.getByText('The end.')).toBeVisible()
})

test('a visitor finds Follow on a profile, as on a post, and is asked to sign in first', async ({
  page,
  browser,
}) => {
  await signUp(page)
  const id = await myId(page)
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(`/id/${id}`)
  await visitor.getByRole('button', { name: 'Follow', exact: true }).click()
  const hint = visitor.getByRole('dialog', { name: 'Hint' })
  await expect(hint).toContainText('Please log in first')
  await hint.getByRole('button', { name: 'Confirm' }).click()
  await expect(visitor).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(`/id/${id}`)}`))
  await visitor.context().close()
})
