import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/**
 * Creating a PGlite data folder costs seconds, opening a copy of one a fraction of a second:
 * a new data folder starts as a copy of a seeded template kept in the temp folder.
 *
 * Templates are keyed by a hash of the sandbox's own source and by the fixture date, so a
 * change to tables, fixtures or the code that writes them never reuses a stale template.
 */

const TEMPLATE_PREFIX = 'esports-admin-sandbox-template-';
/** Builders that died leave a lock or a half-built folder behind; after this they no longer count. */
const ABANDONED_AFTER_MS = 120_000;
/**
 * Another checkout (a second worktree, say) may be using a template of its own source version;
 * a template is marked each time it is handed out and removed only after an hour unused.
 */
const UNUSED_AFTER_MS = 3_600_000;
const SOURCE_DIR = dirname(fileURLToPath(import.meta.url));

let sourceHash: string | undefined;

function sandboxSourceHash(): string {
  if (sourceHash) return sourceHash;
  const hash = createHash('sha256');
  const sources = readdirSync(SOURCE_DIR, { recursive: true, encoding: 'utf8' })
    // .js: the bundled sandbox (sandbox/dist) hashes its bundle.
    .filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.test.ts'))
    .sort();
  for (const file of sources) {
    hash.update(file);
    hash.update(readFileSync(join(SOURCE_DIR, file)));
  }
  sourceHash = hash.digest('hex').slice(0, 16);
  return sourceHash;
}

function untouchedFor(path: string, ms: number): boolean {
  const changedAt = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
  return changedAt !== undefined && Date.now() - changedAt > ms;
}

const isAbandoned = (path: string) => untouchedFor(path, ABANDONED_AFTER_MS);

function takeBuildLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (isAbandoned(lock)) rmSync(lock, { recursive: true, force: true });
    return false;
  }
}

/** Templates of other source versions are dead weight (about 40 MB each) once nobody builds them. */
function removeOutdatedTemplates(): void {
  const current = `${TEMPLATE_PREFIX}${sandboxSourceHash()}-`;
  for (const entry of readdirSync(tmpdir())) {
    const path = join(tmpdir(), entry);
    if (
      entry.startsWith(TEMPLATE_PREFIX) &&
      !entry.startsWith(current) &&
      untouchedFor(path, UNUSED_AFTER_MS)
    ) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}

async function buildOnce(folder: string, seed: (folder: string) => Promise<void>): Promise<void> {
  const building = `${folder}.building-${process.pid}-${randomUUID()}`;
  try {
    await seed(building);
    // The rename publishes the template whole: a reader never sees a half-seeded one.
    if (!existsSync(folder)) renameSync(building, folder);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  removeOutdatedTemplates();
}

/**
 * Test workers start sandboxes at the same moment: one process seeds the template while the
 * others wait for it, instead of all of them seeding on the same few cores.
 */
async function build(folder: string, seed: (folder: string) => Promise<void>): Promise<string> {
  const lock = `${folder}.lock`;
  while (!existsSync(folder)) {
    if (!takeBuildLock(lock)) {
      await sleep(100);
      continue;
    }
    try {
      if (!existsSync(folder)) await buildOnce(folder, seed);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  const now = new Date();
  utimesSync(folder, now, now);
  return folder;
}

const templates = new Map<string, Promise<string>>();

/** The folder of the seeded template for this fixture date, seeding it with `seed` if missing. */
export function seededTemplate(
  fixtureDate: string,
  seed: (folder: string) => Promise<void>,
): Promise<string> {
  const folder = join(tmpdir(), `${TEMPLATE_PREFIX}${sandboxSourceHash()}-${fixtureDate}`);
  let template = templates.get(folder);
  if (!template) {
    template = build(folder, seed);
    templates.set(folder, template);
    template.catch(() => templates.delete(folder));
  }
  return template;
}
