import { lazy, Suspense } from 'react'
import type { MarkdownBodyProps } from './MarkdownBody'
import { loadedRenderer, loadRenderer } from './renderer'

// If the renderer cannot be fetched (offline, or a deploy replaced the chunk) the text is still
// worth reading: show it as written rather than failing the whole page.
const LazyBody = lazy(() =>
  loadRenderer().then(
    (body) => ({ default: body }),
    () => ({ default: PlainText }),
  ),
)

function PlainText({ source, className, isBusy = false }: MarkdownBodyProps & { isBusy?: boolean }) {
  return (
    <div
      className={`${className} whitespace-pre-wrap wrap-anywhere`}
      dir="auto"
      aria-busy={isBusy || undefined}
    >
      {source}
    </div>
  )
}

export interface MarkdownProps {
  source: string
  className?: string
  /** Inline Markdown only (emphasis, code, links), e.g. a bio. */
  inline?: boolean
}

/**
 * Study content, notes and posts written in Markdown, rendered safely (see `sanitize.ts` and
 * `url-policy.ts`). The renderer is a separate chunk; until it arrives the source shows as text.
 */
export function Markdown({ source, className, inline = false }: MarkdownProps) {
  const classes = className ? `markdown ${className}` : 'markdown'
  const Body = loadedRenderer()?.MarkdownBody ?? LazyBody
  return (
    <Suspense fallback={<PlainText source={source} className={classes} isBusy />}>
      <Body source={source} className={classes} inline={inline} />
    </Suspense>
  )
}
