/**
 * Build-only Vite plugin: every typed document of src/__generated__/graphql.ts and every hook of
 * src/__generated__/hooks.ts becomes a module of its own. Bundlers split code per module, so
 * without this the two generated files (about 130 documents) land whole in one chunk that the
 * first page loads; with it each page's chunk carries only the documents it uses.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const GENERATED = join(dirname(fileURLToPath(import.meta.url)), 'src', '__generated__');
const PREFIX = '\0generated:';
const IMPORT_FROM_GENERATED =
  /import\s*\{([^}]*)\}\s*from\s*['"]((?:\.{1,2}\/)+(?:[\w-]+\/)*__generated__\/(graphql|hooks))(?:\.ts)?['"];?/g;
const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const HOOK =
  /^export function (use\w+)\(.*\) \{\n {2}return (useQuery|useLazyQuery|useMutation)\(Operations\.(\w+), options\);\n\}$/gm;

type Kind = 'graphql' | 'hooks';

function definitions(kind: Kind): Map<string, string> {
  const source = readFileSync(join(GENERATED, `${kind}.ts`), 'utf8');
  const found = new Map<string, string>();
  if (kind === 'graphql') {
    // JSON.parse of a string literal parses faster than the same object as JavaScript.
    for (const [, name, json] of source.matchAll(DOCUMENT)) {
      found.set(name!, `export const ${name} = JSON.parse(${JSON.stringify(json)});`);
    }
  } else {
    for (const [, name, hook, document] of source.matchAll(HOOK)) {
      found.set(
        name!,
        [
          `import { ${hook} } from '@apollo/client/react';`,
          `import { ${document} } from '${PREFIX}graphql:${document}';`,
          `export function ${name}(options) { return ${hook}(${document}, options); }`,
        ].join('\n'),
      );
    }
  }
  return found;
}

export function splitGenerated(): Plugin {
  const modules: Record<Kind, Map<string, string>> = {
    graphql: new Map(),
    hooks: new Map(),
  };
  return {
    name: 'esports-admin:split-generated',
    apply: 'build',
    buildStart() {
      modules.graphql = definitions('graphql');
      modules.hooks = definitions('hooks');
    },
    transform(code, id) {
      if (id.includes('/__generated__/') || !id.includes('/src/')) return null;
      if (!code.includes('__generated__/')) return null;
      return code.replace(IMPORT_FROM_GENERATED, (_all, names: string, _path, kind: Kind) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            const [imported] = name.split(/\s+as\s+/);
            if (!modules[kind].has(imported!)) {
              throw new Error(`${id}: ${imported} is not a value of __generated__/${kind}.ts`);
            }
            return `import { ${name} } from '${PREFIX}${kind}:${imported}';`;
          })
          .join('\n'),
      );
    },
    resolveId(source, importer) {
      if (source.startsWith(PREFIX)) return source;
      // The split modules import Apollo as hooks.ts does.
      if (importer?.startsWith(PREFIX)) return this.resolve(source, join(GENERATED, 'hooks.ts'));
      return null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [kind, name] = id.slice(PREFIX.length).split(':') as [Kind, string];
      return modules[kind].get(name) ?? null;
    },
  };
}
