import type { AnyRouter } from '@tanstack/react-router'

/**
 * After a navigation to another page, the new page's heading takes the focus when the focus was
 * lost: the link a keyboard or screen-reader user followed (a point in a book's list, a card in
 * the feed) belonged to the page that went away, so the focus fell back to the document, and the
 * next Tab started again at the top bar while a screen reader announced nothing. Where the focus
 * is still on something on screen — a tab in the rail or dock, a point's Next link, which stay —
 * it stays there. Not on the first page (the browser starts at the top) nor when only the query
 * or the hash changed (a sort tab, a search). The heading is made focusable from script only
 * (`tabindex="-1"`), so Tab never stops on it; a page without one gives its `main` the focus.
 * Not after Back or Forward either: the page returns to where it was scrolled, and its heading at
 * the top would send the next Tab (and the page) back up there.
 */
export function focusPageAfterNavigation(router: AnyRouter): () => void {
  // Whether the last change of address was Back or Forward (a pop of the history), not a link.
  let isHistoryStep = false
  const stopHistory = router.history.subscribe(({ action }: { action: { type: string } }) => {
    isHistoryStep = action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO'
  })
  const stop = router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
    if (!fromLocation || !pathChanged || isHistoryStep) return
    // After the commit that shows the new page.
    requestAnimationFrame(() => {
      const focused = document.activeElement
      if (focused && focused !== document.body) return
      const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('main')
      if (!target) return
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
      target.focus({ preventScroll: true })
    })
  })
  return () => {
    stop()
    stopHistory()
  }
}
