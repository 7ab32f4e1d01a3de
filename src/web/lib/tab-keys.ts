import type { KeyboardEvent } from 'react'

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }

/**
 * The keys of a WAI-ARIA tab list, for the element with `role="tablist"`: the arrow keys move to
 * the next or previous tab (round the ends), Home and End to the first and last, and the tab
 * reached is chosen (automatic activation, as the pattern has it for tabs that show at once).
 * Its tabs are one stop of Tab: the chosen one has `tabIndex` 0, the others -1.
 */
export function onTabListKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])')]
  const at = tabs.indexOf(document.activeElement as HTMLElement)
  if (at < 0 || event.altKey || event.ctrlKey || event.metaKey) return
  const step = STEPS[event.key]
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? tabs.length - 1
        : step
          ? (at + step + tabs.length) % tabs.length
          : -1
  const tab = tabs[next]
  if (!tab) return
  event.preventDefault()
  tab.focus()
  if (next !== at) tab.click()
}

/** A tab's place in the Tab order: only the chosen tab is a stop. */
export const tabStop = (isChosen: boolean): 0 | -1 => (isChosen ? 0 : -1)
