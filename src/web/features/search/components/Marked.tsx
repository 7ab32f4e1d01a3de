import type { Snippet } from '../../../../shared/search'

/** Text with the query's matches in `<mark>`, and an ellipsis where it was cut. */
export function Marked({ snippet, className }: { snippet: Snippet; className?: string }) {
  const parts: { text: string; isMark: boolean }[] = []
  let at = 0
  for (const [start, end] of snippet.marks) {
    if (start < at || end > snippet.text.length) continue
    if (start > at) parts.push({ text: snippet.text.slice(at, start), isMark: false })
    parts.push({ text: snippet.text.slice(start, end), isMark: true })
    at = end
  }
  if (at < snippet.text.length) parts.push({ text: snippet.text.slice(at), isMark: false })
  return (
    <span className={className}>
      {snippet.cutStart && '…'}
      {parts.map((part, i) =>
        part.isMark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
          <mark key={i} className="rounded-sm bg-warning/40 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
          <span key={i}>{part.text}</span>
        ),
      )}
      {snippet.cutEnd && '…'}
    </span>
  )
}
