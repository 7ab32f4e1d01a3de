import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// `*.pg.test.ts` test what only a PostgreSQL server has (pooled connections it can end); they
// join the API suite when it runs against PostgreSQL (`TEST_DATABASE_URL`, as CI does).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

export default defineConfig({
  test: {
    // A worker per core: vitest's default leaves one core to its main process, which here was
    // one worker on CI's two cores; the suite took 356 s and takes 179 (issue 43). The API files
    // are CPU-bound on PGlite and each has its own database, so they run side by side.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/web/test/native-plugins.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          // jsdom made anew for each file was half of this project's time (vitest's report):
          // vmThreads makes it once per worker and still runs each file in its own context.
          pool: 'vmThreads',
          setupFiles: ['src/web/test/setup.ts', 'src/web/test/native-plugins.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: onPostgres ? [] : ['src/server/**/*.pg.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/server/test/setup-file.ts'],
          // A worker runs its files on one module graph instead of importing the server anew for
          // each: imports were 47% of this project's time. Each file still has its own database,
          // app and background work (test/app.ts); no server module keeps state a file could see
          // in another's, and no API test mocks or stubs a module.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
