import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { acquireDirLock, DataDirLockedError } from './lock'

const freshDir = () => mkdtempSync(join(tmpdir(), 'pointbook-lock-'))

describe('the data directory lock', () => {
  it('refuses a second holder while the first holds it', () => {
    const dir = freshDir()
    const lock = acquireDirLock(dir)
    expect(() => acquireDirLock(dir)).toThrow(DataDirLockedError)
    lock.release()
    acquireDirLock(dir).release()
  })

  it('names the holding process in its message', () => {
    const dir = freshDir()
    const lock = acquireDirLock(dir)
    expect(() => acquireDirLock(dir)).toThrow(`in use by another Pointbook process (pid ${process.pid})`)
    lock.release()
  })

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = freshDir()
    writeFileSync(join(dir, 'pointbook.lock'), JSON.stringify({ pid: 2 ** 22 + 1, startTime: '1' }))
    const lock = acquireDirLock(dir)
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid)
    lock.release()
  })

  it('treats a live pid with another start time as a recycled pid', () => {
    const dir = freshDir()
    writeFileSync(join(dir, 'pointbook.lock'), JSON.stringify({ pid: process.pid, startTime: 'not-mine' }))
    const lock = acquireDirLock(dir)
    // Taken over: the file now names this process with its real start time, and holds it.
    const owner = JSON.parse(readFileSync(lock.path, 'utf8'))
    expect(owner.pid).toBe(process.pid)
    expect(owner.startTime).toMatch(/^\d+$/)
    expect(owner.startTime).not.toBe('not-mine')
    expect(() => acquireDirLock(dir)).toThrow(DataDirLockedError)
    lock.release()
  })
})
