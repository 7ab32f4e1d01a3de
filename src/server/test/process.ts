import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { newSignUp } from './users'

export interface ServerProcess {
  child: ChildProcess
  url: string
  output(): string
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

export interface SpawnedServer {
  child: ChildProcess
  output(): string
  exited: Promise<number | null>
}

/** Runs `src/server/main.ts` as its own process (one node process, so its pid is the server's). */
export function spawnServer(env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  child.stdout?.on('data', (chunk) => {
    text += chunk
  })
  child.stderr?.on('data', (chunk) => {
    text += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => text, exited }
}

/** Starts a server and waits until it says where it listens. */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const spawned = spawnServer(env)
  const started = Date.now()
  for (;;) {
    const match = /listening on (http:\/\/[^\s"]+)/.exec(spawned.output())
    if (match?.[1]) {
      const url = match[1]
      return {
        ...spawned,
        url,
        async stop(signal = 'SIGTERM') {
          if (spawned.child.exitCode === null) spawned.child.kill(signal)
          return spawned.exited
        },
      }
    }
    if (spawned.child.exitCode !== null) throw new Error(`server exited early:\n${spawned.output()}`)
    if (Date.now() - started > timeoutMs) {
      spawned.child.kill('SIGKILL')
      throw new Error(`server did not start in time:\n${spawned.output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * A data directory for a server process, its database restored from the migrated template when
 * one was prepared (skipping initdb, which is most of a cold start).
 */
export function freshDataDir(template: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pointbook-proc-'))
  if (template) {
    mkdirSync(join(dir, 'pg'))
    const result = spawnSync('tar', ['-xf', template, '-C', join(dir, 'pg')], { stdio: 'ignore' })
    if (result.status !== 0) throw new Error(`could not unpack ${template}`)
  }
  return dir
}

/** Signs a new person up on a server process (the code from its dev outbox); their bearer token. */
export async function signUpOn(url: string): Promise<string> {
  const input = newSignUp()
  const send = (path: string, body: unknown) =>
    fetch(`${url}/api/auth${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  if (!(await send('/sign-up/email', input)).ok) throw new Error('sign-up failed')
  const outbox = (await (await fetch(`${url}/api/dev/outbox`)).json()) as {
    items: { to: string; text: string }[]
  }
  const otp = /\b(\d{6})\b/.exec(outbox.items.find((mail) => mail.to === input.email)?.text ?? '')?.[1]
  const verified = await send('/email-otp/verify-email', { email: input.email, otp })
  const token = verified.headers.get('set-auth-token')
  if (!verified.ok || !token) throw new Error(`verification failed: ${verified.status}`)
  return token
}
