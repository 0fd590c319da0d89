/**
 * Following a request: per GraphQL request one trace (when tracing is on), its metrics, and a log
 * line for an answer the operation log never sees (a 401 from the context, an unreadable body).
 * Each upstream call carries the gateway's request id and, when tracing, the call's `traceparent`.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { SpanStatusCode, type Span } from '@opentelemetry/api';
import { APP_VERSION } from '@esports-admin/schema/rules/constants';
import type { Request, RequestHandler, Response } from 'express';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';
import type { Logger } from '../logger';
import { callerRequestIdOf, requestIdOf } from '../logging';
import type { UpstreamCallObserver, UpstreamCallTelemetry } from '../upstreams/rest-client';
import { createGatewayMetrics, serveMetrics, type OperationOutcome } from './metrics';
import { OperationLabels } from './operation-labels';
import { startTracing, type TraceSpan, type Tracing } from './tracing';

export interface TelemetrySettings {
  /** OTLP/HTTP base URL; unset, no spans are made. */
  otlpEndpoint: string | undefined;
  /** 0: no metrics port. */
  metricsPort: number;
  host: string;
}

const REQUEST_ID_HEADER = 'x-request-id';

/** One GraphQL request as telemetry sees it, from the middleware to the end of its answer. */
class RequestTelemetry implements UpstreamCallTelemetry {
  readonly started = performance.now();
  operationName: string | null = null;
  operationType: string | null = null;
  /** The operation plugin saw the answer: the operation log has its line. */
  answered = false;
  hadErrors = false;
  refusal: { code: string; reason: string } | null = null;

  constructor(
    readonly requestId: string,
    readonly trace: TraceSpan | null,
    private readonly telemetry: Telemetry,
  ) {}

  callStarted(service: string, method: string, path: string): UpstreamCallObserver {
    const started = performance.now();
    const call = this.trace
      ? this.telemetry.tracing?.startUpstreamCall(this.trace, `${method} ${service}`, {
          'http.request.method': method,
          'url.path': path,
          'upstream.service': service,
        })
      : undefined;
    return {
      headers: { [REQUEST_ID_HEADER]: this.requestId, ...call?.headers },
      finished: (status) => {
        this.telemetry.metrics.upstreamCalled(
          service,
          status,
          (performance.now() - started) / 1000,
        );
        if (call) endSpan(call.span, status);
      },
    };
  }
}

function endSpan(span: Span, status: number | null, failed = status === null || status >= 400) {
  if (status !== null) span.setAttribute('http.response.status_code', status);
  if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/** The operation name a request's body gave, for answers refused before Apollo read it. */
function bodyOperationName(req: Request): string | null {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || !('operationName' in body)) return null;
  return typeof body.operationName === 'string' ? body.operationName : null;
}

function outcomeOf(status: number, record: RequestTelemetry): OperationOutcome {
  if (status >= 500) return 'error';
  if (status >= 400) return 'refused';
  return record.hadErrors ? 'error' : 'ok';
}

export class Telemetry {
  readonly metrics = createGatewayMetrics();
  private readonly labels = new OperationLabels();
  private readonly inFlight = new Map<string, RequestTelemetry>();

  private constructor(
    readonly tracing: Tracing | null,
    private readonly logger: Logger,
  ) {}

  private metricsServer: { close(): Promise<void> } | null = null;

  static async start(settings: TelemetrySettings, logger: Logger): Promise<Telemetry> {
    const tracing = await startTracing(settings.otlpEndpoint, APP_VERSION, logger);
    const telemetry = new Telemetry(tracing, logger);
    if (settings.metricsPort !== 0) {
      telemetry.metricsServer = await serveMetrics(
        telemetry.metrics,
        settings.host,
        settings.metricsPort,
        logger,
      );
    }
    return telemetry;
  }

  /** Stops serving metrics and exports the spans still pending. */
  async close() {
    await Promise.all([this.metricsServer?.close(), this.tracing?.shutdown()]);
  }

  /** Mounted on /graphql after the request id is assigned, before anything can refuse. */
  requests(): RequestHandler {
    return (req, res, next) => {
      const requestId = requestIdOf(res);
      const trace = this.tracing?.startRequest(req.headers) ?? null;
      const record = new RequestTelemetry(requestId, trace, this);
      res.locals.telemetry = record;
      this.inFlight.set(requestId, record);
      let settled = false;
      const settle = () => {
        if (settled) return;
        settled = true;
        this.inFlight.delete(requestId);
        this.answered(req, res, record);
      };
      res.once('finish', settle);
      res.once('close', settle);
      next();
    };
  }

  /** Names the request's trace and metrics after its operation, and notes whether it failed. */
  plugin(): ApolloServerPlugin<GatewayContext> {
    return {
      requestDidStart: ({ contextValue }) => {
        const record = this.inFlight.get(contextValue.requestId);
        if (!record) return Promise.resolve();
        return Promise.resolve({
          didResolveOperation({ operationName, operation }) {
            record.operationName = operationName;
            record.operationType = operation?.operation ?? null;
            return Promise.resolve();
          },
          willSendResponse({ operationName, request, errors }) {
            record.answered = true;
            record.operationName = operationName ?? request.operationName ?? null;
            record.hadErrors = Boolean(errors?.length);
            return Promise.resolve();
          },
        });
      },
    };
  }

  /** Why the caller was refused before any operation ran (the context's UNAUTHENTICATED). */
  refused(res: Response, error: unknown) {
    const record = requestTelemetryOf(res);
    if (!record || !(error instanceof GraphQLError)) return;
    const { code } = error.extensions;
    record.refusal = { code: typeof code === 'string' ? code : 'UNKNOWN', reason: error.message };
  }

  private answered(req: Request, res: Response, record: RequestTelemetry) {
    const status = res.statusCode;
    const operation = this.labels.label(record.operationName ?? bodyOperationName(req));
    const outcome = outcomeOf(status, record);
    this.metrics.operationAnswered(operation, outcome, (performance.now() - record.started) / 1000);
    if (status === 429) this.metrics.rateLimitRefused();
    // rate-limit.ts logs its 429 with the wait it asked for; the operation log has the others.
    if (!record.answered && status !== 429) {
      const callerRequestId = callerRequestIdOf(res);
      this.logger[status >= 500 ? 'error' : 'info'](
        {
          requestId: record.requestId,
          ...(callerRequestId ? { callerRequestId } : {}),
          status,
          ...record.refusal,
        },
        status >= 500 ? 'graphql request failed' : 'graphql request refused',
      );
    }
    if (record.trace) {
      const { span } = record.trace;
      span.updateName(`graphql ${operation}`);
      span.setAttribute('graphql.operation.name', operation);
      if (record.operationType) span.setAttribute('graphql.operation.type', record.operationType);
      span.setAttribute('gateway.request_id', record.requestId);
      endSpan(span, status, outcome !== 'ok');
    }
  }
}

/** The request's telemetry for its upstream clients; absent outside /graphql. */
export function requestTelemetryOf(res: Response | undefined): RequestTelemetry | undefined {
  const record: unknown = res?.locals.telemetry;
  return record instanceof RequestTelemetry ? record : undefined;
}
