import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { preparePgliteTemplate, preparePostgresTemplate } from './templates'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    postgresTemplate: string
    /** Where each test file writes the operations its requests exercised (contract.ts). */
    contractDir: string
  }
}

/**
 * Migrate once per run: a PGlite data-directory dump (reused while the migrations are the same)
 * or, with TEST_DATABASE_URL, that fresh PostgreSQL database as the template for each file.
 * After the run, with CONTRACT_COVERAGE=1 (npm test, npm run test:api: the whole suite), every
 * operation of the OpenAPI document must have been exercised by a request the contract checked.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL
  if (url) {
    project.provide('postgresTemplate', await preparePostgresTemplate(url))
    project.provide('pgliteTemplate', '')
  } else {
    project.provide('pgliteTemplate', await preparePgliteTemplate())
    project.provide('postgresTemplate', '')
  }
  const contractDir = mkdtempSync(join(tmpdir(), 'pointbook-contract-'))
  project.provide('contractDir', contractDir)
  return async () => {
    const exercised = new Set<string>()
    for (const file of readdirSync(contractDir))
      for (const id of JSON.parse(readFileSync(join(contractDir, file), 'utf8')) as string[])
        exercised.add(id)
    rmSync(contractDir, { recursive: true, force: true })
    if (process.env.CONTRACT_COVERAGE !== '1') return
    const { operationIds } = await import('./contract-operations')
    const all = operationIds()
    const missing = all.filter((id) => !exercised.has(id))
    console.log(`Contract: ${all.length - missing.length} of ${all.length} operations exercised and checked`)
    if (missing.length > 0)
      throw new Error(`Operations no API test exercised (contract.ts): ${missing.join(', ')}`)
  }
}
