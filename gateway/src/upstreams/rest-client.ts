/**
 * The one HTTP client every upstream module uses (spec 1 §7, §8): bearer forwarding, the
 * access-token header for configured paths, one deadline per call (retries included), retries
 * the per-endpoint circuit breakers of the shared UpstreamResilience, the request's call budget, 204 → null, text bodies,
 * 404-as-null and 5xx-as-empty where the caller asks, slow calls logged, the request's id and
 * trace context sent on, and error answers turned into UpstreamError with a stable code and the
 * message staff see.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { SLOW_UPSTREAM_CALL_MS } from '@esports-admin/schema/rules/constants';
import type { UpstreamErrorBody } from '@esports-admin/schema/upstream/elds';
import { codeForUpstreamStatus, ErrorCode, UpstreamError } from '../errors';
import type { Logger } from '../logger';
import type { UpstreamCallBudget } from './call-budget';
import { retryAfterMs, type UpstreamResilience } from './resilience';

export const ACCESS_TOKEN_HEADER = 'X-Access-Token';

/**
 * Whose call this is: the caller's access token, forwarded upstream so the services apply their
 * own checks. (The original portal sent the ID token; services validate access tokens.)
 */
export interface CallerCredentials {
  accessToken: string;
}

type QueryValue = string | number | boolean | readonly string[] | null | undefined;

export interface CallOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Answer null instead of failing when the resource does not exist. */
  notFoundAsNull?: boolean;
  /**
   * Answer null instead of failing on any 5xx (the stream timeline service's reads, spec 1 §7:
   * 500, 502, 503 and 504 alike, without retrying).
   */
  emptyOnServerError?: boolean;
}

export interface UpstreamCall {
  service: string;
  method: string;
  path: string;
  /** null when no answer came (timeout, refused connection). */
  status: number | null;
  durationMs: number;
}

/** Sees each upstream call attempt: the headers that let it be followed, and how it ended. */
export interface UpstreamCallTelemetry {
  callStarted(service: string, method: string, path: string): UpstreamCallObserver;
}

export interface UpstreamCallObserver {
  /** `x-request-id`, and `traceparent` while tracing. */
  readonly headers: Record<string, string>;
  /** `status` null: no answer came. */
  finished(status: number | null): void;
}

export interface RestClientOptions {
  service: string;
  baseUrl: string;
  timeoutMs: number;
  accessTokenPaths: readonly string[];
  credentials: CallerCredentials;
  /** "user:password" for a function that takes basic authorization instead of the bearer. */
  basicAuth?: string | undefined;
  logger: Logger;
  /** Where each attempt is recorded for the request's log line. */
  calls?: UpstreamCall[];
  /** Left out (unit tests), every call is a single attempt. */
  resilience?: UpstreamResilience;
  /** The request's upstream-call budget, shared by all its clients; left out, unbounded. */
  budget?: UpstreamCallBudget;
  /** The request's traces and metrics (telemetry/telemetry.ts); left out, calls go unobserved. */
  telemetry?: UpstreamCallTelemetry | undefined;
}

/** One keep-alive connection pool per protocol for every upstream call of the process. */
const AGENTS = {
  http: new HttpAgent({ keepAlive: true }),
  https: new HttpsAgent({ keepAlive: true }),
};

/** An upstream answer, read whole. */
interface Answer {
  status: number;
  statusText: string;
  headers: IncomingHttpHeaders;
  text: string;
  ok: boolean;
}

/**
 * One HTTP exchange on the keep-alive agents (node:http rather than fetch: no WebIDL
 * conversions, Request/Response objects or body streams per call). The deadline aborts it at
 * any point, the answer's body included.
 */
