import { describe, expect, it } from 'vitest'
import { paragraphsOnly, parsed, renderMarkdown } from './render'

// Pieces of what comments say without Markdown, and of what they say with it: random texts made
// of them must render alike whichever way `renderMarkdown` takes.
const PIECES = [
  'Nice',
  'post',
  ' ',
  '  ',
  '\n',
  '\n\n',
  '\n  \n',
  '\r\n',
  '加油',
  'がんばって',
  '。',
  ',',
  '.',
  '?',
  "'",
  '"',
  '(',
  ')',
  ':',
  ';',
  '/',
  '%',
  '3',
  '1.',
  '2)',
  '-',
  '+',
  'é',
  '😀',
  '**',
  '_',
  '`',
  '#',
  '>',
  '<b>',
  '&amp;',
  '$x$',
  '[a](b)',
  'https://example.test',
  'me@example.test',
  'www.example.test',
  '    ',
  '\t',
  '\u3000',
  '\u00a0',
  '|',
  '===',
]

/** The same random texts on every run (a seeded generator), so a failure can be read again. */
function* texts(count: number): Generator<string> {
  let seed = 20261130
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
  for (let n = 0; n < count; n++) {
    const length = 1 + Math.floor(next() * 12)
    yield Array.from({ length }, () => PIECES[Math.floor(next() * PIECES.length)]).join('')
  }
}

describe('renderMarkdown of text with no Markdown', () => {
  it('makes the HTML markdown-it makes, without running it', () => {
    let shortcuts = 0
    for (const text of texts(4000)) {
      const html = paragraphsOnly(text)
      if (html === null) continue
      shortcuts++
      expect(html, JSON.stringify(text)).toBe(parsed(text))
    }
    // The generator gives both kinds: the check above is not vacuous.
    expect(shortcuts).toBeGreaterThan(400)
  })

  it('takes the short way for plain words and line breaks only', () => {
    expect(paragraphsOnly('Nice post,\nreally.\n\nThanks!')).toBeNull()
    expect(paragraphsOnly('Nice post,\nreally.\n\nThanks')).toBe(
      '<p>Nice post,<br>\nreally.</p>\n<p>Thanks</p>\n',
    )
    expect(paragraphsOnly('我们**加油**吧')).toBeNull()
    expect(renderMarkdown('我们**加油**吧')).toBe('<p>我们<strong>加油</strong>吧</p>\n')
  })
})
