/**
 * The gateway's Prometheus metrics (prom-client), served on a port of their own so that neither
 * the balancer nor a browser reaches them through the API's origin. One registry per gateway, never
 * prom-client's global one, so several gateways in one process (the test suites) keep apart.
 */
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Logger } from '../logger';

export type OperationOutcome = 'ok' | 'error' | 'refused';

/** Open (or half-open) breakers per service, from the process's UpstreamResilience. */
export type OpenBreakers = () => ReadonlyMap<string, number>;

export interface GatewayMetrics {
  readonly registry: Registry;
  operationAnswered(operation: string, outcome: OperationOutcome, seconds: number): void;
  /** `status` null: the upstream gave no answer (timeout, refused connection). */
  upstreamCalled(service: string, status: number | null, seconds: number): void;
  rateLimitRefused(): void;
  /** A journal entry's outcome written (its AuditResult), or `write_failed`. */
  journalWritten(result: string): void;
  watchBreakers(services: readonly string[], openBreakers: OpenBreakers): void;
}

export function createGatewayMetrics(): GatewayMetrics {
  const registry = new Registry();
  const registers = [registry];
  const operations = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL requests answered, by operation name and outcome (ok, error, refused)',
    labelNames: ['operation', 'outcome'] as const,
    registers,
  });
  const operationSeconds = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Time from receiving a GraphQL request to the end of its answer',
    labelNames: ['operation'] as const,
    registers,
  });
  const upstreamCalls = new Counter({
    name: 'upstream_calls_total',
    help: 'Upstream call attempts (retries included), by service and HTTP status (none: no answer)',
    labelNames: ['service', 'status'] as const,
    registers,
  });
  const upstreamSeconds = new Histogram({
    name: 'upstream_call_duration_seconds',
    help: 'Duration of one upstream call attempt',
    labelNames: ['service'] as const,
    registers,
  });
  const rateLimitRefusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'GraphQL requests refused with 429 by the rate limit',
    registers,
  });
  const journalWrites = new Counter({
    name: 'journal_writes_total',
    help: 'Audit journal outcomes written, by result (OK, PARTIAL, REFUSED, FAILED, write_failed)',
    labelNames: ['result'] as const,
    registers,
  });
  let breakers: { services: readonly string[]; open: OpenBreakers } | null = null;
  new Gauge({
    name: 'upstream_breaker_open',
    help: 'Endpoint families of a service whose circuit breaker is open or half-open (0: all closed)',
    labelNames: ['service'] as const,
    registers,
    collect() {
      if (!breakers) return;
      const open = breakers.open();
      for (const service of breakers.services) this.set({ service }, open.get(service) ?? 0);
    },
  });
  return {
    registry,
    operationAnswered(operation, outcome, seconds) {
      operations.inc({ operation, outcome });
      operationSeconds.observe({ operation }, seconds);
    },
    upstreamCalled(service, status, seconds) {
      upstreamCalls.inc({ service, status: status === null ? 'none' : String(status) });
      upstreamSeconds.observe({ service }, seconds);
    },
    rateLimitRefused: () => rateLimitRefusals.inc(),
    journalWritten: (result) => journalWrites.inc({ result }),
    watchBreakers(services, open) {
      breakers = { services, open };
    },
  };
}

/** `GET /metrics` on host:port, with the process's default metrics (CPU, memory, event loop). */
export async function serveMetrics(
  metrics: GatewayMetrics,
  host: string,
  port: number,
  logger: Logger,
): Promise<{ close(): Promise<void> }> {
  collectDefaultMetrics({ register: metrics.registry });
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: try /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      listening();
    });
  });
  logger.info({ host, port }, 'metrics listening');
  return {
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed());
        server.closeAllConnections();
      }),
  };
}
