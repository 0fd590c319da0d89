// `npm test`: every check and every test, ending with the plain line CI reads: `N passed, N failed`.
// Each static check (lint, typecheck, codegen freshness, build) counts as one test.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const checks = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['generated code is fresh', 'npm', ['run', '--silent', 'codegen:check']],
  ['web build', 'npm', ['run', '--silent', 'build']],
];

let passed = 0;
let failed = 0;
const failures = [];

for (const [name, command, args] of checks) {
  console.log(`\n▶ ${name}`);
  const run = spawnSync(command, args, { stdio: 'inherit' });
  if (run.status === 0) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

const report = '.tmp/vitest-report.json';
mkdirSync('.tmp', { recursive: true });
rmSync(report, { force: true });
console.log('\n▶ vitest (unit, web, integration, e2e)');
const vitest = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
let skipped = 0;
try {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  skipped += results.numPendingTests + results.numTodoTests;
  if (results.numFailedTestSuites > 0 && results.numFailedTests === 0) {
    failed += results.numFailedTestSuites;
    failures.push('test files that failed to load');
  }
  for (const file of results.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failures.push(test.fullName);
    }
  }
} catch {
  failed += 1;
  failures.push(`vitest produced no report (exit ${vitest.status})`);
}
if (vitest.status !== 0 && failed === 0) {
  failed += 1;
  failures.push(`vitest exited with ${vitest.status}`);
}

if (failures.length > 0) console.log(`\nFailed:\n  ${failures.join('\n  ')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
