import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/** In CI a skipped end-to-end test fails the run: a journey nobody ran is not a passing one. */
export default class NoSkipReporter implements Reporter {
  private skipped: string[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') this.skipped.push(test.titlePath().join(' › '))
  }

  async onEnd(result: FullResult) {
    if (!process.env.CI || this.skipped.length === 0) return
    process.stderr.write(
      `\n${this.skipped.length} end-to-end test(s) skipped in CI:\n  ${this.skipped.join('\n  ')}\n`,
    )
    return { status: result.status === 'passed' ? ('failed' as const) : result.status }
  }
}
