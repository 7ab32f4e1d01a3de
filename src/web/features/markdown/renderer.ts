import { afterTask, runInTasks } from '../../lib/tasks'

// The renderer's loading, for route loaders (part of every first visit); the component that shows
// Markdown is `Markdown.tsx`, which only pages import.

/** The renderer's module once it has run: its body renders at once, without a Suspense fallback. */
let loaded: typeof import('./MarkdownBody') | undefined

export function loadedRenderer(): typeof import('./MarkdownBody') | undefined {
  return loaded
}

export const loadRenderer = () =>
  import('./MarkdownBody').then((module) => {
    loaded = module
    return module.MarkdownBody
  })

/**
 * Starts fetching the renderer, e.g. from a route loader, so content appears without a flash;
 * settles once it has loaded or failed (it never rejects).
 */
export function preloadMarkdown(): Promise<void> {
  return loadRenderer().then(
    () => undefined,
    () => undefined,
  )
}

/** How long a page's loader waits for the renderer before showing its content as source. */
export const MARKDOWN_WAIT_MS = 300

/**
 * For a loader whose page opens with Markdown: starts the renderer and waits for it, but never
 * longer than `MARKDOWN_WAIT_MS`. On a first visit the HTML has already fetched it, so the page's
 * first render shows the content rendered — no second paint of the whole card after the source
 * (the largest paint, and a layout shift). A click to the page on a slow connection waits at most
 * that long, then shows the source until the renderer arrives (decision 018).
 */
export function markdownReady(limitMs = MARKDOWN_WAIT_MS): Promise<void> {
  if (loaded) return Promise.resolve()
  // The renderer's module running (~35 ms on a desktop, four times that on a phone), the parts of
  // its first run and the page's first render are tasks of their own, not one long one. A warm-up
  // that failed costs nothing: the page renders as it would have.
  const ready = preloadMarkdown().then(() => runInTasks(loaded?.warmUpSteps ?? []))
  return Promise.race([ready, afterTask(limitMs)])
}

/**
 * For a loader that knows its page's Markdown (once `markdownReady` has settled): renders each text
 * ahead of the page, each in a task of its own, so the page's render only looks them up. Without
 * the renderer (not in time, or offline) it does nothing: the page renders as it would have.
 */
export async function prerenderMarkdown(sources: readonly (string | null | undefined)[]): Promise<void> {
  if (!loaded) return
  const steps = sources.flatMap((source) => (source ? loaded?.prerenderSteps(source) : undefined) ?? [])
  if (steps.length > 0) await runInTasks(steps)
}
