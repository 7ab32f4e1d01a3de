export const THEMES = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof THEMES)[number]

const KEY = 'theme'

export function readTheme(): ThemeChoice {
  try {
    const value = localStorage.getItem(KEY)
    return value === 'light' || value === 'dark' ? value : 'system'
  } catch {
    return 'system'
  }
}

/** `system` removes the attribute so daisyUI follows `prefers-color-scheme`. */
export function applyTheme(choice: ThemeChoice): void {
  if (choice === 'system') {
    document.documentElement.removeAttribute('data-theme')
    localStorage.removeItem(KEY)
  } else {
    document.documentElement.setAttribute('data-theme', choice)
    localStorage.setItem(KEY, choice)
  }
}
