// `npm run lint` step: fails when an import breaks the dependency direction of DESIGN.md §1.
import { findViolations } from './import-rules';

const problems = findViolations();
if (problems.length > 0) {
  console.error(`Import rules broken (DESIGN.md §1):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('imports: dependency direction OK');
