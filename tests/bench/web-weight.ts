/**
 * Web weight: the built app's JavaScript graph, read from web/dist. The initial JavaScript of
 * the seasons list page is the entry's static import closure plus the lazy SeasonListPage
 * chunk and its own static imports; the staff app's whole graph (every lazy route included)
 * must never reach the GraphiQL/Monaco build.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { kib, table } from './markdown';

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const ASSETS = join(WEB_DIST, 'assets');
const SEASON_LIST_CHUNK = /^SeasonListPage-.*\.js$/;
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;
const GRAPHIQL_MARKERS = /monaco|graphiql/i;
/** Monaco's package names or the GraphiQL build's folder ("Monaco" alone is also a font name). */
const GRAPHIQL_LOADS = /monaco-editor|monaco-graphql|graphiql\/assets/;

export function buildWeb(): void {
  execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

const source = (chunk: string) => readFileSync(join(ASSETS, chunk), 'utf8');
const gzipBytes = (chunk: string) => gzipSync(readFileSync(join(ASSETS, chunk))).byteLength;
const importsOf = (chunk: string, pattern: RegExp) =>
  [...source(chunk).matchAll(pattern)].map((match) => match[1]!);

function closure(roots: string[], followDynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const chunk = pending.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    pending.push(...importsOf(chunk, STATIC_IMPORT));
    if (followDynamic) pending.push(...importsOf(chunk, DYNAMIC_IMPORT));
  }
  return seen;
}

function entryChunks(): string[] {
  const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
}

export function webWeight(): string {
  const entries = entryChunks();
  const seasonListChunk = readdirSync(ASSETS).find((name) => SEASON_LIST_CHUNK.test(name));
  if (!seasonListChunk) throw new Error('no SeasonListPage chunk in web/dist/assets');
  const initial = closure([...entries, seasonListChunk], false);
  const staffGraph = closure(entries, true);
  // A file both builds emit under the same content-hashed name (the bundler's runtime helper)
  // is the same code, not GraphiQL's: only names unique to the GraphiQL build count.
  const staffAssets = new Set(readdirSync(ASSETS));
  const graphiqlAssets = readdirSync(join(WEB_DIST, 'graphiql', 'assets')).filter(
    (asset) => !staffAssets.has(asset),
  );
  const graphiqlReferences = [...staffGraph].filter((chunk) => {
    const code = source(chunk);
    return (
      GRAPHIQL_MARKERS.test(chunk) ||
      GRAPHIQL_LOADS.test(code) ||
      graphiqlAssets.some((asset) => code.includes(asset))
    );
  });
  if (graphiqlReferences.length > 0) {
    throw new Error(`the staff app reaches GraphiQL/Monaco code: ${graphiqlReferences.join(', ')}`);
  }
  const initialRows = [...initial]
    .map((chunk) => ({ chunk, gzip: gzipBytes(chunk) }))
    .sort((a, b) => b.gzip - a.gzip);
  const total = initialRows.reduce((sum, row) => sum + row.gzip, 0);
  // What a browser accepting brotli receives: the build's own brotli copies (web/precompress.ts).
  const asSent = initialRows.reduce(
    (sum, row) => sum + readFileSync(join(ASSETS, `${row.chunk}.br`)).byteLength,
    0,
  );
  const largest = [...staffGraph]
    .map((chunk) => ({ chunk, gzip: gzipBytes(chunk) }))
    .sort((a, b) => b.gzip - a.gzip)[0]!;
  const graphiqlScripts = graphiqlAssets.filter((name) => name.endsWith('.js'));
  const graphiqlGzip = graphiqlScripts.reduce(
    (sum, name) =>
      sum + gzipSync(readFileSync(join(WEB_DIST, 'graphiql', 'assets', name))).byteLength,
    0,
  );
  return [
    table(
      ['initial JavaScript of shell + seasons list page', 'gzip'],
      [...initialRows.map((row) => [row.chunk, kib(row.gzip)]), ['**total**', `**${kib(total)}**`]],
    ),
    '',
    table(
      ['measure', 'value'],
      [
        ['initial JavaScript as sent to a browser accepting brotli', `${kib(asSent)} brotli`],
        ['largest chunk of the staff app', `${largest.chunk} (${kib(largest.gzip)} gzip)`],
        ['chunks in the staff app graph (all lazy routes)', staffGraph.size],
        [
          'staff chunks naming or importing monaco/graphiql',
          `${graphiqlReferences.length} (checked: chunk names, GraphiQL asset names, "monaco-editor", "monaco-graphql" and "graphiql/assets" in chunk sources)`,
        ],
        [
          'GraphiQL build (separate entry, /graphiql)',
          `${graphiqlScripts.length} JS files, ${kib(graphiqlGzip)} gzip`,
        ],
      ],
    ),
  ].join('\n');
}
