import { preferences } from './preferences'

/**
 * The shell's half of binding Google sign-in to itself (server: auth/app-flow.ts): a random
 * verifier kept on the device, and its SHA-256 sent when the in-app browser opens, so the code
 * that comes back through `pointbook://` opens only here — not in another app that claims the
 * scheme, and not from a link someone else made.
 */
const KEY = 'pointbook.app-sign-in'
/** As long as the server keeps the flow. */
const MAX_AGE_MS = 10 * 60 * 1000

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

/** A new verifier, kept; returns the challenge to open the in-app browser with. */
export async function startAppSignIn(): Promise<string> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)))
  await preferences().set(KEY, JSON.stringify({ verifier, at: Date.now() }))
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return base64url(new Uint8Array(digest))
}

/** The verifier of a sign-in started here in the last ten minutes, if any. */
export async function pendingAppSignIn(): Promise<string | null> {
  try {
    const kept = JSON.parse((await preferences().get(KEY)) ?? 'null') as {
      verifier?: string
      at?: number
    } | null
    if (!kept?.verifier || !kept.at || Date.now() - kept.at > MAX_AGE_MS) return null
    return kept.verifier
  } catch {
    return null
  }
}

/** The sign-in is done (or given up): its verifier is not kept. */
export async function endAppSignIn(): Promise<void> {
  await preferences().remove(KEY)
}
