import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * One process per PGlite data directory: two processes on one directory were seen to lose
 * acknowledged writes silently. The lock file holds the owner's pid and its kernel start time
 * (so a recycled pid is not mistaken for the owner). It is published with link(2), which is
 * atomic and never leaves a half-written lock behind.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dir} is in use by another Pointbook process (pid ${pid}). ` +
        'Stop that process first, or point DATA_DIR at another directory.',
    )
    this.name = 'DataDirLockedError'
  }
}

export interface DirLock {
  readonly path: string
  release(): void
}

interface Owner {
  pid: number
  startTime: string | null
}

const LOCK_FILE = 'pointbook.lock'

function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // starttime is field 22; count after the parenthesised command name, which may hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function isAlive(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const current = startTimeOf(owner.pid)
  return owner.startTime === null || current === null || current === owner.startTime
}

function readOwner(path: string): Owner | null | 'missing' {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    return 'missing'
  }
  try {
    const owner = JSON.parse(text) as { pid?: unknown; startTime?: unknown }
    if (typeof owner.pid !== 'number') return null
    return { pid: owner.pid, startTime: typeof owner.startTime === 'string' ? owner.startTime : null }
  } catch {
    return null
  }
}

function tryCreate(path: string): boolean {
  const draft = `${path}.${process.pid}.draft`
  writeFileSync(draft, JSON.stringify({ pid: process.pid, startTime: startTimeOf(process.pid) }))
  try {
    linkSync(draft, path)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    unlinkSync(draft)
  }
}

/** Move a dead owner's lock aside; if a live process took the lock meanwhile, put it back. */
function clearStale(path: string, stale: Owner | null): void {
  const grave = `${path}.${process.pid}.stale`
  try {
    renameSync(path, grave)
  } catch {
    return
  }
  const moved = readOwner(grave)
  const isSame = moved !== 'missing' && (moved === null ? stale === null : moved.pid === stale?.pid)
  if (!isSame && moved !== 'missing' && moved !== null) {
    try {
      linkSync(grave, path)
    } finally {
      unlinkSync(grave)
    }
    throw new DataDirLockedError(resolve(path, '..'), moved.pid)
  }
  unlinkSync(grave)
}

export function acquireDirLock(dir: string): DirLock {
  const absolute = resolve(dir)
  mkdirSync(absolute, { recursive: true })
  const path = join(absolute, LOCK_FILE)
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(path)) {
      let held = true
      return {
        path,
        release() {
          if (!held) return
          held = false
          const owner = readOwner(path)
          if (owner !== 'missing' && owner?.pid === process.pid) unlinkSync(path)
        },
      }
    }
    const owner = readOwner(path)
    if (owner === 'missing') continue
    if (owner && isAlive(owner)) throw new DataDirLockedError(absolute, owner.pid)
    clearStale(path, owner)
  }
  const owner = readOwner(path)
  throw new DataDirLockedError(absolute, owner !== 'missing' && owner ? owner.pid : -1)
}
