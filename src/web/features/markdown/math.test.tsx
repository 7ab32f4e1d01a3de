import { beforeAll, describe, expect, it } from 'vitest'
import { loadAllExtras, renderMarkdown } from './render'
import { dom } from './test-dom'

// Highlighting and KaTeX load on demand in the app (MarkdownBody); these tests render with both.
beforeAll(loadAllExtras)

const render = (source: string) => dom(renderMarkdown(source))
const formulas = (root: Element) => [...root.querySelectorAll('.katex')]

describe('math', () => {
  it('renders $inline$ formulas with KaTeX inside the paragraph', () => {
    const root = render('Area is $x^2$ here')
    const [formula] = formulas(root)
    expect(formula?.closest('p')).not.toBeNull()
    expect(formula?.closest('.katex-display')).toBeNull()
    expect(formula?.querySelector('math msup')).not.toBeNull()
  })

  it('renders $$display$$ formulas as a block, on one line or several', () => {
    for (const source of [
      '$$\\int_0^1 x\\,dx$$',
      '$$\n\\int_0^1 x\\,dx\n$$',
      'Text\n$$\n\\int_0^1\nx\\,dx\n$$',
    ]) {
      const root = render(source)
      const display = root.querySelector('.math-block > .katex-display')
      expect(display, source).not.toBeNull()
      expect(display?.querySelector('math msubsup mo')?.textContent, source).toBe('∫')
    }
  })

  it('renders $$display$$ inside a line of text', () => {
    expect(render('so $$a+b$$ holds').querySelector('p .katex-display')).not.toBeNull()
  })

  it('does not read the TeX source out again after the MathML', () => {
    expect(render('$x^2$').querySelector('math')?.textContent).toBe('x2')
  })

  it('leaves prices, escaped dollars and unclosed dollars as text', () => {
    for (const source of ['$5 and $10', 'costs \\$5 and \\$6', 'a $ b $ c', '$x', '$$\nx']) {
      const root = render(source)
      expect(formulas(root), source).toEqual([])
      expect(root.textContent, source).toContain('$')
    }
  })

  it('does not look for math inside code', () => {
    expect(formulas(render('`$x$`\n\n```\n$$y$$\n```'))).toEqual([])
  })

  it('shows a malformed formula as an error instead of throwing', () => {
    let root: HTMLElement | undefined
    expect(() => {
      root = render('bad $\\frac{1}{$ and $$\\begin{x}$$ then ok')
    }).not.toThrow()
    const errors = [...(root?.querySelectorAll('.katex-error') ?? [])]
    expect(errors.map((e) => e.textContent)).toEqual(['\\frac{1}{', '\\begin{x}'])
    expect(root?.textContent).toContain('then ok')
  })

  it('refuses commands that would need trust, such as \\href', () => {
    const root = render('$\\href{javascript:alert(1)}{x}$ $\\url{https://example.com}$')
    expect(root.querySelector('a')).toBeNull()
  })
})
