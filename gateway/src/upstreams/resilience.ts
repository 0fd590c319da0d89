/**
 * Retries and circuit breakers for upstream calls, one instance per gateway process so every
 * request's RestClient shares the breaker state. A breaker guards one endpoint family of a
 * service (its first path segment: `elds /seasons`, `elds /vods`), so one broken endpoint does
 * not pause the rest of the service, and it counts one failure per call once its retries are
 * spent.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  circuitBreaker,
  CircuitState,
  ConsecutiveBreaker,
  handleWhen,
  isBrokenCircuitError,
  type CircuitBreakerPolicy,
} from 'cockatiel';
import { ErrorCode, UpstreamError } from '../errors';
import type { Logger } from '../logger';

export interface ResilienceOptions {
  retries: number;
  retryAfterCapMs: number;
  breakerFailures: number;
  breakerHalfOpenMs: number;
}

/** Only idempotent methods are retried: a repeated POST could create a season twice. */
const RETRYABLE_METHODS = new Set(['GET', 'HEAD']);
const BASE_BACKOFF_MS = 100;

/** Failures worth another attempt: the service is unwell or asked us to slow down. */
function isRetryable(error: unknown): error is UpstreamError {
  if (!(error instanceof UpstreamError)) return false;
  if (error.code === ErrorCode.UPSTREAM_TIMEOUT) return false;
  if (error.status === null) return error.code === ErrorCode.UPSTREAM_UNAVAILABLE;
  return error.status >= 500 || error.status === 429;
}

/**
 * Failures that say the endpoint is unwell. A 429 is not one: it has its own back-off, and
 * counting it would let one busy caller pause the endpoint for everybody.
 */
function isEndpointFailure(error: unknown): boolean {
  if (!(error instanceof UpstreamError)) return false;
  if (error.status === null) {
    return (
      error.code === ErrorCode.UPSTREAM_UNAVAILABLE || error.code === ErrorCode.UPSTREAM_TIMEOUT
    );
  }
  return error.status >= 500;
}

/**
 * The breaker's scope: the service and the resource after the API version in the path, so
 * `/elds/data/v3/seasons/12/splits` is `elds /seasons` (the first segment when there is no
 * version).
 */
export function endpointFamily(service: string, path: string): string {
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const version = segments.findIndex((segment) => /^v\d+$/.test(segment));
  return `${service} /${segments[version + 1] ?? ''}`;
}

export class UpstreamResilience {
  private readonly breakers = new Map<string, CircuitBreakerPolicy>();

  constructor(
    private readonly options: ResilienceOptions,
    private readonly logger: Logger,
  ) {}

  /**
   * Runs `attempt` through its endpoint family's breaker, retrying idempotent calls on 429, 5xx
   * and network failures while `deadline` leaves time; a Retry-After longer than that is not
   * waited. The breaker sees the call once, after its retries.
   */
  async run<T>(
    service: string,
    method: string,
    deadline: AbortSignal,
    attempt: () => Promise<T>,
    path = '/',
  ): Promise<T> {
    const family = endpointFamily(service, path);
    const retries = RETRYABLE_METHODS.has(method) ? this.options.retries : 0;
    try {
      return await this.breakerFor(family).execute(() =>
        this.withRetries(attempt, retries, deadline),
      );
    } catch (error) {
      if (!isBrokenCircuitError(error)) throw error;
      throw new UpstreamError(
        `${service} is failing: calls are paused for a moment`,
        ErrorCode.UPSTREAM_CIRCUIT_OPEN,
        service,
        null,
      );
    }
  }

  /** Per service, how many of its endpoint families have their breaker open or half-open. */
  openBreakers(): Map<string, number> {
    const open = new Map<string, number>();
    for (const [family, breaker] of this.breakers) {
      if (breaker.state === CircuitState.Closed) continue;
      const service = family.slice(0, family.indexOf(' '));
      open.set(service, (open.get(service) ?? 0) + 1);
    }
    return open;
  }

  private async withRetries<T>(
    attempt: () => Promise<T>,
    retries: number,
    deadline: AbortSignal,
  ): Promise<T> {
    for (let attemptNo = 0; ; attemptNo += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (attemptNo >= retries || !isRetryable(error) || deadline.aborted) throw error;
        const delayMs = Math.min(
          error.retryAfterMs ?? BASE_BACKOFF_MS * 2 ** attemptNo,
          this.options.retryAfterCapMs,
        );
        try {
          await sleep(delayMs, undefined, { signal: deadline });
        } catch {
          throw error;
        }
      }
    }
  }

  private breakerFor(family: string): CircuitBreakerPolicy {
    let breaker = this.breakers.get(family);
    if (!breaker) {
      breaker = circuitBreaker(handleWhen(isEndpointFailure), {
        halfOpenAfter: this.options.breakerHalfOpenMs,
        breaker: new ConsecutiveBreaker(this.options.breakerFailures),
      });
      breaker.onStateChange((state) => {
        this.logger.warn(
          { endpoint: family, state: CircuitState[state] },
          'upstream circuit breaker changed state',
        );
      });
      this.breakers.set(family, breaker);
    }
    return breaker;
  }
}

/** Retry-After in delta seconds or an HTTP date, as milliseconds from now. */
export function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}
