import { describe, expect, it } from 'vitest'
import { avatarInitial, avatarSource } from './avatar'

describe('avatarSource (spec §3)', () => {
  it('shows an http(s) URL through the image proxy (the CSP allows only our origin)', () => {
    expect(avatarSource('https://cdn.example.com/a.png')).toBe(
      '/api/media/remote?url=https%3A%2F%2Fcdn.example.com%2Fa.png',
    )
    expect(avatarSource('http://example.com/me')).toBe('/api/media/remote?url=http%3A%2F%2Fexample.com%2Fme')
  })

  it('takes a file name with a dot from the avatars bucket', () => {
    expect(avatarSource('0195-abc.webp')).toBe('/api/storage/avatars/0195-abc.webp')
  })

  it('shows no image for anything else', () => {
    for (const value of [
      null,
      undefined,
      '',
      'no-dot-here',
      'javascript:alert(1)',
      '../../etc/passwd',
      'a/b.png',
    ]) {
      expect(avatarSource(value)).toBeNull()
    }
  })
})

describe('avatarInitial', () => {
  it('uses the first letter of the name, whole even outside the BMP', () => {
    expect(avatarInitial('ada')).toBe('A')
    expect(avatarInitial('  李雷')).toBe('李')
    expect(avatarInitial('𝒜lice')).toBe('𝒜')
    expect(avatarInitial('')).toBe('?')
  })
})
