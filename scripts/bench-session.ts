// `npm run bench:session`: GET /api/profiles/{id} anonymous, then signed in with the session
// cookie (web) and with a bearer token (native), against the production build on PGlite.
// Goal: signed-in throughput at least 0.7× anonymous (no database round trip for the session).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { flag, load, startBuiltServer } from './lib/bench'

const seconds = flag('seconds', 10)
const connections = flag('connections', 10)
const dataDir = mkdtempSync(join(tmpdir(), 'pointbook-bench-session-'))
const server = await startBuiltServer({ DATA_DIR: dataDir, NODE_ENV: 'development' })

try {
  const json = { 'Content-Type': 'application/json', Origin: server.url }
  const email = 'bench@example.test'
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email,
      password: 'bench password 1',
      name: 'Bench',
      username: 'bench',
      acceptTerms: true,
    }),
  })
  if (!signUp.ok) throw new Error(`sign-up failed: ${await signUp.text()}`)
  let otp: string | undefined
  for (let i = 0; i < 50 && !otp; i++) {
    const outbox = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as {
      items: { text: string }[]
    }
    otp = /\b(\d{6})\b/.exec(outbox.items[0]?.text ?? '')?.[1]
    if (!otp) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const verified = await fetch(`${server.url}/api/auth/email-otp/verify-email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, otp }),
  })
  if (!verified.ok) throw new Error(`verify failed: ${verified.status} ${await verified.text()}`)
  const { user } = (await verified.json()) as { user: { id: string } }
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const token = verified.headers.get('set-auth-token') ?? ''
  const url = `${server.url}/api/profiles/${user.id}`

  await load(url, {}, 2, connections)
  const anonymous = await load(url, {}, seconds, connections)
  const withCookie = await load(url, { Cookie: cookie }, seconds, connections)
  const withBearer = await load(url, { Authorization: `Bearer ${token}` }, seconds, connections)

  const row = (name: string, r: typeof anonymous) =>
    `${name.padEnd(22)} ${String(r.requestsPerSecond).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   ` +
    `${(r.requestsPerSecond / anonymous.requestsPerSecond).toFixed(2)}×   errors ${r.errors + r.non2xx}`
  console.log(`\nGET /api/profiles/{id}, ${connections} connections, ${seconds} s each, PGlite`)
  console.log(row('anonymous', anonymous))
  console.log(row('signed in (cookie)', withCookie))
  console.log(row('signed in (bearer)', withBearer))
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
