// `npm run lint:openapi`: writes the API's OpenAPI document (what GET /api/openapi.json answers)
// to dist/openapi.json and lints it twice: Redocly's recommended rules (issue 19) and Spectral's
// OWASP API Security ruleset (issue 44; scripts/openapi-owasp.ts). Any error of either fails.
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { openApiDocument } from '../src/server/app'
import { lintOwasp, printOwaspReport } from './openapi-owasp'

const out = 'dist/openapi.json'
const document = openApiDocument()
mkdirSync('dist', { recursive: true })
writeFileSync(out, JSON.stringify(document, null, 2))
const lint = spawnSync('npx', ['redocly', 'lint', out, '--format=summary'], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
})
const owasp = await lintOwasp(structuredClone(document) as never, out)
printOwaspReport(owasp)
process.exit(lint.status !== 0 ? (lint.status ?? 1) : owasp.findings.length > 0 ? 1 : 0)
