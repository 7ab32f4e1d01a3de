/** A key press meant for the page: not typed into a field, not inside a dialog, no modifiers. */
export function isPageKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false
  const target = event.target
  if (!(target instanceof HTMLElement)) return true
  if (target.isContentEditable || target.closest('input, textarea, select, dialog')) return false
  return true
}

/** Space activates a focused button; the page's own Space waits for those. */
export function isOnControl(event: KeyboardEvent): boolean {
  return (
    event.target instanceof HTMLElement && Boolean(event.target.closest('button, summary, [role="button"]'))
  )
}
