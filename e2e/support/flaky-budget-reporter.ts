import type { FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter';

/**
 * CI retries a failing test once (with its trace). A test that passes only on that retry is
 * "flaky": the list reporter names it, and this reporter fails the run when more than
 * `FLAKY_BUDGET` tests are. One or two misses in ~430 tests on two loaded cores are noise to look
 * into, not a broken main; more are a pattern.
 *
 * Why not Playwright's `failOnFlakyTests`: it fails on the first such miss, and five submissions
 * in a row did not land for one or two each, every one a timing miss whose retry passed (each was
 * then fixed: see "Flaky tests" in docs/quality.md). The budget keeps the pressure without making
 * every run a lottery.
 */
const FLAKY_BUDGET = 2;

export default class FlakyBudgetReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    const flaky: TestCase[] = this.root?.allTests().filter((test) => test.outcome() === 'flaky') ?? [];
    if (flaky.length === 0) return undefined;
    const names = flaky.map((test) => `  - ${test.titlePath().filter(Boolean).join(' › ')}`).join('\n');
    if (flaky.length <= FLAKY_BUDGET) {
      console.log(`\n${flaky.length} flaky test(s), within the budget of ${FLAKY_BUDGET}; look into them:\n${names}\n`);
      return undefined;
    }
    console.log(`\n${flaky.length} flaky tests, more than the budget of ${FLAKY_BUDGET}: the run fails.\n${names}\n`);
    return result.status === 'passed' ? { status: 'failed' } : undefined;
  }

  printsToStdio(): boolean {
    return false;
  }
}
