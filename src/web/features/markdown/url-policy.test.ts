import { describe, expect, it } from 'vitest'
import { isExternalUrl, isSafeUrl } from './url-policy'

describe('isSafeUrl', () => {
  it('allows web and mail links and links within the app', () => {
    for (const url of [
      'https://example.com/a',
      'HTTP://example.com',
      'mailto:a@b.c',
      '/books/1',
      '#part',
      'notes/x:y',
      '',
    ]) {
      expect(isSafeUrl(url), url).toBe(true)
    }
  })

  it('refuses every other scheme however it is spelled', () => {
    const urls = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '  javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/png;base64,iVBORw0KGgo=',
      'file:///etc/passwd',
      'tel:123',
    ]
    for (const url of urls) expect(isSafeUrl(url), JSON.stringify(url)).toBe(false)
  })
})

describe('isExternalUrl', () => {
  it('is true for http(s) and protocol-relative links only', () => {
    expect(isExternalUrl('https://example.com')).toBe(true)
    expect(isExternalUrl('http://example.com')).toBe(true)
    expect(isExternalUrl('//example.com')).toBe(true)
    expect(isExternalUrl('/books/1')).toBe(false)
    expect(isExternalUrl('#part')).toBe(false)
    expect(isExternalUrl('mailto:a@b.c')).toBe(false)
  })
})
