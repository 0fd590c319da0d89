/**
 * The benchmark's processes (sandbox, gateway, hand-written limit) each run in a child of their
 * own, so the load generator in the parent never shares an event loop with what it measures.
 * Parent and child talk over the fork IPC channel: the child announces its URL, answers
 * requests by type and stops on request.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WEB_CLIENT } from '../../sandbox/src/identity/clients';

export type ChildRequest =
  | { type: 'heap' }
  | { type: 'bench-tournaments' }
  | { type: 'cpu' }
  | { type: 'profile-start' }
  | { type: 'profile-stop'; file: string }
  | { type: 'stop' };

/**
 * A gateway child in production mode, as the Dockerfile runs it. Production mode alone would mean
 * the prod environment, where statSync (the Stat Mapper) is off: this is the mode as deployed in
 * dev, where every page of the bench is served.
 */
export const PRODUCTION_GATEWAY_ENV = {
  NODE_ENV: 'production',
  ENVIRONMENT: 'dev',
  OIDC_CLIENT_SECRET: WEB_CLIENT.secret,
  SINGLE_REPLICA: 'true',
} as const;

/** process.cpuUsage() of the child, user + system, in microseconds. */
export type CpuMicros = number;

/** Child side: the process's CPU time so far (user + system), for CPU per request. */
export const cpuMicros = (): Promise<CpuMicros> => {
  const { user, system } = process.cpuUsage();
  return Promise.resolve(user + system);
};

export interface HeapSnapshot {
  heapUsedBytes: number;
  heapTotalBytes: number;
  rssBytes: number;
  externalBytes: number;
}

type ChildMessage = { type: 'ready'; url: string } | { type: 'reply'; value: unknown };

export interface BenchChild {
  url: string;
  ask<T = void>(request: ChildRequest): Promise<T>;
  stop(): Promise<void>;
}

const CHILD_START_TIMEOUT_MS = 60_000;

/** Starts `entry` (a module of this folder) under tsx and waits for its URL. */
export async function startChild(
  entry: string,
  env: Record<string, string> = {},
  nodeOptions: string[] = [],
): Promise<BenchChild> {
  const child = fork(fileURLToPath(new URL(entry, import.meta.url)), [], {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx', ...nodeOptions],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${entry} did not start`)),
      CHILD_START_TIMEOUT_MS,
    );
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}`)));
    child.on('message', (message: ChildMessage) => {
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      resolve(message.url);
    });
  });

  async function ask<T>(request: ChildRequest): Promise<T> {
    const reply = nextReply<T>(child);
    child.send(request);
    return reply;
  }

  return {
    url,
    ask,
    async stop() {
      child.removeAllListeners('exit');
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send({ type: 'stop' } satisfies ChildRequest);
      await exited;
    },
  };
}

function nextReply<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (message: ChildMessage) => {
      if (message.type !== 'reply') return;
      child.off('message', onMessage);
      resolve(message.value as T);
    };
    child.on('message', onMessage);
  });
}

/** Child side: announce the URL, then answer the parent's requests. */
export function serveParent(
  url: string,
  handlers: { [K in ChildRequest['type']]?: (request: ChildRequest) => Promise<unknown> } & {
    stop: () => Promise<void>;
  },
): void {
  process.on('message', (request: ChildRequest) => {
    const handler = handlers[request.type];
    if (!handler) throw new Error(`this child does not answer ${request.type}`);
    void handler(request).then(
      (value) => {
        if (request.type === 'stop') process.exit(0);
        process.send!({ type: 'reply', value } satisfies ChildMessage);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
  process.send!({ type: 'ready', url } satisfies ChildMessage);
}
