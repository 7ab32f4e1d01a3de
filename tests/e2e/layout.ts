import type { Page } from '@playwright/test'

/**
 * Whether the page reaches past the window's right edge: null when it wraps as it should, else
 * how wide it is and the elements whose content spills out of them, to say what to fix.
 */
export async function sideways(page: Page): Promise<string | null> {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }))
  if (scroll <= inner) return null
  const culprits = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible')
      .filter((el) => el.getBoundingClientRect().width > 0)
      .map(
        (el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${el.scrollWidth}`,
      )
      .slice(-3),
  )
  return `is ${scroll}px wide in a ${inner}px window: ${culprits.join(' ')}`
}