function exchange(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  deadline: AbortSignal,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const request = (secure ? httpsRequest : httpRequest)(
      url,
      {
        method,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        agent: secure ? AGENTS.https : AGENTS.http,
        signal: deadline,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('close', () => {
          if (!response.complete) reject(new Error('upstream answer cut short'));
        });
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve({
            status,
            statusText: response.statusMessage ?? '',
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            ok: status >= 200 && status < 300,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function header(answer: Answer, name: string): string | null {
  const value = answer.headers[name];
  return (Array.isArray(value) ? value.join(', ') : value) ?? null;
}

export class RestClient {
  constructor(private readonly options: RestClientOptions) {}

  get<T>(path: string, options?: CallOptions) {
    return this.call<T>('GET', path, options);
  }

  post<T>(path: string, options?: CallOptions) {
    return this.call<T>('POST', path, options);
  }

  put<T>(path: string, options?: CallOptions) {
    return this.call<T>('PUT', path, options);
  }

  delete<T>(path: string, options?: CallOptions) {
    return this.call<T>('DELETE', path, options);
  }

  async call<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
    const { service, timeoutMs, resilience } = this.options;
    const deadline = AbortSignal.timeout(timeoutMs);
    const attempt = () => this.attempt<T>(method, path, options, deadline);
    return resilience ? resilience.run(service, method, deadline, attempt, path) : attempt();
  }

  private async attempt<T>(
    method: string,
    path: string,
    options: CallOptions,
    deadline: AbortSignal,
  ): Promise<T> {
    const { service, timeoutMs, logger } = this.options;
    this.options.budget?.spend(service);
    const url = this.url(path, options.query);
    const observed = this.options.telemetry?.callStarted(service, method, path);
    const started = performance.now();
    let response: Answer;
    try {
      response = await exchange(
        url,
        method,
        { ...this.headers(path, options.body !== undefined), ...observed?.headers },
        options.body === undefined ? undefined : JSON.stringify(options.body),
        deadline,
      );
    } catch (error) {
      const timedOut = deadline.aborted;
      const durationMs = elapsed(started);
      observed?.finished(null);
      this.options.calls?.push({ service, method, path, status: null, durationMs });
      logger.warn({ service, method, path, durationMs, err: error }, 'upstream call failed');
      throw timedOut
        ? new UpstreamError(
            `${service} did not answer within ${timeoutMs} ms`,
            ErrorCode.UPSTREAM_TIMEOUT,
            service,
            null,
          )
        : new UpstreamError(
            `${service} is unreachable`,
            ErrorCode.UPSTREAM_UNAVAILABLE,
            service,
            null,
          );
    }

    const durationMs = elapsed(started);
    observed?.finished(response.status);
    this.options.calls?.push({ service, method, path, status: response.status, durationMs });
    if (durationMs > SLOW_UPSTREAM_CALL_MS) {
      logger.warn(
        { service, method, path, status: response.status, durationMs },
        'slow upstream call',
      );
    } else {
      logger.debug({ service, method, path, status: response.status, durationMs }, 'upstream call');
    }

    const { text } = response;
    if (response.ok) return this.readBody(response, text, method, path) as T;
    if (response.status === 404 && options.notFoundAsNull) return null as T;
    if (response.status >= 500 && options.emptyOnServerError) return null as T;
    throw this.errorFrom(response, text);
  }

  private url(path: string, query: CallOptions['query']): URL {
    const url = new URL(this.options.baseUrl.replace(/\/$/, '') + path);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue;
      url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    return url;
  }

  private headers(path: string, hasBody: boolean): Record<string, string> {
    const { credentials, accessTokenPaths } = this.options;
    const headers: Record<string, string> = {
      accept: 'application/json, text/plain;q=0.9, */*;q=0.5',
      authorization: this.options.basicAuth
        ? `Basic ${Buffer.from(this.options.basicAuth).toString('base64')}`
        : `Bearer ${credentials.accessToken}`,
    };
    if (hasBody) headers['content-type'] = 'application/json';
    const fullPath = new URL(this.options.baseUrl).pathname.replace(/\/$/, '') + path;
    if (accessTokenPaths.some((segment) => fullPath.includes(segment))) {
      headers[ACCESS_TOKEN_HEADER] = credentials.accessToken;
    }
    return headers;
  }

  private readBody(response: Answer, text: string, method: string, path: string): unknown {
    if (response.status === 204) return null;
    if (!isJson(response)) return text;
    if (text.length === 0) return null;
    try {
      return JSON.parse(text);
    } catch {
      const { service, logger } = this.options;
      logger.warn(
        { service, method, path, status: response.status },
        'upstream answered malformed JSON',
      );
      throw new UpstreamError(
        `${response.status} - ${service} answered a malformed response`,
        ErrorCode.UPSTREAM_BAD_RESPONSE,
        service,
        response.status,
      );
    }
  }

  private errorFrom(response: Answer, text: string): UpstreamError {
    const { service } = this.options;
    let detail = response.statusText || 'Error';
    if (isJson(response)) {
      try {
        const body = JSON.parse(text) as Partial<UpstreamErrorBody>;
        detail = body.message || body.errorCode || detail;
      } catch {
        // An unreadable error body still fails with the status text.
      }
    } else if (text.trim() && text.length < 300) {
      detail = text.trim();
    }
    return new UpstreamError(
      `${response.status} - ${detail}`,
      codeForUpstreamStatus(response.status),
      service,
      response.status,
      retryAfterMs(header(response, 'retry-after')),
    );
  }
}

function isJson(response: Answer): boolean {
  return (header(response, 'content-type') ?? '').includes('json');
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}
