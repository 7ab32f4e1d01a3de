/**
 * A map that keeps its most recently used entries within a budget of bytes, each entry weighed
 * by `sizeOf` when it is set; the least recently used go first.
 */
export function createByteLru<V>(budget: number, sizeOf: (value: V, key: string) => number) {
  const entries = new Map<string, { value: V; size: number }>()
  let used = 0

  return {
    get(key: string): V | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      // Most recently used goes last, so it is dropped last.
      entries.delete(key)
      entries.set(key, entry)
      return entry.value
    },
    set(key: string, value: V) {
      const old = entries.get(key)
      if (old) {
        entries.delete(key)
        used -= old.size
      }
      const size = sizeOf(value, key)
      entries.set(key, { value, size })
      used += size
      for (const [oldKey, entry] of entries) {
        if (used <= budget) break
        entries.delete(oldKey)
        used -= entry.size
      }
    },
  }
}
