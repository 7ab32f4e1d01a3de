import { useEffect } from 'react'

/**
 * The topics the open pages show (`post:{id}`, `book:{id}`), counted per page that shows them,
 * for the live stream to ask the server for (decision 024): a change on one of them reaches this
 * app at once. Imported by the pages and by the stream, both loaded on use; the stream subscribes.
 */
const counts = new Map<string, number>()
const listeners = new Set<() => void>()

const changed = () => {
  for (const listener of listeners) listener()
}

/** Shows these topics until the returned function is called. */
export function watchTopics(topics: readonly string[]): () => void {
  for (const topic of topics) counts.set(topic, (counts.get(topic) ?? 0) + 1)
  changed()
  return () => {
    for (const topic of topics) {
      const left = (counts.get(topic) ?? 1) - 1
      if (left > 0) counts.set(topic, left)
      else counts.delete(topic)
    }
    changed()
  }
}

/** Every topic an open page shows, those shown first first. */
export function watchedTopics(): string[] {
  return [...counts.keys()]
}

/** Hears each change of `watchedTopics`; returns the removal. */
export function onTopicsChanged(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** While the calling component is shown, what it shows changes live. */
export function useLiveTopics(topics: readonly string[]): void {
  // One key for the list, so a render with the same topics does not ask again.
  const key = topics.join(' ')
  useEffect(() => (key ? watchTopics(key.split(' ')) : undefined), [key])
}
