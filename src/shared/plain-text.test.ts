import { describe, expect, it } from 'vitest'
import { plainText } from './plain-text'

describe('plainText', () => {
  it('drops the marks of headings, quotes, bullets, rules and tables, keeping their words', () => {
    expect(plainText('Bob study post **hello**')).toBe('Bob study post hello')
    expect(plainText('# Title #\n\n> quoted _words_\n> > deeper\n\n- one\n* [x] ~~two~~\n\n---\n\nEnd')).toBe(
      'Title quoted words deeper one two End',
    )
    expect(plainText('Setext\n======\n\nAnd\n---')).toBe('Setext And')
    expect(plainText('| Term | Meaning |\n| :-- | --: |\n| ATP | energy \\| currency |')).toBe(
      'Term Meaning ATP energy | currency',
    )
  })

  it('keeps the numbers of a numbered list, which the reader sees', () => {
    expect(plainText('Steps:\n\n1. Mix\n2) Bake')).toBe('Steps: 1. Mix 2) Bake')
  })

  it('drops nested and intraword emphasis, as the renderer reads it, and keeps what is no emphasis', () => {
    expect(plainText('***all** of it* and **bold _with italic_ inside**')).toBe(
      'all of it and bold with italic inside',
    )
    expect(plainText('un*frigging*believable, __strong__ ~~gone~~')).toBe('unfriggingbelievable, strong gone')
    // Unpaired or spaced marks are text: arithmetic, snake_case, a lone tilde, a stray star.
    expect(plainText('2 * 3 * 4, snake_case_name, ~5 km, **not closed')).toBe(
      '2 * 3 * 4, snake_case_name, ~5 km, **not closed',
    )
    expect(plainText('\\*not emphasis\\* and a \\# hash')).toBe('*not emphasis* and a # hash')
    expect(plainText('**a*')).toBe('*a')
  })

  it('reads Chinese and Japanese with their emphasis dropped, as the renderer shows them', () => {
    expect(plainText('我们**加油**吧')).toBe('我们加油吧')
    expect(plainText('## 光合作用\n\n植物は*光*を使う。\n第二行')).toBe('光合作用 植物は光を使う。 第二行')
    // CommonMark does not close emphasis after punctuation before a letter: the renderer shows
    // the stars, and so does the line.
    expect(plainText('**加油！**吧')).toBe('**加油！**吧')
  })

  it('keeps a link’s text and an image’s alternative text, never their addresses', () => {
    expect(plainText('See [the **notes**](https://example.test "Notes") ![a chart](/a.png) now')).toBe(
      'See the notes a chart now',
    )
    expect(plainText('[Nested [brackets]](https://example.test/a_(b)) and <https://example.test/x>')).toBe(
      'Nested [brackets] and https://example.test/x',
    )
    expect(
      plainText('A [reference][ref] and [shortcut].\n\n[ref]: https://example.test\n[shortcut]: /s'),
    ).toBe('A reference and shortcut.')
    // Brackets that are no link stay: an index, a footnote-like mark, text in parentheses.
    expect(plainText('a[0][1] and [note] (aside) [x](not a link)')).toBe(
      'a[0][1] and [note] (aside) [x](not a link)',
    )
  })

  it('keeps code as written, without its fences or backticks', () => {
    expect(plainText('Run `npm **test**` then:\n\n```js\nlet x = 1 * 2\n```\n\n~~~\nplain\n~~~')).toBe(
      'Run npm **test** then: let x = 1 * 2 plain',
    )
    expect(plainText('``a ` b`` and ```inline``` text')).toBe('a ` b and inline text')
    expect(plainText('```\nnever closed *here*')).toBe('never closed *here*')
  })

  it('keeps a formula’s source without its dollars, and prices as prices', () => {
    expect(plainText('Einstein: $E = mc^2$, so $$a_1 * b_2$$ holds')).toBe(
      'Einstein: E = mc^2, so a_1 * b_2 holds',
    )
    expect(plainText('Before\n\n$$\n\\frac{a}{b}\n$$\n\nafter')).toBe('Before \\frac{a}{b} after')
    expect(plainText('It costs $5 and $10, or \\$x\\$')).toBe('It costs $5 and $10, or $x$')
  })

  it('drops HTML tags and comments, keeps their text, and reads entities as their characters', () => {
    expect(plainText('H<sub>2</sub>O is <b>water</b><br>really<!-- hidden -->')).toBe('H2O is water really')
    expect(plainText('a < b > c, Tom &amp; Jerry &lt;3 &#x4E2D;&#25991; &bogus;')).toBe(
      'a < b > c, Tom & Jerry <3 中文 &bogus;',
    )
  })

  it('is one line with no control characters: NUL and &#0; never come through', () => {
    const line = plainText('a\u0000b\r\n\r\nc\t\td\u0007 &#0; \u00a0 e\n')
    expect(line).toBe('ab c d \ufffd e')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
    expect(line).not.toMatch(/[\u0000-\u001f\u007f]/)
    expect(plainText('')).toBe('')
    expect(plainText('  \n\n ')).toBe('')
  })

  it('reads text with no Markdown as it is, and stays fast on text built to be slow', () => {
    expect(plainText('Just words, 3.5 of them; e.g. main.py (v2).')).toBe(
      'Just words, 3.5 of them; e.g. main.py (v2).',
    )
    const started = performance.now()
    for (const hostile of [
      '['.repeat(10_000),
      '`'.repeat(3).concat(' `').repeat(2000),
      '$a '.repeat(3000),
      '*a _'.repeat(2500),
      '$$a\n'.repeat(2500),
    ])
      expect(plainText(hostile).length).toBeGreaterThan(0)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
