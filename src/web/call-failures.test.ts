import { afterEach, describe, expect, it } from 'vitest'
import { onCallFailed } from './call-failures'
import { ApiError } from './lib/api'
import { createQueryClient } from './lib/query-client'
import { confirmStore } from './ui/confirm'
import { toastStore } from './ui/toast'

const refusal = (status: 401 | 404 | 500) =>
  new ApiError(status, status === 401 ? 'UNAUTHORIZED' : status === 404 ? 'NOT_FOUND' : 'INTERNAL_ERROR', '')
const errorToasts = () => toastStore.get().filter((item) => item.kind === 'error').length

/** A visitor's page (no one signed in) with the app's query client. */
const client = createQueryClient(onCallFailed)
let calls = 0
const read = (error: ApiError, silent = false) =>
  client
    .fetchQuery({
      queryKey: ['thing', ++calls],
      queryFn: () => Promise.reject(error),
      meta: { silent },
    })
    .catch(() => undefined)
const write = (error: ApiError, silent = false) =>
  client
    .getMutationCache()
    .build(client, { mutationFn: () => Promise.reject(error), meta: { silent } })
    .execute(undefined)
    .catch(() => undefined)

afterEach(() => {
  toastStore.set([])
  confirmStore.get()?.resolve(false)
})

describe('what a failed call tells a visitor (the app’s query client)', () => {
  it('an error toast for a failed read or write', async () => {
    await read(refusal(500))
    await write(refusal(404))
    expect(errorToasts()).toBe(2)
  })

  it('nothing for a read of what is not there (its page says not found) or a silent call', async () => {
    await read(refusal(404))
    await read(refusal(500), true)
    await write(refusal(500), true)
    expect(errorToasts()).toBe(0)
    expect(confirmStore.get()).toBeNull()
  })

  it('a write refused with 401 asks them to sign in, where a read says so in a toast', async () => {
    await write(refusal(401))
    expect(confirmStore.get()).not.toBeNull()
    expect(errorToasts()).toBe(0)
    confirmStore.get()?.resolve(false)
    await read(refusal(401))
    expect(errorToasts()).toBe(1)
    expect(confirmStore.get()).toBeNull()
  })
})
