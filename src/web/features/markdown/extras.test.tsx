import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Markdown } from './Markdown'
import { extrasFor, missingExtras, renderMarkdown } from './render'

describe('highlighting and math, loaded only for text that has them', () => {
  it.each([
    ['plain text', 'Mitochondria make **ATP**.', []],
    ['a labelled fence', '```js\nconst a = 1\n```', ['code']],
    ['an unlabelled fence (never highlighted)', '```\nplain\n```', []],
    ['inline math', 'Energy: $E = mc^2$', ['math']],
    ['a math block', '$$\n\\int_0^1 x\\,dx\n$$', ['math']],
    ['prices, which are not math', 'It costs $5 and $10.', []],
    ['a dollar in code', 'Use `$HOME` here.', []],
    ['both', '$x$\n\n~~~py\nprint(1)\n~~~', ['code', 'math']],
  ])('%s needs %j', (_, source, needs) => {
    expect([...extrasFor(source)].sort()).toEqual(needs)
  })

  it('shows a formula as written until KaTeX is in, then renders it', async () => {
    expect(renderMarkdown('$x^2$')).toContain('<code class="math-source">x^2</code>')
    const pending = missingExtras('$x^2$')
    expect(pending).not.toBeNull()
    // The same loading for the same needs: React's use() sees one promise.
    expect(missingExtras('$y$')).toBe(pending)
    await pending
    expect(missingExtras('$x^2$')).toBeNull()
    expect(renderMarkdown('$x^2$')).toContain('class="katex"')
  })

  it('renders highlighted code once highlight.js has loaded, with the source shown meanwhile', async () => {
    const { container, findByText } = render(<Markdown source={'```python\nimport os\n```'} />)
    expect(container.textContent).toContain('import os')
    const keyword = await findByText('import')
    expect(keyword.className).toContain('hljs-keyword')
  })
})
