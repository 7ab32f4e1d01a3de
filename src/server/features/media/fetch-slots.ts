import { isIP } from 'node:net'
import { AppError } from '../../lib/app-error'

/**
 * The proxy's fetches under way: at most `total` at once, and at most `perRequester` of them
 * started by one requester, so one requester's slow hosts can never take every slot from the
 * others. Past either, the request is refused at once (503) rather than queued: a reader's image
 * is worth nothing after a few seconds.
 */
export function createFetchSlots(total: number, perRequester: number) {
  const held = new Map<string, number>()
  let inUse = 0

  return {
    /** Takes a slot for the requester, or throws SERVICE_UNAVAILABLE; answers its release. */
    take(requester: string): () => void {
      const key = requesterKey(requester)
      const mine = held.get(key) ?? 0
      if (inUse >= total || mine >= perRequester) throw new AppError('SERVICE_UNAVAILABLE')
      inUse += 1
      held.set(key, mine + 1)
      let released = false
      return () => {
        if (released) return
        released = true
        inUse -= 1
        const left = (held.get(key) ?? 1) - 1
        if (left > 0) held.set(key, left)
        else held.delete(key)
      }
    },
  }
}

/**
 * Who counts as one requester: an IPv4 address, or an IPv6 address's /64. One home, phone or
 * server is given a whole /64, so counting single IPv6 addresses would give it 2^64 shares.
 */
function requesterKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return mapped
  if (isIP(address) !== 6) return address
  const [head = '', tail] = address.toLowerCase().split('%')[0]?.split('::') ?? []
  // A dotted IPv4 tail (64:ff9b::1.2.3.4) fills two groups.
  const groups = (part: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []
  const left = groups(head)
  const right = tail === undefined ? [] : groups(tail)
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0')
  const full = [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16))
  return `${full.slice(0, 4).join(':')}::/64`
}
