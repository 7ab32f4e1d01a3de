import { onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onceOnline } from './online'

afterEach(() => onlineManager.setOnline(true))

describe('onceOnline (a route loader’s download beside its data)', () => {
  it('offline, waits for the network and tries again once it is back', async () => {
    onlineManager.setOnline(false)
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('strings')
    let settled = false
    const loaded = onceOnline(load).finally(() => {
      settled = true
    })
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(settled).toBe(false)
    onlineManager.setOnline(true)
    await expect(loaded).resolves.toBe('strings')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('online, a failure is the page’s error, at once', async () => {
    const failure = new Error('gone')
    await expect(onceOnline(() => Promise.reject(failure))).rejects.toBe(failure)
  })
})
