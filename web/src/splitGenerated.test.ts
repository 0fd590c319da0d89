import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { splitGenerated } from '../splitGenerated';

type Hook = (...args: unknown[]) => unknown;

function plugin() {
  const built = splitGenerated();
  (built.buildStart as Hook).call({});
  return {
    transform: (code: string, id: string) => (built.transform as Hook).call({}, code, id) as string,
    load: (id: string) => (built.load as Hook).call({}, id) as string | null,
  };
}

const PAGE = '/work/web/src/features/seasons/SeasonListPage.tsx';

describe('the build split of the generated documents and hooks', () => {
  it('imports each hook a page uses from a module of its own', () => {
    const code = plugin().transform(
      "import { useSeasonListPageQuery, useArchiveSeasonMutation as archive } from '../../__generated__/hooks';",
      PAGE,
    );
    expect(code).toBe(
      [
        "import { useSeasonListPageQuery } from '\0generated:hooks:useSeasonListPageQuery';",
        "import { useArchiveSeasonMutation as archive } from '\0generated:hooks:useArchiveSeasonMutation';",
      ].join('\n'),
    );
  });

  it('gives a hook only its own document, and the document its own operation', () => {
    const split = plugin();
    const hook = split.load('\0generated:hooks:useSeasonListPageQuery')!;
    expect(hook).toContain("from '\0generated:graphql:SeasonListPageDocument'");
    expect(hook).toContain('return useQuery(SeasonListPageDocument, options);');
    const document = split.load('\0generated:graphql:SeasonListPageDocument')!;
    const json = /JSON\.parse\((.*)\);$/.exec(document)![1]!;
    const operations = JSON.stringify(JSON.parse(JSON.parse(json) as string));
    expect(operations).toContain('"value":"SeasonListPage"');
    expect(operations).not.toContain('"value":"TournamentEditPage"');
  });

  it('splits every generated hook and refuses a name that is not one', () => {
    const split = plugin();
    const hooks = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), '__generated__', 'hooks.ts'),
      'utf8',
    );
    const names = [...hooks.matchAll(/^export function (\w+)/gm)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => !split.load(`\0generated:hooks:${name}`))).toEqual([]);
    expect(() =>
      split.transform("import { useNoSuchQuery } from '../../__generated__/hooks';", PAGE),
    ).toThrow('useNoSuchQuery is not a value of __generated__/hooks.ts');
  });
});
