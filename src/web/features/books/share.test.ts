import { describe, expect, it, vi } from 'vitest'
import { bookUrl, shareLink } from './share'

const url = 'https://pointbook.test/books/biology-101'

describe('shareLink', () => {
  it('copies the link when the browser has no share sheet', async () => {
    const writeText = vi.fn(async () => undefined)
    const onCopied = vi.fn()
    await expect(shareLink(url, 'Biology', onCopied, { clipboard: { writeText } })).resolves.toBe('copied')
    expect(writeText).toHaveBeenCalledWith(url)
    expect(onCopied).toHaveBeenCalledOnce()
  })

  it('says "copied" before the share sheet closes', async () => {
    const onCopied = vi.fn()
    let close = () => {}
    const share = vi.fn(() => new Promise<void>((resolve) => (close = resolve)))
    const done = shareLink(url, 'Biology', onCopied, {
      clipboard: { writeText: async () => undefined },
      share,
    })
    await vi.waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Biology', url }))
    expect(onCopied).toHaveBeenCalledOnce()
    close()
    await expect(done).resolves.toBe('copied')
  })

  it('counts a completed share sheet when the clipboard refused', async () => {
    const onCopied = vi.fn()
    const nav = {
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
      share: async () => undefined,
    }
    await expect(shareLink(url, 'Biology', onCopied, nav)).resolves.toBe('shared')
    expect(onCopied).not.toHaveBeenCalled()
  })

  it('fails only when neither the clipboard nor a share sheet worked', async () => {
    const nav = { share: () => Promise.reject(new DOMException('cancelled', 'AbortError')) }
    await expect(shareLink(url, 'Biology', () => {}, nav)).resolves.toBe('failed')
  })
})

describe('bookUrl', () => {
  it('is the origin with /books/{slug}', () => {
    expect(bookUrl('biology-101', 'https://pointbook.test')).toBe(url)
  })
})
