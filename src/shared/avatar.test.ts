import { describe, expect, it } from 'vitest'
import { avatarInitial, avatarSource } from './avatar'

describe('avatarSource (spec §3)', () => {
  it('shows an http(s) URL as it is', () => {
    expect(avatarSource('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
    expect(avatarSource('http://example.com/me')).toBe('http://example.com/me')
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
