/**
 * How the gateway delivers the staff app and its answers to a browser: compressed when the
 * browser accepts it, hashed assets kept by the browser for good, the page shell checked on
 * every load.
 */
import { request } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from '../support/http-signin';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request as sent on the wire, the answer's bytes undecoded (fetch would decode them). */
function raw(url: string, headers: Record<string, string>, body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: body ? 'POST' : 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const LEAGUES = JSON.stringify({
  query: '{ leagues(sport: lol, filter: current) { id slug name region priority lightLogoUrl } }',
});

describe('delivery of the staff app and its answers', () => {
  let stack: Stack;
  let bearer: string;
  const assets = join(import.meta.dirname, '../../web/dist/assets');
  const script = readdirSync(assets).find((name) => /^react-.*\.js$/.test(name));

  beforeAll(async () => {
    stack = await startStack();
    bearer = `Bearer ${await stack.tokenFor(SANDBOX_USERS.competition)}`;
  });
  afterAll(() => stack?.close());

  it('compresses a GraphQL answer for a browser that accepts brotli or gzip, and only then', async () => {
    const headers = { 'content-type': 'application/json', authorization: bearer };
    const plain = await raw(`${stack.url}/graphql`, headers, LEAGUES);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const answer = JSON.parse(plain.body.toString()) as { data: { leagues: unknown[] } };
    expect(answer.data.leagues.length).toBeGreaterThan(0);
    expect(plain.body.length).toBeGreaterThan(1024);

    const brotli = await raw(
      `${stack.url}/graphql`,
      { ...headers, 'accept-encoding': 'gzip, deflate, br' },
      LEAGUES,
    );
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(answer);

    const gzip = await raw(
      `${stack.url}/graphql`,
      { ...headers, 'accept-encoding': 'gzip' },
      LEAGUES,
    );
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(answer);
    expect(gzip.headers['cache-control']).toBe('no-store');
  });

  it('lets the browser keep hashed scripts for good and checks the page shell on every load', async () => {
    expect(script).toBeDefined();
    const asset = await raw(`${stack.url}/assets/${script}`, { 'accept-encoding': 'gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asset.body).toString()).toContain('react');

    const { jar } = await signInOverHttp(stack.url, SANDBOX_USERS.viewer);
    const page = await raw(`${stack.url}/season/list/current`, { cookie: jar.header(stack.url) });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=0');
    expect(page.body.toString()).toContain(`/assets/`);
  });

  it("sends a browser that accepts brotli the build's own brotli copy of a script, and others the script", async () => {
    expect(script).toBeDefined();
    const original = readFileSync(join(assets, script!));
    const brotli = await raw(`${stack.url}/assets/${script}`, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.body.equals(readFileSync(join(assets, `${script}.br`)))).toBe(true);
    expect(brotliDecompressSync(brotli.body).equals(original)).toBe(true);
    // Best quality at build time: smaller than the same script gzipped on the fly.
    const gzip = await raw(`${stack.url}/assets/${script}`, { 'accept-encoding': 'gzip' });
    expect(brotli.body.length).toBeLessThan(gzip.body.length * 0.9);

    const plain = await raw(`${stack.url}/assets/${script}`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });
});
