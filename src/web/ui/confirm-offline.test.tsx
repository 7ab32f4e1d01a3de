import { describe, expect, it, vi } from 'vitest'
import { initI18n } from '../i18n/i18n'
import { confirm, confirmStore } from './confirm'
import { toastStore } from './toast'

// Offline before the dialog's module was ever fetched.
vi.mock('./ConfirmDialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

describe('a question when the Hint dialog cannot load', () => {
  it('is answered Cancel, and says the network is missing', async () => {
    await initI18n()
    await expect(confirm('Delete this book?')).resolves.toBe(false)
    expect(confirmStore.get()).toBeNull()
    expect(toastStore.get()).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: 'Cannot reach the server, please check your connection',
      }),
    ])
  })
})
