/**
 * Prints, after a Playwright run, every spec file with its time (its tests' durations added up),
 * slowest first, so the file that makes the browser suite slow is seen at once.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { type FileTiming, timingTable } from './timing-table';

export default class TimingReporter implements Reporter {
  private readonly files = new Map<string, FileTiming>();

  printsToStdio(): boolean {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.replace(`${process.cwd()}/`, '');
    const row = this.files.get(file) ?? { file, tests: 0, ms: 0 };
    row.tests += 1;
    row.ms += result.duration;
    this.files.set(file, row);
  }

  onEnd(): void {
    console.log(timingTable('browser suite', [...this.files.values()]));
  }
}
