import { describe, expect, it } from 'vitest'
import { plainText } from './plain-text'

describe('plainText', () => {
  it('drops the marks of emphasis, headings, quotes and lists, keeping their words', () => {
    expect(plainText('Bob study post **hello**')).toBe('Bob study post hello')
    expect(plainText('# Title\n\n> quoted _words_\n- one\n- ~~two~~\n1. `three`')).toBe(
      'Title quoted words one two three',
    )
  })

  it('keeps a link’s text, and drops images, code blocks, formulas and HTML', () => {
    expect(plainText('See [the notes](https://example.test) ![chart](/a.png) now')).toBe('See the notes now')
    expect(plainText('Before\n```js\nlet x = 1\n```\n$$x^2$$ <b>after</b>')).toBe('Before after')
  })
})
