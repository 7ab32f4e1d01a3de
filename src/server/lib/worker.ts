import { Worker, type WorkerOptions } from 'node:worker_threads'

/**
 * A worker thread of one of the server's own modules, for CPU work that must stay off the event
 * loop. `entry` is the module's address from `new URL('./x.ts', import.meta.url)` beside its
 * caller: from the sources (tests, tsx) it runs through the same TypeScript loader; in the
 * production bundle the module is its own entry point, `dist/server/<name>.mjs`
 * (scripts/build-server.mjs), next to the chunk the caller was bundled into.
 */
export function startWorker(entry: URL, options: WorkerOptions = {}): Worker {
  if (entry.pathname.endsWith('.ts') && !import.meta.url.endsWith('.ts')) {
    const name = entry.pathname.slice(entry.pathname.lastIndexOf('/') + 1, -'.ts'.length)
    return new Worker(new URL(`./${name}.mjs`, import.meta.url), options)
  }
  const execArgv = entry.pathname.endsWith('.ts')
    ? ['--import', 'tsx', ...(options.execArgv ?? [])]
    : options.execArgv
  return new Worker(entry, { ...options, execArgv })
}
