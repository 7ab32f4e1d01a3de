import { describe, expect, it } from 'vitest'
import { excerpt } from './excerpt'

describe('excerpt', () => {
  it('keeps a short text whole, as the words its Markdown reads as', () => {
    expect(excerpt('**Krebs** cycle, see [notes](https://example.test)')).toBe('Krebs cycle, see notes')
  })

  it('cuts a long one at whole characters of any script, with an ellipsis', () => {
    expect(excerpt('三羧酸循环是需氧生物体内普遍存在的代谢途径', 10)).toBe('三羧酸循环是需氧生…')
    // An emoji is one character, never half of one.
    expect(excerpt('😀😀😀😀😀😀', 4)).toBe('😀😀😀…')
    expect(excerpt('Citrate comes first then more', 14)).toBe('Citrate comes…')
  })
})
