/**
 * Prints, after a Vitest run, every test file with its time (import + tests and hooks), slowest
 * first and grouped by project, so a file that makes the suite slow is seen at once.
 */
import type { Reporter, TestModule } from 'vitest/node';
import { type FileTiming, timingTable } from './timing-table';

export default class TimingReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const byProject = new Map<string, FileTiming[]>();
    for (const module of testModules) {
      const { collectDuration, duration } = module.diagnostic();
      const rows = byProject.get(module.project.name) ?? [];
      rows.push({
        file: module.relativeModuleId,
        tests: [...module.children.allTests()].length,
        ms: collectDuration + duration,
      });
      byProject.set(module.project.name, rows);
    }
    for (const [project, rows] of byProject) console.log(timingTable(`${project} suite`, rows));
  }
}
