import type { Server, ServerResponse } from 'node:http'

export interface Drain {
  /**
   * Stops accepting connections and resolves once every one has closed, each as soon as it has
   * nothing under way; past `timeoutMs` the rest are cut.
   */
  drain(timeoutMs: number): Promise<void>
}

/**
 * Node's `server.close()` alone is not a drain: it closes the connections idle at that moment,
 * but a keep-alive connection that was busy then goes on bringing requests, and its callback
 * waits until the client or the keep-alive timeout ends it (10–38 s seen, the data directory
 * locked all along). So each response that ends while draining lets its connection go, and the
 * answers not begun yet say `Connection: close`. New requests are refused by the app
 * (http/stopping.ts).
 */
export function drainOnStop(server: Server): Drain {
  const open = new Set<ServerResponse>()
  let isDraining = false
  server.on('request', (_request, response: ServerResponse) => {
    open.add(response)
    response.once('close', () => {
      open.delete(response)
      // After Node has detached the finished response, so the connection counts as idle.
      if (isDraining) setImmediate(() => server.closeIdleConnections())
    })
  })
  return {
    async drain(timeoutMs) {
      isDraining = true
      for (const response of open) if (!response.headersSent) response.setHeader('Connection', 'close')
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      const cap = setTimeout(() => server.closeAllConnections(), timeoutMs)
      await closed
      clearTimeout(cap)
    },
  }
}
