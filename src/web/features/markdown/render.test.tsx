import { beforeAll, describe, expect, it } from 'vitest'
import { loadAllExtras, renderInlineMarkdown, renderMarkdown } from './render'
import { dangerousUrls, dom, eventHandlers } from './test-dom'

// Highlighting and KaTeX load on demand in the app (MarkdownBody); these tests render with both.
beforeAll(loadAllExtras)

const render = (source: string) => dom(renderMarkdown(source))

describe('renderMarkdown', () => {
  it('renders headings, lists, quotes, strikethrough and inline code', () => {
    const root = render('# Title\n\n## Part\n\n- one\n- two\n\n1. first\n\n> quoted\n\n~~gone~~ `x = 1`')
    expect(root.querySelector('h1')?.textContent).toBe('Title')
    expect(root.querySelector('h2')?.textContent).toBe('Part')
    expect([...root.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['one', 'two'])
    expect(root.querySelector('ol > li')?.textContent).toBe('first')
    expect(root.querySelector('blockquote')?.textContent?.trim()).toBe('quoted')
    expect(root.querySelector('s')?.textContent).toBe('gone')
    expect(root.querySelector('p > code')?.textContent).toBe('x = 1')
  })

  it('renders tables', () => {
    const root = render('| term | meaning |\n|---|---|\n| ATP | energy |')
    expect([...root.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['term', 'meaning'])
    expect([...root.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual(['ATP', 'energy'])
  })

  it('keeps a line break where the writer pressed Enter', () => {
    expect(render('line one\nline two').querySelector('p > br')).not.toBeNull()
  })

  it('renders images with http(s) and relative sources, other sites through the image proxy', () => {
    const images = [
      ...render('![cell](https://example.com/cell.png) ![map](/files/map.png)').querySelectorAll('img'),
    ]
    expect(images.map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      // The author of a card never learns who reads it: the server fetches the image.
      ['/api/media/remote?url=https%3A%2F%2Fexample.com%2Fcell.png', 'cell'],
      ['/files/map.png', 'map'],
    ])
    const own = `${window.location.origin}/api/storage/media/a.webp`
    const more = [...render(`![a](//cdn.example.com/x.png) ![b](${own})`).querySelectorAll('img')]
    expect(more.map((img) => img.getAttribute('src'))).toEqual([
      '/api/media/remote?url=http%3A%2F%2Fcdn.example.com%2Fx.png',
      own,
    ])
  })

  it('shows HTML in the source as text and never as markup', () => {
    const source =
      'a <script>alert(1)</script> b <img src=x onerror=alert(1)> <a href="javascript:alert(1)">c</a>'
    const root = render(source)
    expect(root.querySelector('script, img, a')).toBeNull()
    expect(eventHandlers(root)).toEqual([])
    expect(root.textContent).toContain('<script>alert(1)</script>')
    expect(root.textContent).toContain('<img src=x onerror=alert(1)>')
  })

  it('makes no link or image of a dangerous URL', () => {
    const sources = [
      '[x](javascript:alert(1))',
      '[x](JAVASCRIPT:alert(1))',
      '[x](  javascript:alert(1))',
      '[x](&#106;avascript:alert(1))',
      '[x](vbscript:msgbox(1))',
      '[x](data:text/html,<script>alert(1)</script>)',
      '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '<javascript:alert(1)>',
      '[x][ref]\n\n[ref]: javascript:alert(1)',
      '![x](javascript:alert(1))',
      '![x](data:image/png;base64,iVBORw0KGgo=)',
      '![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
    ]
    for (const source of sources) {
      const root = render(source)
      expect(dangerousUrls(root), source).toEqual([])
      expect(root.querySelector('a[href], img[src]'), source).toBeNull()
    }
  })

  it('opens external links in a new tab without passing on referrer or ranking', () => {
    const links = [
      ...render('[a](https://example.com) http://example.org [b](//example.net)').querySelectorAll('a'),
    ]
    expect(links).toHaveLength(3)
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow')
    }
  })

  it('keeps links within the app and mail links in the same tab', () => {
    const links = [...render('[book](/books/1) [part](#part) [mail](mailto:a@b.c)').querySelectorAll('a')]
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/books/1', '#part', 'mailto:a@b.c'])
    for (const link of links) expect(link.hasAttribute('target')).toBe(false)
  })

  it('does not turn file names into links', () => {
    expect(render('run main.py or notes.md').querySelector('a')).toBeNull()
  })

  it('highlights fenced code in the registered languages, aliases included', () => {
    const samples: Record<string, string> = {
      js: 'const x = 1',
      ts: 'let n: number',
      py: 'def f(): pass',
      c: 'int main(void)',
      'c++': 'int main()',
      java: 'public class A {}',
      go: 'func main() {}',
      rs: 'fn main() {}',
      sql: 'SELECT 1',
      sh: 'if true; then echo; fi',
      json: '{"a": true}',
      css: '.a { color: red }',
      html: '<p class="x">',
    }
    for (const [lang, sample] of Object.entries(samples)) {
      const code = render(`\`\`\`${lang}\n${sample}\n\`\`\``).querySelector('pre > code')
      expect(code?.querySelector('[class^="hljs-"]'), lang).not.toBeNull()
      expect(code?.textContent, lang).toBe(`${sample}\n`)
    }
    const python = render('```python\ndef f():\n    return 1\n```').querySelector('pre > code')
    expect(python?.classList.contains('language-python')).toBe(true)
    expect(python?.querySelector('.hljs-keyword')?.textContent).toBe('def')
  })

  it('shows code in unknown or unlabelled fences as plain, escaped text', () => {
    for (const fence of ['```cobol\n<b>MOVE</b>\n```', '```\n<b>MOVE</b>\n```']) {
      const code = render(fence).querySelector('pre > code')
      expect(code?.textContent).toBe('<b>MOVE</b>\n')
      expect(code?.querySelector('*')).toBeNull()
    }
  })
})

describe('renderInlineMarkdown (a bio)', () => {
  const inline = (source: string) => dom(renderInlineMarkdown(source))

  it('renders emphasis, code and safe links', () => {
    const root = inline('I study **anatomy** and `ATP`, see https://example.com')
    expect(root.querySelector('strong')?.textContent).toBe('anatomy')
    expect(root.querySelector('code')?.textContent).toBe('ATP')
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://example.com')
  })

  it('renders no blocks or images, and no script', () => {
    const root = inline(
      '# Heading\n- item\n![x](https://example.com/x.png)\n<script>alert(1)</script>\n[x](javascript:alert(1))',
    )
    expect(root.querySelector('h1, ul, li, img, script')).toBeNull()
    expect(root.querySelector('a[href^="javascript"]')).toBeNull()
    expect(root.textContent).toContain('# Heading')
  })
})
