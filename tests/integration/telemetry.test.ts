/**
 * Issue #38, following a request: one trace per GraphQL request with a span per upstream call,
 * whose context and the gateway's request id reach the upstream; Prometheus metrics on a port of
 * their own; and a log line for an answer refused before any operation ran.
 */
import { createServer, type Server } from 'node:http';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateSeasonDocument,
  TournamentEditPageDocument,
  TournamentListPageDocument,
} from '../../web/src/__generated__/graphql';
import { startLoggedGateway } from '../support/captured-log';
import { postGraphQL } from '../support/graphql-http';
import { seasonInput } from '../support/seed';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';
import { freePort } from './runtime-processes';

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP SpanKind: 2 server, 3 client. */
  kind: number;
}

const SERVER_SPAN = 2;
const CLIENT_SPAN = 3;

/** A collector's OTLP/HTTP traces endpoint in miniature: keeps every span it is sent (JSON). */
async function startOtlpReceiver() {
  const spans: ExportedSpan[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.headers['content-type'] === 'application/json') {
        const { resourceSpans } = JSON.parse(body) as {
          resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[];
        };
        spans.push(...resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else {
        res.writeHead(415).end();
      }
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise((closed) => server.close(closed)),
  };
}

/** One sample of a Prometheus text exposition, 0 when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) &&
        wanted.every((label) => l.includes(label)),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

async function scrape(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
}

describe('following a request', () => {
  let stack: Stack;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  beforeAll(async () => {
    [stack, receiver] = await Promise.all([startStack(), startOtlpReceiver()]);
  });
  afterAll(async () => {
    await stack?.close();
    await receiver?.close();
  });

  it('traces a tournament-page request as one trace with a span per upstream call, its trace id and request id sent upstream, and counts it in /metrics', async () => {
    const metricsPort = await freePort();
    const gateway = await stack.openGateway({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      METRICS_PORT: String(metricsPort),
    });
    const { tournaments } = await stack.data(TournamentListPageDocument, {
      sport: 'lol',
      filter: 'current',
      search: 'championship',
    });
    await stack.upstream.resetRequests();
    const answer = await postGraphQL(
      gateway.url,
      { query: print(TournamentEditPageDocument), variables: { id: tournaments[0]!.id } },
      { token: await stack.tokenFor(SANDBOX_USERS.competition) },
    );
    expect(answer.json?.errors).toBeUndefined();
    const requestId = answer.headers.get('x-request-id');
    const upstream = (await stack.upstream.requests()).requests;
    expect(upstream.length).toBeGreaterThan(3);
    expect(upstream.every((call) => call.requestId === requestId)).toBe(true);

    await expect
      .poll(async () =>
        sample(await scrape(metricsPort), 'graphql_operations_total', {
          operation: 'TournamentEditPage',
          outcome: 'ok',
        }),
      )
      .toBe(1);
    const metrics = await scrape(metricsPort);
    expect(sample(metrics, 'graphql_operation_duration_seconds_count')).toBe(1);
    const services = [...new Set(upstream.map((call) => call.service))];
    for (const service of services) {
      const calls = upstream.filter((call) => call.service === service).length;
      expect(sample(metrics, 'upstream_calls_total', { service, status: '200' })).toBe(calls);
      expect(sample(metrics, 'upstream_call_duration_seconds_count', { service })).toBe(calls);
    }
    expect(metrics).toContain('upstream_breaker_open{service="elds"} 0');

    const season = await postGraphQL(
      gateway.url,
      {
        query: print(CreateSeasonDocument),
        variables: { input: seasonInput(`telemetry_${Date.now() % 100_000}`) },
      },
      { token: await stack.tokenFor(SANDBOX_USERS.competition) },
    );
    expect(season.json?.errors).toBeUndefined();
    await expect
      .poll(async () => sample(await scrape(metricsPort), 'journal_writes_total', { result: 'OK' }))
      .toBe(1);

    await gateway.close(); // exports the pending spans
    const root = receiver.spans.find((span) => span.name === 'graphql TournamentEditPage');
    expect(root).toMatchObject({ kind: SERVER_SPAN });
    const trace = receiver.spans.filter((span) => span.traceId === root!.traceId);
    const calls = trace.filter((span) => span.kind === CLIENT_SPAN);
    expect(trace).toHaveLength(calls.length + 1);
    expect(calls).toHaveLength(upstream.length);
    expect(calls.every((span) => span.parentSpanId === root!.spanId)).toBe(true);
    const sentContexts = upstream.map((call) => call.traceparent).sort();
    const spanContexts = calls.map((span) => `00-${root!.traceId}-${span.spanId}-01`).sort();
    expect(sentContexts).toEqual(spanContexts);
  });

  it('leaves one log line for a 401 and counts refusals, the rate limit’s among them', async () => {
    const metricsPort = await freePort();
    const gateway = await startLoggedGateway(stack.sandboxUrl, {
      METRICS_PORT: String(metricsPort),
      RATE_LIMIT_ANONYMOUS_REQUESTS: '1',
    });
    try {
      const body = { query: '{ viewer { username } }', operationName: null };
      const refused = await postGraphQL(gateway.url, body);
      expect(refused.status).toBe(401);
      const requestId = refused.headers.get('x-request-id');
      const lines = gateway.lines.filter((line) => line.requestId === requestId);
      expect(lines).toEqual([
        expect.objectContaining({
          msg: 'graphql request refused',
          status: 401,
          code: 'UNAUTHENTICATED',
          reason: 'Sign in to use the API.',
        }),
      ]);

      const limited = await postGraphQL(gateway.url, body);
      expect(limited.status).toBe(429);
      const limitedId = limited.headers.get('x-request-id');
      expect(gateway.lines.filter((line) => line.requestId === limitedId)).toEqual([
        expect.objectContaining({ msg: 'rate limited', status: 429 }),
      ]);
      await expect
        .poll(async () => sample(await scrape(metricsPort), 'rate_limit_refusals_total'))
        .toBe(1);
      const metrics = await scrape(metricsPort);
      expect(
        sample(metrics, 'graphql_operations_total', {
          operation: 'anonymous',
          outcome: 'refused',
        }),
      ).toBe(2);
    } finally {
      await gateway.close();
    }
  });
});
