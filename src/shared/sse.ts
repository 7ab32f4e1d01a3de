/** One Server-Sent Event as a client reads it. */
export interface SseEvent {
  event: string
  id: string | undefined
  data: string
}

/**
 * The event-stream format, for clients that read it with `fetch` (the native shell must send
 * `Authorization`, which EventSource cannot): feed it text as it arrives; it calls `onEvent` for
 * each complete event. Comment lines (heartbeats) are skipped.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): (chunk: string) => void {
  let buffer = ''
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n')
    let end = buffer.indexOf('\n\n')
    while (end >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      end = buffer.indexOf('\n\n')
      const event: SseEvent = { event: 'message', id: undefined, data: '' }
      const data: string[] = []
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue
        const colon = line.indexOf(':')
        const field = colon < 0 ? line : line.slice(0, colon)
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
        if (field === 'event') event.event = value
        else if (field === 'id') event.id = value
        else if (field === 'data') data.push(value)
      }
      if (data.length === 0) continue
      event.data = data.join('\n')
      onEvent(event)
    }
  }
}
