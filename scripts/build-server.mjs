// `npm run build:server`: bundles the gateway and the sandbox with esbuild into gateway/dist and
// sandbox/dist, so production runs plain `node` on JavaScript with almost no node_modules.
//
//   node scripts/build-server.mjs                    build gateway/dist and sandbox/dist
//   node scripts/build-server.mjs --runtime <dir>    also assemble a runnable copy in <dir>: the
//                                                    bundles, the built web app, and only the
//                                                    packages left out of the bundles
//
// The Docker image and tests/integration/production-start.test.ts both run the --runtime copy.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const ROOT = join(import.meta.dirname, '..');

/**
 * Packages that cannot live inside a bundle: PGlite loads its WebAssembly and data files relative
 * to its own module. `pg-native` is an optional peer of `pg` that we never install.
 */
const RUNTIME_PACKAGES = ['@electric-sql/pglite'];
const NEVER_INSTALLED = ['pg-native'];

const SERVERS = [
  { name: 'gateway', entry: 'gateway/src/main.ts' },
  { name: 'sandbox', entry: 'sandbox/src/main.ts' },
];

async function bundle({ name, entry }) {
  const outdir = join(ROOT, name, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [join(ROOT, entry)],
    outfile: join(outdir, 'main.js'),
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    external: [...RUNTIME_PACKAGES, ...NEVER_INSTALLED],
    // CommonJS dependencies inside an ES module bundle still call require() for Node's built-ins.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  // The SDL is read from files beside the module that loads it (schema/src/sdl.ts).
  if (name === 'gateway') {
    cpSync(join(ROOT, 'schema/src/graphql'), join(outdir, 'graphql'), { recursive: true });
  }
}

/** A package and everything it depends on at run time, as folders under node_modules. */
function packageClosure(names) {
  const folders = new Map();
  const visit = (name, fromDir) => {
    const require = createRequire(join(fromDir, 'noop.js'));
    let manifestPath;
    try {
      manifestPath = require.resolve(`${name}/package.json`);
    } catch {
      manifestPath = findManifest(require.resolve(name), name);
    }
    const folder = dirname(manifestPath);
    if (folders.has(folder)) return;
    folders.set(folder, name);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, folder);
  };
  for (const name of names) visit(name, ROOT);
  return [...folders].map(([folder, name]) => ({ folder, name }));
}

/** Packages whose exports map hides package.json: walk up from the resolved entry. */
function findManifest(resolved, name) {
  let dir = dirname(resolved);
  while (!existsSync(join(dir, 'package.json')) || !dir.endsWith(name)) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the package folder of ${name}`);
    dir = parent;
  }
  return join(dir, 'package.json');
}

function assembleRuntime(target) {
  rmSync(target, { recursive: true, force: true });
  for (const { name } of SERVERS) {
    cpSync(join(ROOT, name, 'dist'), join(target, name, 'dist'), { recursive: true });
  }
  if (existsSync(join(ROOT, 'web/dist'))) {
    cpSync(join(ROOT, 'web/dist'), join(target, 'web/dist'), { recursive: true });
  }
  for (const { folder, name } of packageClosure(RUNTIME_PACKAGES)) {
    cpSync(folder, join(target, 'node_modules', name), { recursive: true, dereference: true });
  }
  cpSync(join(ROOT, 'scripts/healthcheck.mjs'), join(target, 'scripts/healthcheck.mjs'));
  mkdirSync(join(target, '.data'), { recursive: true });
}

const { values } = parseArgs({ options: { runtime: { type: 'string' } } });
await Promise.all(SERVERS.map(bundle));
if (values.runtime) assembleRuntime(values.runtime);
console.log(
  `Built gateway/dist and sandbox/dist${values.runtime ? `; runnable copy in ${values.runtime}` : ''}`,
);
