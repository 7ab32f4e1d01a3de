import { readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
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

describe('.env.example', () => {
  const example = parseEnv(readFileSync('.env.example', 'utf8'))

  it('documents every variable the server reads, and no other', () => {
    expect(Object.keys(example).sort()).toEqual([...CONFIG_VARIABLES].sort())
  })

  it('is a valid configuration that carries no secret', () => {
    expect(() => loadConfig(example)).not.toThrow()
    for (const secret of ['BETTER_AUTH_SECRET', 'GOOGLE_CLIENT_SECRET', 'SMTP_URL', 'DATABASE_URL'])
      expect(example[secret], secret).toBe('')
  })
})
