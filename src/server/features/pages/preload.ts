import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locale } from '../../../shared/constants'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** Pages whose first render shows Markdown (a point's card, a post): its renderer comes early too. */
const MARKDOWN_PAGES: ReadonlySet<string> = new Set(['/points/$id', '/posts/$id'])
const MARKDOWN_RENDERER = 'features/markdown/MarkdownBody.tsx'

/**
 * What a first visit to a page will load right after the entry, named up front so the browser
 * fetches it in the first wave instead of one round trip after another (decision 018): the app
 * the entry starts once the page has painted, the visitor's language catalog, the page's route
 * components with what they import, and the Markdown renderer where the page opens with
 * Markdown. Read from the build's `.vite/manifest.json`; the entry's own imports are in
 * index.html already.
 */
export function createPreloads(
  manifest: Manifest | null,
): (pagePath: string | null, locale: Locale) => string[] {
  if (!manifest) return () => []
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key]
      if (!chunk || into.has(key)) continue
      into.add(key)
      closure(chunk.imports ?? [], into)
    }
    return into
  }
  // index.html's own script and what it imports are in the page already; the app it starts after
  // the first paint (main.tsx → app.tsx, decision 018) comes in the first wave with the rest.
  const page = closure(['index.html'])
  const start = manifest['index.html']?.dynamicImports ?? []
  const cache = new Map<string, string[]>()

  return (pagePath, locale) => {
    const cacheKey = `${pagePath ?? ''} ${locale}`
    const cached = cache.get(cacheKey)
    if (cached) return cached
    const keys = [...start, `i18n/${locale}.json`]
    if (pagePath) {
      // The route files on the way to the page: `/books/$id` is books/$id/route.tsx, then
      // books/$id/index.tsx (or books/$id.tsx); `/` is index.tsx.
      const segments = pagePath.split('/').filter(Boolean)
      for (let depth = 1; depth <= segments.length; depth++)
        keys.push(`routes/${segments.slice(0, depth).join('/')}/route.tsx?tsr-split=component`)
      const base = segments.length ? `routes/${segments.join('/')}` : 'routes'
      keys.push(`${base}.tsx?tsr-split=component`, `${base}/index.tsx?tsr-split=component`)
      if (MARKDOWN_PAGES.has(pagePath)) keys.push(MARKDOWN_RENDERER)
    }
    const needed = [...closure(keys)].filter((key) => !page.has(key))
    const hrefs = needed.map((key) => `/${manifest[key]?.file}`)
    cache.set(cacheKey, hrefs)
    return hrefs
  }
}

/**
 * The `<link>` tags for index.html's head. Low priority: none of it is needed for the first
 * paint (the frame in index.html, with its styles and boot.js, is), so the browser fetches it
 * right away but after those.
 */
export function preloadTags(hrefs: string[]): string {
  return hrefs
    .map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`)
    .join('\n    ')
}

/** The build's `.vite/manifest.json`, read once at start; null without a build (development). */
export function readManifest(distDir: string): Manifest | null {
  const manifestPath = join(distDir, '.vite', 'manifest.json')
  return existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : null
}

/** The frame's stylesheet from the build (`frame.css`), to be written into index.html. */
export function frameStyles(distDir: string, manifest: Manifest | null): string | null {
  const file = manifest?.['frame.css']?.file
  return file ? readFileSync(join(distDir, file), 'utf8').replace(/<\/style/gi, '<\\/style') : null
}

/** boot.js, to be written into index.html, and its hash for the CSP's `script-src`. */
export interface InlineScript {
  source: string
  hash: string
}

/**
 * The build's boot.js as an inline script (decision 018): it sets the theme before the first
 * paint, so as a file it held that paint back by a request. Null without a build.
 */
export function bootScript(distDir: string): InlineScript | null {
  const path = join(distDir, 'boot.js')
  if (!existsSync(path) || !existsSync(join(distDir, 'index.html'))) return null
  // `</script` cannot end the element early: boot.js has none, and an escaped one still runs.
  const source = readFileSync(path, 'utf8').replace(/<\/script/gi, '<\\/script')
  return { source, hash: `'sha256-${createHash('sha256').update(source).digest('base64')}'` }
}
