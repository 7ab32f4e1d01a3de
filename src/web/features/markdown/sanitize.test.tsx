import { describe, expect, it } from 'vitest'
import { sanitize } from './sanitize'
import { dangerousUrls, dom, eventHandlers } from './test-dom'

describe('sanitize, on HTML that got past markdown-it', () => {
  it('removes scripts, event handlers and dangerous URLs', () => {
    const root = dom(
      sanitize(
        '<script>alert(1)</script><img src="x" onerror="alert(1)"><a href=" javascript:alert(1)">a</a>' +
          '<a href="vbscript:x">b</a><img src="data:image/png;base64,iVBORw0KGgo="><form action="javascript:x"></form>' +
          '<svg><a xlink:href="javascript:alert(1)"><text>c</text></a></svg><style>*{}</style>',
      ),
    )
    expect(root.querySelector('script, style, form')).toBeNull()
    expect(eventHandlers(root)).toEqual([])
    expect(dangerousUrls(root)).toEqual([])
    expect(root.querySelectorAll('img')).toHaveLength(2)
  })

  it('keeps the markup markdown-it and KaTeX write', () => {
    const root = dom(
      sanitize(
        '<p><span class="katex" style="height:1em"><math><mrow><mi>x</mi></mrow></math>' +
          '<svg viewBox="0 0 10 10"><path d="M0 0h10"></path></svg></span></p>' +
          '<table><tbody><tr><td>a</td></tr></tbody></table><pre><code class="language-js">x</code></pre>',
      ),
    )
    expect(root.querySelector('span.katex')?.getAttribute('style')).toBe('height:1em')
    expect(root.querySelector('math mi')?.textContent).toBe('x')
    expect(root.querySelector('svg path')?.getAttribute('d')).toBe('M0 0h10')
    expect(root.querySelector('td')?.textContent).toBe('a')
    expect(root.querySelector('pre > code.language-js')).not.toBeNull()
  })
})
