/**
 * Device preferences: Capacitor Preferences in the native shell (wired in with the shell);
 * localStorage in the browser.
 */
export interface Preferences {
  get(key: string): Promise<string | null>
  set(key: string, value: string): Promise<void>
  remove(key: string): Promise<void>
}

export const webPreferences: Preferences = {
  async get(key) {
    try {
      return localStorage.getItem(key)
    } catch {
      return null
    }
  },
  async set(key, value) {
    localStorage.setItem(key, value)
  },
  async remove(key) {
    localStorage.removeItem(key)
  },
}

let current: Preferences = webPreferences

export function preferences(): Preferences {
  return current
}

export function setPreferences(implementation: Preferences): void {
  current = implementation
}
