import { connect } from 'node:net'

export interface RawResponse {
  status: number
  headers: Record<string, string>
  body: string
}

/**
 * One HTTP/1.1 connection of a client that keeps it open between requests, written and read
 * byte for byte: what a keep-alive browser or a load balancer sends on a connection it already
 * holds is exactly what is tested.
 */
export function openConnection(url: string) {
  const socket = connect(Number(new URL(url).port), '127.0.0.1')
  socket.setEncoding('utf8')
  let text = ''
  let isClosed = false
  const waiters = new Set<() => void>()
  const wake = () => {
    for (const waiter of waiters) waiter()
  }
  socket.on('data', (chunk: string) => {
    text += chunk
    wake()
  })
  socket.on('error', () => {})
  socket.on('close', () => {
    isClosed = true
    wake()
  })
  /** Resolves once `ready()` holds; fails when the connection closes first or after `timeoutMs`. */
  const until = (ready: () => boolean, what: string, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!ready() && !isClosed) return
        clearTimeout(timer)
        waiters.delete(check)
        if (ready()) resolve()
        else reject(new Error(`the connection closed before ${what}; it read:\n${text}`))
      }
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error(`no ${what} within ${timeoutMs} ms; it read:\n${text}`))
      }, timeoutMs)
      waiters.add(check)
      check()
    })
  return {
    write: (data: string) => socket.write(data),
    text: () => text,
    seen: (pattern: RegExp, timeoutMs = 5000) => until(() => pattern.test(text), String(pattern), timeoutMs),
    closed: (timeoutMs = 5000) => until(() => isClosed, 'close', timeoutMs),
    destroy: () => socket.destroy(),
  }
}

/** The final responses in what a connection read (interim `100 Continue` left out). */
export function responsesIn(text: string): RawResponse[] {
  return text
    .split(/(?=HTTP\/1\.1 \d{3} )/)
    .filter((part) => part.startsWith('HTTP/1.1 ') && !part.startsWith('HTTP/1.1 100 '))
    .map((part) => {
      const [head = '', ...rest] = part.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') }
    })
}
