import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locale } from '../../../shared/constants'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

/**
 * What a first visit to a page will load right after the entry, named up front so the browser
 * fetches it in the first wave instead of one round trip after another (decision 018): the
 * visitor's language catalog, and the page's route components with what they import. Read from
 * the build's `.vite/manifest.json`; the entry's own imports are in index.html already.
 */
export function createPreloads(distDir: string): (pagePath: string | null, locale: Locale) => string[] {
  const manifestPath = join(distDir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) return () => []
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key]
      if (!chunk || into.has(key)) continue
      into.add(key)
      closure(chunk.imports ?? [], into)
    }
    return into
  }
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry))
  const cache = new Map<string, string[]>()

  return (pagePath, locale) => {
    const cacheKey = `${pagePath ?? ''} ${locale}`
    const cached = cache.get(cacheKey)
    if (cached) return cached
    const keys = [`i18n/${locale}.json`]
    if (pagePath) {
      // The route files on the way to the page: `/books/$id` is books/$id/route.tsx, then
      // books/$id/index.tsx (or books/$id.tsx); `/` is index.tsx.
      const segments = pagePath.split('/').filter(Boolean)
      for (let depth = 1; depth <= segments.length; depth++)
        keys.push(`routes/${segments.slice(0, depth).join('/')}/route.tsx?tsr-split=component`)
      const base = segments.length ? `routes/${segments.join('/')}` : 'routes'
      keys.push(`${base}.tsx?tsr-split=component`, `${base}/index.tsx?tsr-split=component`)
    }
    const needed = [...closure(keys)].filter((key) => !entry.has(key))
    const hrefs = needed.map((key) => `/${manifest[key]?.file}`)
    cache.set(cacheKey, hrefs)
    return hrefs
  }
}

/** The `<link>` tags for index.html's head. */
export function preloadTags(hrefs: string[]): string {
  return hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('\n    ')
}
