import type { TestProject } from 'vitest/node'
import { preparePgliteTemplate, preparePostgresTemplate } from './templates'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    postgresTemplate: string
  }
}

/**
 * Migrate once per run: a PGlite data-directory dump (reused while the migrations are the same)
 * or, with TEST_DATABASE_URL, that fresh PostgreSQL database as the template for each file.
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
}
