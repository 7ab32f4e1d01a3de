import { existsSync } from 'node:fs'
import type { CapacitorConfig } from '@capacitor/cli'

/**
 * The native shell (docs/native.md). Its web app is built by `npm run native:sync` into
 * `dist/native` (not `dist/web`, which the server serves: the shell's build carries the server
 * address) and copied into the Android project by `cap sync android`. Deep links use the custom
 * scheme `pointbook` (`pointbook://auth/confirm?code=…`), declared in the Android project:
 * `custom_url_scheme` in android/app/src/main/res/values/strings.xml, used by AndroidManifest.xml.
 */

// Like the server, a .env file next to package.json fills in what the environment leaves unset.
if (existsSync('.env')) process.loadEnvFile('.env')

/**
 * The Pointbook server the shell talks to, fixed at build time: `POINTBOOK_SERVER_URL`, or the
 * Android emulator's address of this machine's `npm start`. An origin with an optional path, no
 * trailing slash.
 */
export const serverUrl = parseServerUrl(process.env.POINTBOOK_SERVER_URL || 'http://10.0.2.2:3000')

function parseServerUrl(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`POINTBOOK_SERVER_URL is not a URL: ${value}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`POINTBOOK_SERVER_URL must be an http(s) address: ${value}`)
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error(`POINTBOOK_SERVER_URL takes no query, fragment or credentials: ${value}`)
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

// The web view's page is https://localhost (Capacitor's default): a plain-http server (a
// development machine) needs cleartext traffic and mixed content allowed; an https one needs
// neither.
const plainHttp = serverUrl.startsWith('http:')

const config: CapacitorConfig = {
  appId: 'app.pointbook',
  appName: 'Pointbook',
  webDir: 'dist/native',
  // Not zoomable, as the spec's viewport (which the sync writes into the shell's page); the web
  // zooms (decision 027). Capacitor's default, said here.
  zoomEnabled: false,
  server: {
    androidScheme: 'https',
    cleartext: plainHttp,
  },
  android: {
    allowMixedContent: plainHttp,
  },
}

export default config
