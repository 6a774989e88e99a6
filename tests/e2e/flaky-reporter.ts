import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, at the end of a run, how many tests passed only on a retry and which, so that a
 * flaky test is seen in CI's log instead of hidden by the retry.
 */
export default class FlakyReporter implements Reporter {
  readonly #retried = new Map<string, TestCase>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry > 0) this.#retried.set(test.id, test);
  }

  onEnd(): void {
    const flaky = [...this.#retried.values()].filter((test) => test.outcome() === 'flaky');
    console.log(`[e2e] flaky: ${flaky.length}`);
    for (const test of flaky) {
      console.log(`[e2e]   flaky: ${test.location.file}:${test.location.line} ${test.title}`);
    }
  }
}
