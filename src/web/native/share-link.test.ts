import { afterEach, describe, expect, it, vi } from 'vitest'
import { useFakeNativeBridge } from '../test/fake-native-bridge'
import { productHost, recogniseShareLink } from './share-link'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

const HOST = 'pointbook.example.com'

describe('recogniseShareLink', () => {
  // [what, clipboard text, the path it opens or null]
  const table: [string, string, string | null][] = [
    ['a post link with https', 'https://pointbook.example.com/posts/my-first-post', '/posts/my-first-post'],
    ['a book link with http', 'http://pointbook.example.com/books/rust-101', '/books/rust-101'],
    ['a link without a scheme', 'pointbook.example.com/posts/abc', '/posts/abc'],
    ['digits only', 'pointbook.example.com/books/2024', '/books/2024'],
    ['mixed case host, section and slug', 'HTTPS://PointBook.Example.COM/Posts/My-Post', '/posts/my-post'],
    ['one trailing slash', 'https://pointbook.example.com/books/rust-101/', '/books/rust-101'],
    ['surrounding whitespace and a newline', '  https://pointbook.example.com/posts/abc\n', '/posts/abc'],
    ['another host', 'https://example.org/posts/abc', null],
    ['a subdomain of the host', 'https://www.pointbook.example.com/posts/abc', null],
    ['the host as a subdomain of another', 'https://pointbook.example.com.evil.io/posts/abc', null],
    ['the host with another port', 'https://pointbook.example.com:8443/posts/abc', null],
    ['an underscore in the slug', 'https://pointbook.example.com/posts/my_post', null],
    ['another character in the slug', 'https://pointbook.example.com/posts/caf%C3%A9', null],
    ['an empty slug', 'https://pointbook.example.com/posts/', null],
    ['no slug segment', 'https://pointbook.example.com/posts', null],
    ['an extra path segment', 'https://pointbook.example.com/books/rust-101/points', null],
    ['two trailing slashes', 'https://pointbook.example.com/books/rust-101//', null],
    ['a query string', 'https://pointbook.example.com/posts/abc?ref=share', null],
    ['an empty query string', 'https://pointbook.example.com/posts/abc?', null],
    ['a fragment', 'https://pointbook.example.com/posts/abc#comments', null],
    ['another section', 'https://pointbook.example.com/points/abc', null],
    ['another scheme', 'ftp://pointbook.example.com/posts/abc', null],
    ['a custom scheme', 'pointbook://pointbook.example.com/posts/abc', null],
    ['a protocol-relative link', '//pointbook.example.com/posts/abc', null],
    ['a path without a host', '/posts/abc', null],
    ['words before the link', 'look at https://pointbook.example.com/posts/abc', null],
    ['words after the link', 'https://pointbook.example.com/posts/abc is great', null],
    ['two links', 'pointbook.example.com/posts/a pointbook.example.com/posts/b', null],
    ['user info before the host', 'https://me@pointbook.example.com/posts/abc', null],
    ['empty text', '', null],
  ]

  for (const [what, text, path] of table) {
    it(`${what}: ${JSON.stringify(text)} → ${path}`, () => {
      expect(recogniseShareLink(text, HOST)).toBe(path)
    })
  }

  it('compares a host with a port including the port', () => {
    expect(recogniseShareLink('http://10.0.2.2:3000/posts/abc', '10.0.2.2:3000')).toBe('/posts/abc')
    expect(recogniseShareLink('http://10.0.2.2/posts/abc', '10.0.2.2:3000')).toBeNull()
  })

  it('recognises nothing without a host', () => {
    expect(recogniseShareLink('/posts/abc', '')).toBeNull()
  })
})

describe('productHost', () => {
  it('is the configured server address’s host in the shell', () => {
    useFakeNativeBridge('android')
    vi.stubEnv('VITE_SERVER_URL', 'https://Pointbook.example.com:8443/')
    expect(productHost()).toBe('pointbook.example.com:8443')
  })

  it('is the page’s host in a browser', () => {
    vi.stubEnv('VITE_SERVER_URL', 'https://elsewhere.example.com')
    vi.stubGlobal('location', { host: 'pointbook.example.com' })
    expect(productHost()).toBe('pointbook.example.com')
  })
})
