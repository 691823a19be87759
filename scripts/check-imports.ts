// `npm run lint` step: fails when an import breaks the dependency direction of docs/architecture.md.
import { findViolations } from './import-rules';

const problems = findViolations();
if (problems.length > 0) {
  console.error(`Import rules broken (docs/architecture.md):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('imports: dependency direction OK');
