import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('gives defaults for an empty environment', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.DATA_DIR).toBe('./data')
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.publicUrl).toBe('http://localhost:3000')
  })

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' }).PORT).toBe(3000)
  })

  it('lists every bad variable in one error', () => {
    let error: unknown
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const problems = (error as ConfigError).problems
    expect(problems).toHaveLength(3)
    expect((error as ConfigError).message).toMatch(
      /PORT="abc"[\s\S]*DATABASE_URL="mysql:\/\/x"[\s\S]*LOG_LEVEL="loud"/,
    )
  })
})

describe("README's configuration table", () => {
  // The one list of settings a person reads: each row's first cell names its variables.
  const readme = readFileSync('README.md', 'utf8')
  const table = readme.slice(readme.indexOf('| Variable | Default | Meaning |'))
  const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2)
  const documented = rows.flatMap((row) =>
    [...(row.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]),
  )

  it('documents every variable the server reads, and no other (the native build has its own)', () => {
    const server = documented.filter((name) => name !== 'POINTBOOK_SERVER_URL')
    expect(server.sort()).toEqual([...CONFIG_VARIABLES].sort())
  })

  it('is the list env.example offers, each variable commented out with its default', () => {
    const example = readFileSync('env.example', 'utf8')
    const offered = [...example.matchAll(/^# ([A-Z0-9_]+)=/gm)].map((m) => m[1])
    expect(offered.sort()).toEqual([...documented].sort())
    // Uncommented, it would change the defaults of whoever copies it.
    expect(example.split('\n').filter((line) => line.trim() && !line.startsWith('#'))).toEqual([])
  })

  it('gives a configuration that starts with nothing set', () => {
    expect(() => loadConfig({})).not.toThrow()
  })
})
