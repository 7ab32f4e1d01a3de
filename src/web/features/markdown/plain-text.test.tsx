import { describe, expect, it } from 'vitest'
import { plainText } from '../../../shared/plain-text'
import { renderMarkdown } from './render'
import { dom } from './test-dom'

/**
 * The words the renderer shows, as one line: an image as its alternative text, a numbered item
 * with its number, a formula as its source (KaTeX is not loaded here: the renderer shows it so).
 */
function shownText(source: string): string {
  const root = dom(renderMarkdown(source))
  for (const image of root.querySelectorAll('img')) image.replaceWith(image.getAttribute('alt') ?? '')
  for (const list of root.querySelectorAll('ol')) {
    const start = Number(list.getAttribute('start') ?? 1)
    for (const [i, item] of [...list.children].entries()) item.prepend(`${start + i}. `)
  }
  return (root.textContent ?? '').replace(/\s+/g, ' ').trim()
}

// What people write in posts, comments and cards. HTML is the one place the two differ on
// purpose: the renderer shows a tag as text (it never runs HTML), a line drops it (decision 025).
const WRITTEN = [
  '我们**加油**吧',
  '**Bold**, *em*, ***both***, ~~struck~~ and `code *kept*`',
  '# Cells\n\nThe **nucleus** holds _DNA_.\n\n- one\n- two\n  - nested *deep*\n\n> quoted **words**',
  '1. Mix\n2. Bake\n\nThen **eat**.',
  'See [the notes](https://example.test/n "Notes") and ![a chart](https://example.test/c.png) now',
  'Links: https://example.test/x and <https://example.test/y>',
  'Einstein: $E = mc^2$ costs $5 and $10',
  'Display $$\\int_0^1 x\\,dx$$ inline',
  'Before\n\n$$\n\\frac{a}{b}\n$$\n\nafter',
  '```python\nimport math\nprint(2 * 3 * 4)\n```',
  '| Term | Meaning |\n| --- | --- |\n| ATP | energy |',
  'snake_case_name and 2 * 3 and un*frigging*believable',
  '\\*not emphasis\\* &amp; &copy; &#x4E2D;',
  '植物は*光*を使う。\n第二行\n\n---\n\n終わり',
  'A [reference][ref].\n\n[ref]: https://example.test',
  '**加油！**吧',
]

describe('plainText', () => {
  it.each(WRITTEN)('reads %j as the words the renderer shows', (source) => {
    expect(plainText(source)).toBe(shownText(source))
  })
})
