// Fails when the committed generated code differs from what `npm run codegen` produces now.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const GENERATED_DIRS = [
  'gateway/src/__generated__',
  'web/src/__generated__',
  'tests/__generated__',
];

/** The published contract, written by the same command. */
const GENERATED_FILES = ['schema/schema.graphql'];

function snapshot() {
  const files = new Map();
  for (const file of GENERATED_FILES) {
    if (existsSync(file)) files.set(file, readFileSync(file, 'utf8'));
  }
  for (const dir of GENERATED_DIRS) {
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir))
      files.set(join(dir, file), readFileSync(join(dir, file), 'utf8'));
  }
  return files;
}

const before = snapshot();
execSync('npm run --silent codegen', { stdio: ['ignore', 'ignore', 'inherit'] });
const after = snapshot();

const stale = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);
if (stale.length > 0) {
  console.error(`Generated code was stale (now regenerated; commit it):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log('Generated code is fresh.');
