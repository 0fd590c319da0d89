/**
 * OpenTelemetry traces over OTLP/HTTP, on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: the SDK
 * is loaded then and never otherwise, so a gateway without a collector pays nothing for it.
 *
 * Spans are made by hand at the two places that matter, without the SDK's global registration or
 * a --require hook: one server span per GraphQL request (telemetry.ts) and one client span per
 * upstream call attempt, whose context is sent on as `traceparent`. The parent is passed
 * explicitly rather than through an async context manager, and the provider belongs to this
 * gateway, so several gateways in one process keep their traces apart.
 */
import type { Context, Span, SpanKind, Tracer } from '@opentelemetry/api';
import type { Logger } from '../logger';

export const GATEWAY_SERVICE_NAME = 'esports-admin-gateway';

/** OTLP/HTTP's path for traces below the endpoint's base URL (OTLP exporter specification). */
const TRACES_PATH = '/v1/traces';

/** A started span and what a child span or a downstream call needs of it. */
export interface TraceSpan {
  readonly span: Span;
  readonly context: Context;
}

export interface Tracing {
  /** A server span, child of the caller's `traceparent` when it sent one. */
  startRequest(headers: Record<string, string | string[] | undefined>): TraceSpan;
  /** A client span under `parent`, and the headers that carry its context upstream. */
  startUpstreamCall(
    parent: TraceSpan,
    name: string,
    attributes: Record<string, string>,
  ): { span: Span; headers: Record<string, string> };
  /** Exports what is pending, then stops. */
  shutdown(): Promise<void>;
}

export async function startTracing(
  endpoint: string | undefined,
  version: string,
  logger: Logger,
): Promise<Tracing | null> {
  if (!endpoint) return null;
  const [api, core, { resourceFromAttributes }, { BatchSpanProcessor, TracerProvider }, otlp] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/core'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/exporter-trace-otlp-http'),
    ]);
  const url = endpoint.replace(/\/+$/, '') + TRACES_PATH;
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      'service.name': GATEWAY_SERVICE_NAME,
      'service.version': version,
    }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new otlp.OTLPTraceExporter({ url }) })],
  });
  const tracer: Tracer = provider.getTracer(GATEWAY_SERVICE_NAME, version);
  const propagator = new core.W3CTraceContextPropagator();
  const server: SpanKind = api.SpanKind.SERVER;
  const client: SpanKind = api.SpanKind.CLIENT;
  logger.info({ url }, 'tracing exported over OTLP/HTTP');
  return {
    startRequest(headers) {
      const callers = propagator.extract(api.ROOT_CONTEXT, headers, api.defaultTextMapGetter);
      const span = tracer.startSpan('graphql', { kind: server }, callers);
      return { span, context: api.trace.setSpan(callers, span) };
    },
    startUpstreamCall(parent, name, attributes) {
      const span = tracer.startSpan(name, { kind: client, attributes }, parent.context);
      const headers: Record<string, string> = {};
      propagator.inject(api.trace.setSpan(parent.context, span), headers, api.defaultTextMapSetter);
      return { span, headers };
    },
    shutdown: () => provider.shutdown(),
  };
}
