/**
 * The load balancer of the scale-out test: round-robin over the replicas whose /readyz answered
 * 200 at the last probe, as HAProxy does with `option httpchk GET /readyz`. It never retries:
 * a request a replica fails is a failed request.
 */
import { request, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Which replica (its index) answered, on every proxied answer. */
export const REPLICA_HEADER = 'x-test-replica';

export interface Replica {
  url: string;
  ready: boolean;
  /** When the balancer last saw /readyz turn from 200 to anything else. */
  leftAt?: number;
}

export async function startRoundRobinProxy(replicaUrls: string[], probeEveryMs = 250) {
  const replicas: Replica[] = replicaUrls.map((url) => ({ url, ready: false }));
  let next = 0;

  async function probe(replica: Replica) {
    const ok = await fetch(`${replica.url}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (replica.ready && !ok) replica.leftAt = Date.now();
    replica.ready = ok;
  }
  await Promise.all(replicas.map(probe));
  let probing = true;
  const probes = (async () => {
    while (probing) {
      await new Promise((wait) => setTimeout(wait, probeEveryMs));
      await Promise.all(replicas.map(probe));
    }
  })();

  function forward(incoming: IncomingMessage, answer: ServerResponse) {
    const ready = replicas
      .map((replica, index) => ({ replica, index }))
      .filter((r) => r.replica.ready);
    if (ready.length === 0) {
      answer.writeHead(502).end('no ready replica');
      return;
    }
    const { replica, index } = ready[next++ % ready.length]!;
    const target = new URL(incoming.url ?? '/', replica.url);
    // A new connection per request: a pooled socket the replica closes while a request is on its
    // way would fail without the retry a real balancer makes on a connection error.
    const outgoing = request(
      target,
      { method: incoming.method, headers: incoming.headers, agent: false },
      (response) => {
        answer.setHeader(REPLICA_HEADER, String(index));
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    outgoing.on('error', (error) => {
      if (!answer.headersSent) answer.writeHead(502);
      answer.end(`proxy error: ${error.message}`);
    });
    incoming.pipe(outgoing);
  }

  const server = createServer(forward);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    replicas,
    async close() {
      probing = false;
      await probes;
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    },
  };
}
