/**
 * Gateways started as real processes, for the runtime suites: a SIGTERM must reach a process of
 * its own, and the production start must run without this test process's module graph.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { STAFF_PASSWORD } from '../../sandbox/src/identity/staff';

export const REPO_ROOT = new URL('../..', import.meta.url).pathname;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  await new Promise((closed) => server.close(closed));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface RunningProcess {
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/**
 * Runs `node <args>` on this process's runtime with only the given environment (plus PATH), so
 * nothing leaks from vitest (NODE_OPTIONS, loaders) into the product.
 */
export function runNode(args: string[], env: Record<string, string>, cwd = REPO_ROOT) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => output, exited } satisfies RunningProcess;
}

/** Polls `url` until it answers 200; fails with the process's output after `timeoutMs`. */
export async function waitUntilReady(url: string, process: RunningProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void process.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`exited with ${exitCode} before ready:\n${process.output()}`);
    }
    const status = await fetch(url, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(250);
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms:\n${process.output()}`);
}

/** A staff user's access token from the sandbox's development provider. */
export async function sandboxToken(sandboxUrl: string, username: string): Promise<string> {
  const response = await fetch(`${sandboxUrl}/__sandbox/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: STAFF_PASSWORD }),
  });
  if (!response.ok) throw new Error(`token for ${username}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
