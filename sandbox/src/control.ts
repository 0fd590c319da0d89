import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { ERROR_CODES, invalid, notFound } from './errors';
import { Payload } from './payload';
import { findService } from './services/registry';
import { pathInService, type SandboxService } from './services/service';

/** How many request records the counter keeps; totals count every request. */
export const REQUEST_LOG_LIMIT = 2000;

export interface RequestRecord {
  service: string;
  method: string;
  /** Full path without the query, e.g. /elds/data/v3/seasons. */
  path: string;
  query: Record<string, string | string[]>;
  /** null while the request is in flight or when a fault dropped the connection. */
  status: number | null;
  durationMs: number | null;
  at: string;
  /** The W3C trace context the caller sent, so a test can follow a trace across the call. */
  traceparent: string | null;
  /** The caller's `x-request-id`. */
  requestId: string | null;
}

export interface RequestLogSnapshot {
  total: number;
  byService: Record<string, number>;
  requests: RequestRecord[];
}

const pathOf = (req: Request) => req.originalUrl.split('?')[0] ?? '';

function queryOf(url: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = query[key];
    query[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

/** Counts every request a service receives, refused and faulted ones included. */
export class RequestLog {
  private total = 0;
  private byService: Record<string, number> = {};
  private records: RequestRecord[] = [];

  counter(service: string): RequestHandler {
    return (req, res, next) => {
      const started = performance.now();
      const record: RequestRecord = {
        service,
        method: req.method,
        path: pathOf(req),
        query: queryOf(req.originalUrl),
        status: null,
        durationMs: null,
        at: new Date().toISOString(),
        traceparent: req.get('traceparent') ?? null,
        requestId: req.get('x-request-id') ?? null,
      };
      this.total += 1;
      this.byService[service] = (this.byService[service] ?? 0) + 1;
      this.records.push(record);
      if (this.records.length > REQUEST_LOG_LIMIT) this.records.shift();
      const settle = () => {
        if (record.durationMs !== null) return;
        record.durationMs = Math.round(performance.now() - started);
        if (res.writableFinished) record.status = res.statusCode;
      };
      res.once('finish', settle);
      res.once('close', settle);
      next();
    };
  }

  snapshot(): RequestLogSnapshot {
    return { total: this.total, byService: { ...this.byService }, requests: [...this.records] };
  }

  reset(): void {
    this.total = 0;
    this.byService = {};
    this.records = [];
  }
}

export interface FaultSpec {
  delayMs?: number;
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Answer 200 (or `status`) with a body that claims to be JSON and is not. */
  malformed?: boolean;
  /** Destroy the socket without an answer. */
  drop?: boolean;
  /** Apply to the next N matching requests only; left out, to every request. */
  times?: number;
  methods?: string[];
  /** Relative to the service's base path, e.g. '/seasons'. */
  pathPrefix?: string;
}

export interface Fault extends FaultSpec {
  id: number;
  service: string;
}

function readFaultSpec(value: unknown): FaultSpec {
  const fields = Payload.of(value);
  const spec: FaultSpec = {};
  if (fields.has('delayMs')) spec.delayMs = fields.integer('delayMs', 0);
  if (fields.has('status')) {
    spec.status = fields.integer('status', 200);
    if (spec.status > 599) throw invalid('status must be at most 599');
  }
  if (fields.has('body')) spec.body = fields.raw('body');
  if (fields.has('headers')) spec.headers = fields.stringRecord('headers');
  if (fields.has('malformed')) spec.malformed = fields.boolean('malformed');
  if (fields.has('drop')) spec.drop = fields.boolean('drop');
  if (fields.has('times')) spec.times = fields.integer('times', 1);
  if (fields.has('methods')) {
    spec.methods = fields.stringArray('methods').map((method) => method.toUpperCase());
  }
  if (fields.has('pathPrefix')) {
    spec.pathPrefix = fields.string('pathPrefix');
    if (!spec.pathPrefix.startsWith('/')) throw invalid("pathPrefix must start with '/'");
  }
  return spec;
}

function matchesPath(path: string, prefix: string | undefined): boolean {
  if (prefix === undefined || prefix === '/') return true;
  const base = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return path === base || path.startsWith(`${base}/`);
}

const MALFORMED_JSON_BODY = '{"injected": "malformed", "items": [';

/** Injected latency and failures, per service; the first matching fault wins. */
export class FaultBook {
  private faults: Fault[] = [];
  private nextId = 1;
  private readonly shutdown = new AbortController();

  constructor() {
    // Every delayed request waits on this one signal: dozens at once under load are expected.
    setMaxListeners(0, this.shutdown.signal);
  }

  add(service: string, spec: FaultSpec): Fault {
    const fault = { id: this.nextId++, service, ...spec };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  clear(service?: string): void {
    this.faults = service ? this.faults.filter((fault) => fault.service !== service) : [];
  }

  /** Ends pending delays so a closing sandbox does not wait for them. */
  cancelDelays(): void {
    this.shutdown.abort();
  }

  private take(service: SandboxService, req: Request): Fault | undefined {
    const path = pathInService(service, pathOf(req));
    const fault = this.faults.find(
      (candidate) =>
        candidate.service === service.name &&
        (!candidate.methods || candidate.methods.includes(req.method)) &&
        matchesPath(path, candidate.pathPrefix),
    );
    if (fault?.times !== undefined) {
      fault.times -= 1;
      if (fault.times === 0) this.faults = this.faults.filter((kept) => kept !== fault);
    }
    return fault;
  }

  injector(service: SandboxService): RequestHandler {
    return async (req, res, next) => {
      const fault = this.take(service, req);
      if (!fault) return next();
      if (fault.delayMs) {
        try {
          await sleep(fault.delayMs, undefined, { signal: this.shutdown.signal });
        } catch {
          req.socket.destroy();
          return;
        }
      }
      if (fault.drop) {
        req.socket.destroy();
        return;
      }
      if (fault.headers) res.set(fault.headers);
      if (fault.malformed) {
        res
          .status(fault.status ?? 200)
          .type('application/json')
          .send(MALFORMED_JSON_BODY);
      } else if (fault.status !== undefined) {
        answerInjectedStatus(res, fault.status, fault.body);
      } else {
        next();
      }
    };
  }
}

function answerInjectedStatus(res: Response, status: number, body: unknown): void {
  res.status(status);
  if (status === 204 || status === 304) {
    res.end();
  } else if (body === undefined) {
    res.json({
      httpStatus: status,
      errorCode: ERROR_CODES.injectedFault,
      message: 'Injected fault',
    });
  } else if (typeof body === 'string') {
    if (!res.get('content-type')) res.type('text/plain');
    res.send(body);
  } else {
    res.json(body);
  }
}

export class SandboxControl {
  readonly requests = new RequestLog();
  readonly faults = new FaultBook();
}

function serviceNamed(name: string): SandboxService {
  const service = findService(name);
  if (!service) throw notFound(`Unknown service ${name}`);
  return service;
}

/** The tests' handles on the sandbox, under /__sandbox/: never counted, no bearer needed. */
export function controlRoutes(control: SandboxControl): Router {
  const router = Router();
  router.use(express.json());
  router.get('/requests', (_req, res) => {
    res.json(control.requests.snapshot());
  });
  router.delete('/requests', (_req, res) => {
    control.requests.reset();
    res.status(204).end();
  });
  router.get('/faults', (_req, res) => {
    res.json({ faults: control.faults.list() });
  });
  router.put('/faults/:service', (req, res) => {
    const service = serviceNamed(req.params.service);
    res.json(control.faults.add(service.name, readFaultSpec(req.body)));
  });
  router.delete('/faults', (_req, res) => {
    control.faults.clear();
    res.status(204).end();
  });
  router.delete('/faults/:service', (req, res) => {
    control.faults.clear(serviceNamed(req.params.service).name);
    res.status(204).end();
  });
  return router;
}
